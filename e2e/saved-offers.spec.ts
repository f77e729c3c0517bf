import { expect, test, type Page } from '@playwright/test';
import {
  clientAddresses,
  expectNoViolations,
  hostRequest,
  interactive,
  mailsTo,
  screenshotPath,
  siteUrl,
} from './support';
import { PASSWORD, tabTo, uniqueAddress } from './account-journeys';

/**
 * Saved offers on two brands in two languages (brand A in German, brand C in English): the bookmark on every offer
 * of the list and in the detail layer, by keyboard only, announced politely, axe-clean; kept in the browser while
 * signed out (across tabs and reloads, a damaged store does no harm), merged into the account on sign-up / sign-in
 * and listed there with an expired offer marked and removable; the account's API refuses cross-site requests and
 * never reaches another candidate's saved offers by an id.
 */

const JOURNEYS = [
  {
    host: 'brand-a.localhost',
    career: '/de/de/karriere',
    locale: '/de/de',
    account: { home: '/konto', signUp: '/konto/registrieren', verify: '/konto/bestaetigen' },
    lang: 'de',
    save: 'Angebot merken',
    added: 'Angebot gemerkt',
    saved: 'Gemerkte Angebote',
    expired: 'Nicht mehr verfügbar',
    remove: 'Entfernen',
  },
  {
    host: 'brand-c.localhost',
    career: '/de/en/careers',
    locale: '/de/en',
    account: { home: '/account', signUp: '/account/sign-up', verify: '/account/verify' },
    lang: 'en',
    save: 'Save offer',
    added: 'Offer saved',
    saved: 'Saved offers',
    expired: 'No longer available',
    remove: 'Remove',
  },
] as const;
type Journey = (typeof JOURNEYS)[number];

const KEY = 'meridian_saved_offers';
const nextAddress = clientAddresses();
const address = uniqueAddress;

test.beforeEach(() => {
  test.setTimeout(240_000);
});

const offers = (page: Page) => page.locator('main .recruiting-results .recruiting-offer');
const layer = (page: Page) => page.locator('dialog.recruiting-layer');
const saveButton = (scope: ReturnType<Page['locator']>) => scope.locator('button.recruiting-save');

const stored = (page: Page) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw).offers as { id: number; title: string; url: string }[]) : [];
  }, KEY);

async function openCareer(page: Page, journey: Journey) {
  await page.goto(siteUrl(journey.host, journey.career));
  await interactive(page);
  await expect(saveButton(offers(page).first())).toBeVisible();
}

/**
 * Signs up by the account pages with the mailed code, from a client address of its own (the per-client mail limits
 * never cross tests; the header is taken off again afterwards: the recruiting API's CORS does not allow it).
 */
async function signUpWithCode(page: Page, journey: Journey, email: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextAddress() });
  await page.goto(siteUrl(journey.host, `${journey.locale}${journey.account.signUp}`));
  await interactive(page);
  await page.locator('#account-email').fill(email);
  await page.locator('#account-password').fill(PASSWORD);
  await page.locator('#account-password').press('Enter');
  await expect(page).toHaveURL(new RegExp(`${journey.account.verify}$`));
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  const code = /\b(\d{6})\b/.exec((await mailsTo(email)).at(-1)!.text)![1]!;
  await interactive(page);
  await page.locator('#account-code').fill(code);
  await page.locator('#account-code').press('Enter');
  await expect(page).toHaveURL(new RegExp(`${journey.account.home}\\?done=verified`));
  await page.setExtraHTTPHeaders({});
}

