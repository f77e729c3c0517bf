import { expect, test, type Page } from '@playwright/test';
import { messages } from '@meridian/i18n';
import { CONSENT_COOKIE } from '@meridian/site-kit/consent';
import {
  clientAddresses,
  cmsClient,
  editorAccounts,
  expectNoViolations,
  interactive,
  mailsTo,
  screenshotPath,
  siteUrl,
} from './support';
import { PASSWORD, tabTo, typeInto, uniqueAddress } from './account-journeys';

/**
 * The candidate profile's preferred cities and fields of interest on two brands in two languages (brand A in
 * German, brand C in English): filled by keyboard only, saved, shown again and in the account's overview, each page
 * axe-clean; a value no facet list offers refused at its group with the record unchanged; the form at phone, tablet
 * and desktop widths. Analytics: the account pages' user properties (pseudonymous user, place, interests, each cut
 * to 36 characters) reach the data layer only after analytics consent, and a public page never carries them.
 */

const JOURNEYS = [
  {
    host: 'brand-a.localhost',
    locale: '/de/de',
    paths: { home: '/konto', signUp: '/konto/registrieren', verify: '/konto/bestaetigen', profile: '/konto/profil' },
    lang: 'de',
  },
  {
    host: 'brand-c.localhost',
    locale: '/de/en',
    paths: { home: '/account', signUp: '/account/sign-up', verify: '/account/verify', profile: '/account/profile' },
    lang: 'en',
  },
] as const;
type Journey = (typeof JOURNEYS)[number];

const nextAddress = clientAddresses();
test.beforeEach(async ({ page }) => {
  test.setTimeout(240_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextAddress() });
});

const address = uniqueAddress;
const url = (journey: Journey, view: keyof Journey['paths']) =>
  siteUrl(journey.host, `${journey.locale}${journey.paths[view]}`);

async function signUp(page: Page, journey: Journey, email: string) {
  await page.goto(url(journey, 'signUp'));
  await interactive(page);
  await page.locator('#account-email').fill(email);
  await page.locator('#account-password').fill(PASSWORD);
  await page.locator('#account-password').press('Enter');
  await expect(page).toHaveURL(new RegExp(`${journey.paths.verify}$`));
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  const code = /\b(\d{6})\b/.exec((await mailsTo(email)).at(-1)!.text)![1]!;
  await page.locator('#account-code').fill(code);
  await page.locator('#account-code').press('Enter');
  await expect(page).toHaveURL(new RegExp(`${journey.paths.home}\\?done=verified`));
}

let adminClient: ReturnType<typeof cmsClient> | null = null;
const admin = () => (adminClient ??= cmsClient(editorAccounts().find((account) => account.role === 'admin')!));
async function storedProfile(email: string): Promise<Record<string, unknown>> {
  const answer = await (
    await admin()
  )(`/cms-api/candidates?depth=0&limit=1&where[email][equals]=${encodeURIComponent(email.toLowerCase())}`);
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body).docs[0].profile;
}

const checkbox = (group: string, nth: number) => `#account-${group} li:nth-child(${nth}) input[type="checkbox"]`;