for (const journey of JOURNEYS) {
  test.describe(`saved offers on ${journey.host} (${journey.lang})`, () => {
    test('signed out: bookmark by keyboard in the list and the layer, announced, kept across tabs and reloads', async ({
      page,
    }) => {
      await openCareer(page, journey);
      await expect(page.locator('html')).toHaveAttribute('lang', journey.lang);
      const first = offers(page).first();
      // The list shows the title with soft hyphens; the button names the offer by its plain title.
      const title = (await first.locator('.recruiting-offer__title').innerText()).replace(/\u00ad/g, '').trim();
      const jobId = Number(await first.getAttribute('data-job-id'));
      const button = saveButton(first);
      // A real button named by the action and the offer (its title, then its place), its state in aria-pressed, at
      // least 24 × 24 px.
      const name = new RegExp(`^${journey.save}: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(, [^,]+){0,2}$`);
      await expect(button).toHaveAccessibleName(name);
      await expect(page.getByRole('button', { name }).first()).toBeVisible();
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);

      // Keyboard only: Tab to it, Space saves; the polite live region says so.
      await tabTo(page, `.recruiting-offer[data-job-id="${jobId}"] button.recruiting-save`);
      const focusRing = await button.evaluate((element) => getComputedStyle(element).outlineStyle);
      expect(focusRing).not.toBe('none');
      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('.recruiting-list-module > p[role="status"]')).toHaveText(`${journey.added}: ${title}`);
      expect((await stored(page)).map((offer) => offer.id)).toEqual([jobId]);
      expect((await stored(page))[0]!.url).toMatch(new RegExp(`^${journey.career}/${jobId}/`));
      await expectNoViolations(page);

      // Another tab of the site follows at once (storage event); a reload keeps it.
      const other = await page.context().newPage();
      await openCareer(other, journey);
      const otherButton = saveButton(other.locator(`main .recruiting-offer[data-job-id="${jobId}"]`));
      await expect(otherButton).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expect(otherButton).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.press('Enter');
      await expect(otherButton).toHaveAttribute('aria-pressed', 'true');
      await other.close();
      await page.reload();
      await interactive(page);
      await expect(saveButton(offers(page).first())).toHaveAttribute('aria-pressed', 'true');

      // The detail layer, opened by keyboard: its bookmark shows the same state and changes it for the list too.
      await tabTo(page, `.recruiting-offer[data-job-id="${jobId}"] a.recruiting-offer__link`);
      await page.keyboard.press('Enter');
      await expect(layer(page).locator('.recruiting-detail')).toHaveAttribute('data-status', 'open');
      const inLayer = saveButton(layer(page));
      await expect(inLayer).toHaveAttribute('aria-pressed', 'true');
      await expect(inLayer).toHaveAccessibleName(new RegExp(`^${journey.save}: `));
      await tabTo(page, 'dialog.recruiting-layer button.recruiting-save', 60);
      await page.keyboard.press('Space');
      await expect(inLayer).toHaveAttribute('aria-pressed', 'false');
      await expect(layer(page).locator('.recruiting-detail > p[role="status"]:not(.sk-layer__loading)')).toContainText(
        title.slice(0, 10),
      );
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
      await expect(layer(page)).toHaveCount(0);
      await expect(saveButton(offers(page).first())).toHaveAttribute('aria-pressed', 'false');
      expect(await stored(page)).toEqual([]);
    });

    test('a damaged browser store does no harm; at 390 px the bookmark fits without cutting the item', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(siteUrl(journey.host, journey.career));
      await page.evaluate((key) => localStorage.setItem(key, '{"offers":[{"id":"x"},'), KEY);
      await openCareer(page, journey);
      const first = offers(page).first();
      await expect(saveButton(first)).toHaveAttribute('aria-pressed', 'false');
      await saveButton(first).click();
      await expect(saveButton(first)).toHaveAttribute('aria-pressed', 'true');
      expect(await stored(page)).toHaveLength(1);
      const item = (await first.boundingBox())!;
      const button = (await saveButton(first).boundingBox())!;
      const link = (await first.locator('.recruiting-offer__title').boundingBox())!;
      expect(button.x + button.width).toBeLessThanOrEqual(item.x + item.width);
      expect(link.x + link.width).toBeLessThanOrEqual(button.x + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });

    test('saved while signed out, merged into the account on sign-up; listed with the expired one marked', async ({
      page,
    }) => {
      await openCareer(page, journey);
      const ids = [Number(await offers(page).nth(0).getAttribute('data-job-id'))];
      ids.push(Number(await offers(page).nth(1).getAttribute('data-job-id')));
      for (const index of [0, 1]) await saveButton(offers(page).nth(index)).click();
      await expect(saveButton(offers(page).nth(1))).toHaveAttribute('aria-pressed', 'true');
      // An offer saved long ago that the recruiting API no longer has.
      await page.evaluate(
        ({ key, career }) => {
          const data = JSON.parse(localStorage.getItem(key)!);
          data.offers.push({
            id: 987654321,
            title: 'Expired offer',
            location: 'Ulm',
            company: 'Old branch',
            url: `${career}/987654321/expired-offer`,
            savedAt: '2026-01-02T10:00:00.000Z',
          });
          localStorage.setItem(key, JSON.stringify(data));
        },
        { key: KEY, career: journey.career },
      );

      await signUpWithCode(page, journey, address('saver'));
      const list = page.locator('#saved-offers');
      await expect(list.getByRole('heading', { name: journey.saved })).toBeVisible();
      await expect(list.locator('.account__saved-offer')).toHaveCount(3);
      expect(await stored(page)).toEqual([]);
      const expired = list.locator('.account__saved-offer[data-offer-id="987654321"]');
      await expect(expired).toContainText(journey.expired);
      await expect(expired.locator('a')).toHaveCount(0);
      for (const id of ids)
        await expect(list.locator(`.account__saved-offer[data-offer-id="${id}"] a`)).toHaveAttribute(
          'href',
          new RegExp(`^http://${journey.host.replace('.', '\\.')}:\\d+${journey.career}/${id}/`),
        );
      await expectNoViolations(page);
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await list.screenshot({ path: screenshotPath(`saved-offers-account-${journey.host}-${width}`) });
      }

      // Keyboard only: remove the expired one.
      await tabTo(page, '.account__saved-offer[data-offer-id="987654321"] button[type="submit"]');
      await expect(page.locator(':focus')).toHaveAccessibleName(new RegExp(`^${journey.remove} ?: Expired offer$`));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/done=offerRemoved/);
      await expect(list.locator('.account__saved-offer')).toHaveCount(2);

      // Signed in, the job search shows the account's bookmarks and saves into the account.
      await openCareer(page, journey);
      for (const id of ids)
        await expect(saveButton(page.locator(`main .recruiting-offer[data-job-id="${id}"]`))).toHaveAttribute(
          'aria-pressed',
          'true',
        );
      const third = offers(page).nth(2);
      const thirdId = Number(await third.getAttribute('data-job-id'));
      await saveButton(third).click();
      await expect(saveButton(third)).toHaveAttribute('aria-pressed', 'true');
      expect(await stored(page)).toEqual([]);
      // The account's list, read by the page itself (same origin, its cookie).
      const account = await page.evaluate(async () => {
        const response = await fetch('/api/account/saved-offers');
        return { status: response.status, body: (await response.json()) as { offers: { id: number }[] } };
      });
      expect(account.status).toBe(200);
      expect(account.body.offers.map((offer) => offer.id).sort()).toEqual([...ids, thirdId].sort());
    });
  });
}