for (const journey of JOURNEYS) {
  test(`profile on ${journey.host} (${journey.lang}): cities and interests by keyboard, saved and shown`, async ({
    page,
  }) => {
    const email = address('interests');
    await signUp(page, journey, email);
    await page.goto(url(journey, 'profile'));
    await interactive(page);
    await expect(page.locator('html')).toHaveAttribute('lang', journey.lang);
    // Three groups of checkboxes, each a fieldset with its legend, with options from the facet lists.
    for (const group of ['interestFields', 'interestJobTypes', 'interestWorkplaceTypes']) {
      await expect(page.locator(`fieldset#account-${group} > legend`)).not.toBeEmpty();
      expect(await page.locator(`#account-${group} input[type="checkbox"]`).count()).toBeGreaterThan(1);
    }
    await expectNoViolations(page);
    for (const width of [390, 768, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.locator('form[action="/api/account/profile"]').screenshot({
        path: screenshotPath(`account-profile-${journey.host.split('.')[0]}-${journey.lang}-${width}`),
      });
      // Nothing wider than the page at any width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    }

    await typeInto(page, 'account-preferredCity1', 'Wolfsburg');
    await page.keyboard.press('Tab');
    await expect(page.locator('#account-preferredCity2')).toBeFocused();
    await page.keyboard.type('Braunschweig');
    await tabTo(page, '#account-radius');
    await page.keyboard.press('ArrowDown');
    for (const [group, nth] of [
      ['interestFields', 1],
      ['interestFields', 3],
      ['interestJobTypes', 2],
      ['interestWorkplaceTypes', 1],
    ] as const) {
      await tabTo(page, checkbox(group, nth));
      await page.keyboard.press('Space');
      await expect(page.locator(checkbox(group, nth))).toBeChecked();
    }
    const label = (group: string, nth: number) =>
      page.locator(`#account-${group} li:nth-child(${nth}) label`).innerText();
    const names = [
      await label('interestFields', 1),
      await label('interestFields', 3),
      await label('interestJobTypes', 2),
    ];
    await tabTo(page, 'form[action="/api/account/profile"] button[type="submit"]');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${journey.paths.profile}\\?done=saved`));
    await expect(page.locator('#account-status')).toBeFocused();
    await expect(page.locator('#account-preferredCity1')).toHaveValue('Wolfsburg');
    await expect(page.locator('#account-preferredCity2')).toHaveValue('Braunschweig');
    await expect(page.locator('#account-preferredCity3')).toHaveValue('');
    for (const [group, nth] of [
      ['interestFields', 1],
      ['interestFields', 3],
      ['interestJobTypes', 2],
      ['interestWorkplaceTypes', 1],
    ] as const)
      await expect(page.locator(checkbox(group, nth))).toBeChecked();
    await expect(page.locator(checkbox('interestFields', 2))).not.toBeChecked();
    await expectNoViolations(page);
    const saved = await storedProfile(email);
    expect(saved.preferredCities).toEqual(['Wolfsburg', 'Braunschweig']);
    expect((saved.interestFields as string[]).length).toBe(2);
    expect((saved.interestJobTypes as string[]).length).toBe(1);

    // The overview shows the cities with the radius and the interests by name.
    await page.goto(url(journey, 'home'));
    const facts = page.locator('.account__facts').first();
    await expect(facts).toContainText('Wolfsburg, Braunschweig');
    for (const name of names) await expect(facts).toContainText(name);
    await expectNoViolations(page);
    await page.setViewportSize({ width: 390, height: 900 });
    await facts.screenshot({
      path: screenshotPath(`account-overview-${journey.host.split('.')[0]}-${journey.lang}-390`),
    });
    await page.setViewportSize({ width: 1366, height: 900 });

    // A value no list offers (a forged checkbox) is refused at its group; nothing is saved.
    await page.goto(url(journey, 'profile'));
    await interactive(page);
    await page.locator(checkbox('interestJobTypes', 1)).evaluate((box: HTMLInputElement) => {
      box.value = '99999';
      box.checked = true;
    });
    await page.locator('#account-firstName').fill('Changed');
    await page.locator('form[action="/api/account/profile"] button[type="submit"]').click();
    await expect(page.locator('#account-errors')).toBeFocused();
    await expect(page.locator('#account-interestJobTypes-error')).toBeVisible();
    await expect(page.locator('#account-errors a[href="#account-interestJobTypes"]')).toHaveCount(1);
    await expect(page.locator('#account-firstName')).toHaveValue('Changed');
    await expectNoViolations(page);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.locator('#account-interestJobTypes').screenshot({
      path: screenshotPath(`account-profile-error-${journey.host.split('.')[0]}-${journey.lang}-390`),
    });
    expect(await storedProfile(email)).toEqual(saved);
  });
}

test('analytics: the account pages send the candidate’s user properties only after consent, public pages never', async ({
  page,
  context,
}) => {
  const journey = JOURNEYS[1];
  const email = address('analytics');
  // Signed up with essential cookies only (the preset consent): no analytics.
  await signUp(page, journey, email);
  await page.goto(url(journey, 'profile'));
  await interactive(page);
  await page.locator('#account-city').fill('Stuttgart');
  await page.locator('#account-postalCode').fill('70173');
  await page.locator('#account-street').fill('Königstraße 1');
  await page.locator('#account-country').fill('Vereinigtes Königreich Großbritannien und Nordirland');
  const fields = page.locator('#account-interestFields input[type="checkbox"]');
  const count = Math.min(await fields.count(), 12);
  for (let index = 0; index < count; index += 1) await fields.nth(index).check();
  await page.locator('#account-interestJobTypes input[type="checkbox"]').first().check();
  await page.locator('form[action="/api/account/profile"] button[type="submit"]').click();
  await expect(page).toHaveURL(/done=saved/);
  const saved = await storedProfile(email);
  const section = (saved.interestFields as string[]).join(',');

  const userProperties = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
        .filter((entry) => entry && entry.event === 'user_properties')
        .map((entry) => entry.user_properties as Record<string, unknown>),
    );

  // Essentials only: nothing reaches the data layer on the account page.
  const answer = await page.goto(url(journey, 'home'));
  expect(answer!.headers()['cache-control'] ?? '').toMatch(/no-store|private/);
  await interactive(page);
  await page.waitForLoadState('networkidle');
  expect(await userProperties()).toEqual([]);

  // Without any consent the dialog asks; still nothing before the choice.
  await context.clearCookies({ name: CONSENT_COOKIE });
  await context.route(
    (target) => !/(^|\.)localhost$|^127\.0\.0\.1$/.test(target.hostname),
    (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
  await page.reload();
  await interactive(page);
  const dialog = page.locator('dialog.cc-dialog');
  await expect(dialog).toBeVisible();
  expect(await userProperties()).toEqual([]);
  await dialog.getByRole('button', { name: messages[journey.lang].cookie.button.acceptAll, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(userProperties).toHaveLength(1);
  const [sent] = await userProperties();
  expect(sent).toEqual({
    meridian_application: 'talent_portal',
    meridian_user: expect.stringMatching(/^[0-9a-f]{32}$/),
    meridian_city: 'Stuttgart',
    meridian_zipcode: '70173',
    meridian_country: 'Vereinigtes Königreich Großbritannie',
    meridian_section: section.slice(0, 36),
    meridian_category: (saved.interestJobTypes as string[]).join(','),
  });
  expect(section.length).toBeGreaterThan(36);
  for (const value of Object.values(sent!)) expect(String(value).length).toBeLessThanOrEqual(36);
  expect(JSON.stringify(sent)).not.toContain(email);
  expect(JSON.stringify(sent)).not.toContain('Königstraße');

  // A public page (cacheable) carries the site's touch label alone, neither in its data layer nor in its HTML.
  const publicPage = await page.goto(siteUrl(journey.host, journey.locale));
  await interactive(page);
  await expect.poll(userProperties).toEqual([{ meridian_application: 'brand-c_touch' }]);
  const html = await publicPage!.text();
  expect(html).not.toContain(sent!.meridian_user as string);
  expect(html).not.toContain('talent_portal');
});