test('the saved-offer API: same origin only, signed in only, ids checked, another candidate’s offers out of reach', async ({
  browser,
}) => {
  const journey = JOURNEYS[0];
  const host = journey.host;
  const sessions: string[] = [];
  for (const name of ['alice', 'mallory']) {
    const context = await browser.newContext({ storageState: test.info().project.use.storageState as never });
    const page = await context.newPage();
    await signUpWithCode(page, journey, address(name));
    sessions.push((await context.cookies()).find((cookie) => cookie.name === 'meridian_account')!.value);
    await context.close();
  }
  const [alice, mallory] = sessions as [string, string];
  const origin = `http://${host}:${process.env.E2E_WEB_PORT ?? 3000}`;
  const call = (method: string, path: string, cookie: string | null, body?: unknown, from = origin) =>
    hostRequest(host, path, {
      method,
      headers: {
        origin: from,
        'content-type': 'application/json',
        ...(cookie ? { cookie: `meridian_account=${cookie}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const listOf = async (cookie: string) =>
    (JSON.parse((await call('GET', '/api/account/saved-offers', cookie)).body) as { offers: { id: number }[] }).offers;

  const search = await fetch(
    `http://127.0.0.1:${process.env.E2E_API_PORT ?? 3001}/v4/recruiting/search?limit=3&company=kestrel`,
    {
      headers: { 'x-meridian-api': 'e2e' },
    },
  );
  const offer = ((await search.json()) as { matches: { njobid: number; urlpart: string }[] }).matches[0]!;
  const url = `${journey.career}/${offer.njobid}/${offer.urlpart}`;

  // Alice saves it; the title comes from the recruiting API, not from the request.
  const saved = await call('PUT', `/api/account/saved-offers/${offer.njobid}`, alice, { url, title: 'forged' });
  expect(saved.status, saved.body).toBe(201);
  expect(JSON.parse(saved.body).offer.title).not.toBe('forged');
  expect((await call('PUT', `/api/account/saved-offers/${offer.njobid}`, alice, { url })).status).toBe(200);
  const before = await listOf(alice);
  expect(before.map((entry) => entry.id)).toEqual([offer.njobid]);

  // Refusals, each leaving Alice's list as it was.
  const refusals: [string, Awaited<ReturnType<typeof call>>, number][] = [
    [
      'cross-site PUT',
      await call('PUT', `/api/account/saved-offers/${offer.njobid}`, alice, { url }, 'https://evil.example'),
      403,
    ],
    [
      'cross-site DELETE',
      await call('DELETE', `/api/account/saved-offers/${offer.njobid}`, alice, undefined, 'https://evil.example'),
      403,
    ],
    ['cross-site GET', await call('GET', '/api/account/saved-offers', alice, undefined, 'https://evil.example'), 403],
    ['signed out', await call('GET', '/api/account/saved-offers', null), 401],
    ['malformed id', await call('DELETE', '/api/account/saved-offers/12abc', alice), 400],
    ['id and URL differ', await call('PUT', `/api/account/saved-offers/${offer.njobid + 1}`, alice, { url }), 400],
    [
      'unknown offer',
      await call('PUT', '/api/account/saved-offers/987654321', alice, { url: `${journey.career}/987654321/x` }),
      404,
    ],
    ["Mallory deletes Alice's offer", await call('DELETE', `/api/account/saved-offers/${offer.njobid}`, mallory), 404],
  ];
  for (const [what, answer, status] of refusals) expect(answer.status, what).toBe(status);
  expect(await listOf(mallory)).toEqual([]);
  // The account page's form, with Alice's offer id, from Mallory's session: refused, nothing removed.
  const form = await hostRequest(host, '/api/account/unsave', {
    method: 'POST',
    headers: {
      origin,
      cookie: `meridian_account=${mallory}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: `page=de%2Fde&offerId=${offer.njobid}`,
  });
  expect(form.status).toBe(303);
  expect(form.headers.location).toContain('e=');
  expect(await listOf(alice)).toEqual(before);
  // Alice removes it herself.
  expect((await call('DELETE', `/api/account/saved-offers/${offer.njobid}`, alice)).status).toBe(204);
  expect(await listOf(alice)).toEqual([]);
});
