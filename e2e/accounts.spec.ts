import fs from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import {
  clientAddresses,
  cmsClient,
  editorAccounts,
  expectNoViolations,
  hostRequest,
  interactive,
  mailsTo,
  siteUrl,
  WEB_PORT,
  XSS_CORPUS,
} from './support';
import { PASSWORD, tabTo, typeInto, uniqueAddress } from './account-journeys';

/**
 * Candidate accounts on two brands in two languages (brand A in German, brand C in English): sign-up with the code
 * from the real inbox, sign-in, profile, sign-out, "sign out everywhere" and the password reset, each page axe-clean
 * and used by keyboard; an unknown address and a wrong password answered alike; the mailed link confirms only
 * through its button; one candidate cannot reach another's data; XSS payloads in every profile field stay inert;
 * the candidate's and the editor's sessions never open each other's doors; signed-in pages never come from the
 * page cache. The account's data: its job agents listed and deleted, the export downloaded and unpacked, the
 * account deleted with its password (a wrong one deletes nothing), each proven by re-reading the records.
 */

const JOURNEYS = [
  {
    host: 'brand-a.localhost',
    locale: '/de/de',
    paths: {
      home: '/konto',
      signIn: '/konto/anmelden',
      signUp: '/konto/registrieren',
      verify: '/konto/bestaetigen',
      forgot: '/konto/passwort-vergessen',
      profile: '/konto/profil',
      delete: '/konto/loeschen',
      deleted: '/konto/geloescht',
    },
    lang: 'de',
    name: 'Kestrel Engineering',
    career: '/de/de/karriere',
    deletedSubject: 'Ihr Konto bei Kestrel Engineering ist gelöscht',
  },
  {
    host: 'brand-c.localhost',
    locale: '/de/en',
    paths: {
      home: '/account',
      signIn: '/account/sign-in',
      signUp: '/account/sign-up',
      verify: '/account/verify',
      forgot: '/account/forgot-password',
      profile: '/account/profile',
      delete: '/account/delete',
      deleted: '/account/deleted',
    },
    lang: 'en',
    name: 'Halden Recruiting',
    career: '/de/en/careers',
    deletedSubject: 'Your account at Halden Recruiting is deleted',
  },
] as const;

type Journey = (typeof JOURNEYS)[number];

// Each test (and each extra browser) comes from its own client address, so the per-client limits on mails and
// sign-ins never cross tests. Keyboard journeys on a busy machine take their time.
const nextAddress = clientAddresses();
test.beforeEach(async ({ page }) => {
  test.setTimeout(180_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextAddress() });
});

const NEW_PASSWORD = 'a lantern by the harbour';
const address = uniqueAddress;
const url = (journey: Journey, view: keyof Journey['paths']) =>
  siteUrl(journey.host, `${journey.locale}${journey.paths[view]}`);

/** The 6-digit code of the newest mail to an address (the real SMTP inbox). */
async function newestCode(email: string, count: number): Promise<string> {
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  const mail = (await mailsTo(email)).at(-1)!;
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

/** Signs up through the pages by keyboard and confirms with the mailed code: the page after it. */
async function signUpWithCode(page: Page, journey: Journey, email: string) {
  const mailsBefore = (await mailsTo(email)).length;
  await page.goto(url(journey, 'signUp'));
  await interactive(page);
  await typeInto(page, 'account-email', email);
  await page.keyboard.press('Tab');
  await expect(page.locator('#account-password')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${journey.paths.verify}$`));
  const code = await newestCode(email, mailsBefore + 1);
  await typeInto(page, 'account-code', code);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${journey.paths.home}\\?done=verified`));
}

async function signIn(page: Page, journey: Journey, email: string, password: string) {
  await page.goto(url(journey, 'signIn'));
  await interactive(page);
  await typeInto(page, 'account-email', email);
  await typeInto(page, 'account-password', password);
  await page.keyboard.press('Enter');
}

/** The CMS's administrator client: re-reads records as they are stored. */
let adminClient: ReturnType<typeof cmsClient> | null = null;
const admin = () => (adminClient ??= cmsClient(editorAccounts().find((account) => account.role === 'admin')!));
async function stored(collection: 'candidates' | 'job-agents', email: string): Promise<Record<string, unknown>[]> {
  const answer = await (
    await admin()
  )(`/cms-api/${collection}?depth=0&limit=50&where[email][equals]=${encodeURIComponent(email.toLowerCase())}`);
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body).docs;
}

/**
 * A job agent saved as the result list saves it (same-origin JSON POST); with `confirm`, confirmed from its mail
 * (the newest to the address) as the confirmation page's button does.
 */
async function saveAgent(journey: Journey, email: string, keyword: string, frequency: string, confirm: boolean) {
  const origin = `http://${journey.host}:${WEB_PORT}`;
  const before = (await mailsTo(email)).length;
  const created = await hostRequest(journey.host, '/api/job-agents', {
    method: 'POST',
    // From an address of its own: the job agents' per-client limit never crosses tests.
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({
      email,
      frequency,
      search: `search=${keyword}`,
      pagePath: journey.career,
      page: `${origin}${journey.career}`,
      consent: true,
    }),
  });
  expect(created.status, created.body).toBe(201);
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(before + 1);
  if (!confirm) return;
  const link = /https?:\/\/\S+\/job-agent\/confirm\?token=[\w.-]+/.exec((await mailsTo(email)).at(-1)!.text)![0];
  const confirmed = await hostRequest(journey.host, '/api/job-agents/confirm', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'x-forwarded-for': nextAddress() },
    body: `token=${new URL(link).searchParams.get('token')}`,
  });
  expect(confirmed.status).toBe(303);
}

/**
 * Chromium's virtual authenticator for this page: a platform authenticator that keeps discoverable credentials and
 * verifies the person at once.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    storageState: test.info().project.use.storageState as never,
    extraHTTPHeaders: { 'x-forwarded-for': nextAddress() },
  });
}

for (const journey of JOURNEYS) {
  test.describe(`candidate account on ${journey.host} (${journey.lang})`, () => {
    test('sign up with the mailed code, edit the profile, sign out and in again', async ({ page }) => {
      const email = address('signup');
      await page.goto(url(journey, 'signUp'));
      await expect(page.locator('html')).toHaveAttribute('lang', journey.lang);
      await expect(page.locator('.site-header')).toBeVisible();
      await expectNoViolations(page);
      // A common password is refused at its field; the summary takes the focus and links to it.
      await interactive(page);
      await typeInto(page, 'account-email', email);
      await typeInto(page, 'account-password', 'password123456');
      await page.keyboard.press('Enter');
      await expect(page.locator('#account-errors')).toBeFocused();
      await expect(page.locator('#account-password')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#account-password')).toHaveAttribute(
        'aria-describedby',
        'account-password-hint account-password-error',
      );
      await expect(page.locator('#account-email')).toHaveValue(email);
      await expectNoViolations(page);
      await typeInto(page, 'account-password', PASSWORD);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${journey.paths.verify}$`));
      await expectNoViolations(page);
      const code = await newestCode(email, 1);
      // A wrong code is named with the tries left; the right one signs in.
      await typeInto(page, 'account-code', code === '000000' ? '111111' : '000000');
      await page.keyboard.press('Enter');
      await expect(page.locator('#account-errors')).toBeFocused();
      await expect(page.locator('#account-code-error')).toContainText('4');
      await typeInto(page, 'account-code', code);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${journey.paths.home}\\?done=verified`));
      await expect(page.locator('#account-status')).toBeFocused();
      await expect(page.locator('main')).toContainText(email);
      await expectNoViolations(page);

      // Profile by keyboard.
      await page.goto(url(journey, 'profile'));
      await interactive(page);
      await expectNoViolations(page);
      await typeInto(page, 'account-firstName', 'Zoë');
      await page.keyboard.press('Tab');
      await expect(page.locator('#account-lastName')).toBeFocused();
      await page.keyboard.type("O'Neill");
      await typeInto(page, 'account-phone', '+49 711 555-0100');
      await typeInto(page, 'account-preferredCity1', 'Wolfsburg');
      await tabTo(page, '#account-radius');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await typeInto(page, 'account-postalCode', '<b>');
      await page.keyboard.press('Enter');
      await expect(page.locator('#account-errors')).toBeFocused();
      await expect(page.locator('#account-postalCode')).toHaveAttribute('aria-invalid', 'true');
      // What was typed stays; nothing was saved.
      await expect(page.locator('#account-firstName')).toHaveValue('Zoë');
      await expectNoViolations(page);
      await typeInto(page, 'account-postalCode', '70173');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${journey.paths.profile}\\?done=saved`));
      await expect(page.locator('#account-firstName')).toHaveValue('Zoë');
      await expect(page.locator('#account-radius')).not.toHaveValue('');
      await page.goto(url(journey, 'home'));
      await expect(page.locator('.account__facts')).toContainText("Zoë O'Neill");
      await expect(page.locator('.account__facts')).toContainText('Wolfsburg');

      // Sign out; the account page then asks to sign in.
      await tabTo(page, 'form[action="/api/account/signout"] button');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${journey.paths.signIn}\\?done=signedOut`));
      await expectNoViolations(page);
      await page.goto(url(journey, 'home'));
      await expect(page).toHaveURL(new RegExp(`${journey.paths.signIn}$`));

      // A wrong password and an unknown address get the same answer.
      await signIn(page, journey, email, 'not my password at all');
      const wrong = await page.locator('#account-errors').innerText();
      await signIn(page, journey, address('nobody'), 'not my password at all');
      expect(await page.locator('#account-errors').innerText()).toBe(wrong);
      await expectNoViolations(page);
      await signIn(page, journey, email.toUpperCase(), PASSWORD);
      await expect(page).toHaveURL(new RegExp(`${journey.paths.home}\\?done=signedIn`));
    });

    test('passkeys: added by keyboard, signed in with, removed — and a removed one signs nobody in', async ({
      page,
    }) => {
      const { cdp, authenticatorId } = await virtualAuthenticator(page);
      const email = address('passkey');
      await signUpWithCode(page, journey, email);
      const section = page.locator('#account-passkeys');
      await expect(section.locator('.account__passkey-list')).toHaveCount(0);
      await interactive(page);
      await tabTo(page, '#account-passkeys .account__passkey button');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${journey.paths.home}\\?done=passkeyAdded`));
      await expect(section.locator('.account__passkey-list li')).toHaveCount(1);
      await expect(section.locator('.account__passkey-list li')).toContainText(
        journey.lang === 'de' ? 'Chrome auf Linux' : 'Chrome on Linux',
      );
      await expect(section.locator('.account__passkey-list li')).not.toContainText(
        journey.lang === 'de' ? 'zuletzt genutzt' : 'last used',
      );
      const credentials = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials.credentials).toHaveLength(1);
      expect(credentials.credentials[0]!.rpId).toBe(journey.host);
      await expectNoViolations(page);
      // The same authenticator cannot add a second passkey for the account: named, nothing added.
      await interactive(page);
      await tabTo(page, '#account-passkeys .account__passkey button');
      await page.keyboard.press('Enter');
      await expect(section.locator('.account__passkey-message')).not.toBeEmpty();
      await expect(section.locator('.account__passkey-list li')).toHaveCount(1);

      // Signed out, the passkey signs in without an e-mail address or password.
      await page.locator('form[action="/api/account/signout"] button').click();
      await expect(page).toHaveURL(new RegExp(`${journey.paths.signIn}\\?done=signedOut`));
      await interactive(page);
      await expectNoViolations(page);
      await tabTo(page, '.account__passkey button');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${journey.paths.home}\\?done=signedIn`));
      await expect(page.locator('main')).toContainText(email);
      await expect(section.locator('.account__passkey-list li')).toContainText(
        journey.lang === 'de' ? 'zuletzt genutzt' : 'last used',
      );

      // Removed by keyboard; the authenticator still holds it, but it signs nobody in any more.
      await interactive(page);
      await tabTo(page, '#account-passkeys form[action="/api/account/passkey/remove"] button');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${journey.paths.home}\\?done=passkeyRemoved`));
      await expect(section.locator('.account__passkey-list')).toHaveCount(0);
      await interactive(page);
      await page.locator('form[action="/api/account/signout"] button').click();
      await expect(page).toHaveURL(new RegExp(`${journey.paths.signIn}\\?done=signedOut`));
      await interactive(page);
      await page.locator('.account__passkey button').click();
      await expect(page.locator('.account__passkey-message')).not.toBeEmpty();
      await expect(page).toHaveURL(new RegExp(`${journey.paths.signIn}\\?done=signedOut`));
      await page.goto(url(journey, 'home'));
      await expect(page).toHaveURL(new RegExp(`${journey.paths.signIn}$`));
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    });

    test('delete the account with a passkey instead of the password: its passkey goes with it', async ({ page }) => {
      const { cdp, authenticatorId } = await virtualAuthenticator(page);
      const email = address('passkey-delete');
      await signUpWithCode(page, journey, email);
      await interactive(page);
      await page.locator('#account-passkeys .account__passkey button').click();
      await expect(page).toHaveURL(new RegExp(`${journey.paths.home}\\?done=passkeyAdded`));
      await page.goto(url(journey, 'delete'));
      await interactive(page);
      await expectNoViolations(page);
      await tabTo(page, '.account__passkey button');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${journey.paths.deleted}$`));
      await expect.poll(async () => (await stored('candidates', email)).length, { timeout: 15_000 }).toBe(0);
      await expect
        .poll(async () => (await mailsTo(email)).some((mail) => mail.subject === journey.deletedSubject), {
          timeout: 15_000,
        })
        .toBe(true);
      // The authenticator still holds the passkey; it signs nobody in.
      await page.goto(url(journey, 'signIn'));
      await interactive(page);
      await page.locator('.account__passkey button').click();
      await expect(page.locator('.account__passkey-message')).not.toBeEmpty();
      await expect(page).toHaveURL(new RegExp(`${journey.paths.signIn}$`));
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    });

    test('password reset by mail: one hour, one use, every other device signed out', async ({ browser, page }) => {
      const email = address('reset');
      await signUpWithCode(page, journey, email);
      const other = await newContext(browser);
      const laptop = await other.newPage();
      await signIn(laptop, journey, email, PASSWORD);
      await expect(laptop).toHaveURL(new RegExp(`${journey.paths.home}\\?done=signedIn`));
      await expect(laptop.locator('main')).toContainText('2');

      const mailsBefore = (await mailsTo(email)).length;
      await page.goto(url(journey, 'forgot'));
      await expectNoViolations(page);
      await interactive(page);
      await typeInto(page, 'account-email', email);
      await page.keyboard.press('Enter');
      await expect(page.locator('#account-status')).toBeFocused();
      // An unknown address: the same page.
      const known = await page.locator('#account-status').innerText();
      await typeInto(page, 'account-email', address('unknown'));
      await page.keyboard.press('Enter');
      await expect(page.locator('#account-status')).toHaveText(known);
      await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(mailsBefore + 1);
      const link = /https?:\/\/\S+\?token=[\w-]{43}/.exec((await mailsTo(email)).at(-1)!.text)![0];
      expect(new URL(link).host).toBe(`${journey.host}:${WEB_PORT}`);
      await page.goto(link);
      await expectNoViolations(page);
      await interactive(page);
      await typeInto(page, 'account-password', 'qwerty123456');
      await page.keyboard.press('Enter');
      await expect(page.locator('#account-errors')).toBeFocused();
      await typeInto(page, 'account-password', NEW_PASSWORD);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${journey.paths.home}\\?done=passwordChanged`));
      await expect(page.locator('main')).toContainText(email);
      // The link is used up; the other device is signed out; the old password no longer works.
      await page.goto(link);
      await expect(page.locator('form[action="/api/account/reset"]')).toHaveCount(0);
      await laptop.goto(url(journey, 'home'));
      await expect(laptop).toHaveURL(new RegExp(`${journey.paths.signIn}$`));
      await signIn(laptop, journey, email, PASSWORD);
      await expect(laptop.locator('#account-errors')).toBeVisible();
      await signIn(laptop, journey, email, NEW_PASSWORD);
      await expect(laptop).toHaveURL(new RegExp(`${journey.paths.home}\\?done=signedIn`));
      // "Sign out everywhere" from the laptop ends this browser's session too. (Clicked once the page is hydrated: a
      // CI run lost a click made in the moment the router hydrated, and the form was never sent.)
      await interactive(laptop);
      await laptop.locator('form[action="/api/account/signout-all"] button').click();
      await expect(laptop).toHaveURL(new RegExp(`${journey.paths.signIn}\\?done=signedOutAll`));
      await page.goto(url(journey, 'home'));
      await expect(page).toHaveURL(new RegExp(`${journey.paths.signIn}$`));
      await other.close();
    });

    test('job agents of the verified address in the account: listed, managed on their page, deleted by keyboard', async ({
      page,
    }) => {
      const email = address('agents');
      const stamp = Date.now().toString(36);
      // Saved on the career page before the account existed, with the same address (one confirmed, one not).
      await saveAgent(journey, email, `Schweisser${stamp}`, 'weekly', true);
      await saveAgent(journey, email, `Kranfahrer${stamp}`, 'daily', false);
      // Another person's agent is never listed.
      const stranger = address('stranger');
      await saveAgent(journey, stranger, `Fremd${stamp}`, 'weekly', false);
      await signUpWithCode(page, journey, email);
      const agents = page.locator('#account-agents .account__agent');
      await expect(agents).toHaveCount(2);
      await expect(agents.nth(0).locator('h3')).toContainText(`Schweisser${stamp}`);
      await expect(agents.nth(1).locator('h3')).toContainText(`Kranfahrer${stamp}`);
      const texts =
        journey.lang === 'de'
          ? ['wöchentlich', 'aktiv', 'täglich', 'nicht bestätigt']
          : ['weekly', 'active', 'daily', 'not confirmed'];
      await expect(agents.nth(0).locator('dl')).toContainText(texts[0]!);
      await expect(agents.nth(0).locator('dl')).toContainText(texts[1]!);
      await expect(agents.nth(1).locator('dl')).toContainText(texts[2]!);
      await expect(agents.nth(1).locator('dl')).toContainText(texts[3]!);
      await expect(page.locator('#account-agents')).not.toContainText(`Fremd${stamp}`);
      await expectNoViolations(page);

      // The agent's own management page, reached by keyboard.
      await interactive(page);
      await tabTo(page, '#account-agents .account__agent:nth-child(1) a.button');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/job-agent\?token=/);
      await expect(page.locator('main')).toContainText(`Schweisser${stamp}`);

      // The pending one is deleted from the account by keyboard; the record is gone, the other stays.
      await page.goto(url(journey, 'home'));
      await interactive(page);
      await tabTo(page, '#account-agents .account__agent:nth-child(2) form[action="/api/account/agent-delete"] button');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${journey.paths.home}\\?done=agentDeleted`));
      await expect(page.locator('#account-status')).toBeFocused();
      await expect(agents).toHaveCount(1);
      await expectNoViolations(page);
      const left = await stored('job-agents', email);
      expect(left.map((agent) => agent.searchName)).toEqual([expect.stringContaining(`Schweisser${stamp}`)]);
      expect(await stored('job-agents', stranger)).toHaveLength(1);
    });

    test('data export in one click: a ZIP with account.json of everything stored and no secret', async ({ page }) => {
      const email = address('export');
      const stamp = Date.now().toString(36);
      await saveAgent(journey, email, `Export${stamp}`, 'weekly', true);
      await signUpWithCode(page, journey, email);
      await page.goto(url(journey, 'profile'));
      await typeInto(page, 'account-firstName', 'Zoë');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/done=saved/);
      await page.goto(url(journey, 'home'));
      await interactive(page);
      await tabTo(page, '#account-data-title ~ form[action="/api/account/export"] button');
      const download = page.waitForEvent('download');
      await page.keyboard.press('Enter');
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^brand-[ac]-account-\d{4}-\d{2}-\d{2}\.zip$/);
      const zip = unzipSync(new Uint8Array(await fs.readFile((await file.path())!)));
      expect(Object.keys(zip).sort()).toEqual(['account.json', 'files/']);
      const raw = strFromU8(zip['account.json']!);
      const json = JSON.parse(raw);
      expect(json).toMatchObject({
        format: 'meridian-account-export/1',
        account: { email, status: 'active', profile: { firstName: 'Zoë' }, language: journey.lang },
        sessions: [{ thisDevice: true }],
        jobAgents: [{ status: 'active', frequency: 'weekly', search: expect.stringContaining(`Export${stamp}`) }],
        consentProofs: [{ purpose: 'jobAgent' }],
        files: [],
      });
      expect(raw).not.toMatch(/pbkdf2|Hash|tokenNonce|"token/);
      const cookie = (await page.context().cookies()).find((c) => c.name === 'meridian_account')!;
      expect(raw).not.toContain(cookie.value);
      // Still on the account page; the answer is a download that no cache keeps and no browser sniffs.
      await expect(page).toHaveURL(new RegExp(`${journey.paths.home}$`));
      const answer = await hostRequest(journey.host, '/api/account/export', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: `http://${journey.host}:${WEB_PORT}`,
          cookie: `meridian_account=${cookie.value}`,
          'x-forwarded-for': nextAddress(),
        },
        body: `page=${journey.locale.slice(1)}`,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/zip');
      expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="brand-[ac]-account-/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cache-control']).toBe('no-store');
    });

    test('delete the account: a wrong password deletes nothing; the right one deletes everything and mails a confirmation', async ({
      page,
    }) => {
      const email = address('delete');
      await saveAgent(journey, email, `Loeschen${Date.now().toString(36)}`, 'weekly', true);
      await signUpWithCode(page, journey, email);
      const token = (await page.context().cookies()).find((c) => c.name === 'meridian_account')!.value;
      await interactive(page);
      await tabTo(page, `a[href="${journey.locale}${journey.paths.delete}"]`);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${journey.paths.delete}$`));
      await expect(page.locator('main')).toContainText(email);
      await expectNoViolations(page);

      await typeInto(page, 'account-password', 'not my password at all');
      await page.keyboard.press('Enter');
      await expect(page.locator('#account-errors')).toBeFocused();
      await expect(page.locator('#account-password')).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolations(page);
      // Nothing was deleted: the records are there and the session still works.
      expect(await stored('candidates', email)).toHaveLength(1);
      expect(await stored('job-agents', email)).toHaveLength(1);
      const mailsBefore = (await mailsTo(email)).length;

      await typeInto(page, 'account-password', PASSWORD);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${journey.paths.deleted}$`));
      await expect(page.locator('h1')).toBeVisible();
      await expectNoViolations(page);
      expect((await page.context().cookies()).find((c) => c.name === 'meridian_account')).toBeUndefined();

      // The confirmation mail, in the site's language and look.
      await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(mailsBefore + 1);
      const mail = (await mailsTo(email)).at(-1)!;
      expect(mail.subject).toBe(journey.deletedSubject);
      expect(mail.text).toContain(email);
      expect(mail.html).toContain(`lang="${journey.lang}"`);
      expect(mail.html).toContain(journey.name);

      // Gone: the account, its agents, its session; the password signs in nowhere.
      expect(await stored('candidates', email)).toEqual([]);
      expect(await stored('job-agents', email)).toEqual([]);
      const home = await hostRequest(journey.host, `${journey.locale}${journey.paths.home}`, {
        headers: { cookie: `meridian_account=${token}`, accept: 'text/html' },
      });
      expect(home.status).toBe(307);
      await signIn(page, journey, email, PASSWORD);
      await expect(page.locator('#account-errors')).toBeVisible();
    });
  });
}

// Where a job seeker looks for the account: an icon link in the header from 768 px, the menu's last item on phones
// (brand A's main menu and brand B's navigation panel), leading signed out to the sign-in page.
for (const { host, locale, label, signIn, openMenu } of [
  {
    host: 'brand-a.localhost',
    locale: '/de/de',
    label: 'Mein Konto',
    signIn: '/de/de/konto/anmelden',
    openMenu: 'Menü öffnen',
  },
  {
    host: 'brand-b.localhost',
    locale: '/de/en',
    label: 'My account',
    signIn: '/de/en/account/sign-in',
    openMenu: 'Menu',
  },
]) {
  test(`the header leads to the account on ${host} at desktop and phone widths`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl(host, locale));
    const headerLink = page.getByRole('banner').getByRole('link', { name: label, exact: true });
    await expect(headerLink).toBeVisible();
    await headerLink.click();
    await expect(page).toHaveURL(new RegExp(`${signIn}$`));

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(host, locale));
    await interactive(page);
    await expect(headerLink).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: openMenu, exact: true }).click();
    const menuLink = page.getByRole('link', { name: label, exact: true }).filter({ visible: true }).first();
    await expect(menuLink).toBeVisible();
    await menuLink.click();
    await expect(page).toHaveURL(new RegExp(`${signIn}$`));
  });
}

test('the mailed link shows a page whose button confirms; opening it alone confirms nothing', async ({ page }) => {
  const journey = JOURNEYS[1];
  const email = address('link');
  await page.goto(url(journey, 'signUp'));
  await page.locator('#account-email').fill(email);
  await page.locator('#account-password').fill(PASSWORD);
  await page.locator('form[action="/api/account/signup"] button').click();
  await expect(page).toHaveURL(new RegExp(`${journey.paths.verify}$`));
  await newestCode(email, 1);
  const link = /https?:\/\/\S+\?token=[\w-]{43}/.exec((await mailsTo(email)).at(-1)!.text)![0];
  // A mail scanner opens the link (twice): nothing is confirmed, the page still offers the button.
  for (let i = 0; i < 2; i += 1) {
    const opened = await hostRequest(journey.host, new URL(link).pathname + new URL(link).search, {
      headers: { accept: 'text/html' },
    });
    expect(opened.status).toBe(200);
    expect(opened.headers['cache-control']).toMatch(/private|no-store/);
    expect(opened.body).toContain('/api/account/confirm');
  }
  // In a browser without the sign-up's cookies.
  await page.context().clearCookies({ name: /^meridian_account/ });
  await page.goto(link);
  await expectNoViolations(page);
  await tabTo(page, 'form[action="/api/account/confirm"] button');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${journey.paths.home}\\?done=verified`));
  // One use.
  await page.goto(link);
  await expect(page.locator('form[action="/api/account/confirm"]')).toHaveCount(0);
});

test('one candidate cannot read or change another: ids in the form and the CMS API get nothing', async ({
  browser,
  page,
}) => {
  const journey = JOURNEYS[0];
  const [alice, bob] = [address('alice'), address('bob')];
  await signUpWithCode(page, journey, alice);
  const bobContext = await newContext(browser);
  const bobPage = await bobContext.newPage();
  await signUpWithCode(bobPage, journey, bob);
  const aliceCookie = (await page.context().cookies()).find((c) => c.name === 'meridian_account')!;
  const origin = `http://${journey.host}:${WEB_PORT}`;
  // Alice posts a profile naming other ids: only her own record changes.
  for (const id of ['1', '2', '3', '4', '5']) {
    const answer = await hostRequest(journey.host, '/api/account/profile', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin,
        cookie: `meridian_account=${aliceCookie.value}`,
      },
      body: new URLSearchParams({
        id,
        candidate: id,
        email: bob,
        firstName: 'Mallory',
        language: 'de',
        page: 'de/de',
      }).toString(),
    });
    expect(answer.status).toBe(303);
  }
  await bobPage.goto(url(journey, 'profile'));
  await expect(bobPage.locator('#account-firstName')).toHaveValue('');
  await bobPage.goto(url(journey, 'home'));
  await expect(bobPage.locator('main')).toContainText(bob);
  await page.goto(url(journey, 'home'));
  await expect(page.locator('main')).toContainText(alice);
  await expect(page.locator('.account__facts')).toContainText('Mallory');
  // The CMS API knows no candidate session: the collection and each record are refused.
  for (const path of ['/cms-api/candidates', '/cms-api/candidates/1', '/cms-api/candidate-sessions']) {
    const answer = await hostRequest(journey.host, path, {
      headers: { cookie: `meridian_account=${aliceCookie.value}` },
    });
    expect(answer.status, path).toBe(403);
  }
  // A cross-site form post is refused before anything is read.
  const crossSite = await hostRequest(journey.host, '/api/account/profile', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://evil.example',
      cookie: `meridian_account=${aliceCookie.value}`,
    },
    body: 'firstName=Evil&language=de',
  });
  expect(crossSite.status).toBe(403);
  await page.goto(url(journey, 'home'));
  await expect(page.locator('.account__facts')).not.toContainText('Evil');
  await bobContext.close();
});

test('XSS payloads in every profile field stay inert text', async ({ page }) => {
  const journey = JOURNEYS[1];
  await signUpWithCode(page, journey, address('xss'));
  // The quality gates' corpus, each payload in every text field of the profile.
  const fields = [
    'firstName',
    'lastName',
    'phone',
    'street',
    'postalCode',
    'city',
    'country',
    'preferredCity1',
    'preferredCity2',
    'preferredCity3',
  ];
  for (const payload of XSS_CORPUS) {
    await page.goto(url(journey, 'profile'));
    for (const field of fields) await page.locator(`#account-${field}`).fill(payload);
    await page.locator('form[action="/api/account/profile"] button').click();
    await expect(page.locator('#account-errors, #account-status').first()).toBeVisible();
    // Shown back as typed, as values; never run.
    if (await page.locator('#account-errors').count())
      await expect(page.locator('#account-firstName')).toHaveValue(payload.slice(0, 300));
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await page.goto(url(journey, 'home'));
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('main img, main svg, main script:not([type]), main iframe').count()).toBe(0);
  }
  // A payload made only of allowed characters is kept, and shown as text.
  await page.goto(url(journey, 'profile'));
  await page.locator('#account-firstName').fill("'-alert(6)-'");
  await page.locator('form[action="/api/account/profile"] button').click();
  await expect(page).toHaveURL(/done=saved/);
  await page.goto(url(journey, 'home'));
  await expect(page.locator('.account__facts')).toContainText("'-alert(6)-'");
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test("the candidate's and the editor's sessions are separate in one browser", async ({ page }) => {
  const journey = JOURNEYS[0];
  const editor = editorAccounts().find((account) => account.role === 'admin') ?? editorAccounts()[0]!;
  const email = address('separate');
  await signUpWithCode(page, journey, email);
  // The editor signs in to the CMS in the same browser (the CMS's own login, from a page of the site).
  const cms = async (path: string, init?: { method: string; body: string }) =>
    page.evaluate(
      async ([target, options]) => {
        const response = await fetch(target, {
          ...options,
          headers: { 'content-type': 'application/json' },
          credentials: 'same-origin',
        });
        return { status: response.status, body: await response.json().catch(() => null) };
      },
      [path, init] as const,
    );
  const login = await cms('/cms-api/users/login', {
    method: 'POST',
    body: JSON.stringify({ email: editor.email, password: editor.password }),
  });
  expect(login.status).toBe(200);
  const cookies = await page.context().cookies();
  const candidate = cookies.find((c) => c.name === 'meridian_account')!;
  const editorToken = cookies.find((c) => c.name === 'payload-token')!;
  expect(candidate && editorToken).toBeTruthy();
  // Both keep working side by side.
  expect((await cms('/cms-api/users/me')).body?.user?.email).toBe(editor.email);
  await page.goto(url(journey, 'home'));
  await expect(page.locator('main')).toContainText(email);
  // The candidate's cookie alone is nobody to the CMS.
  const asCandidate = await hostRequest(journey.host, '/cms-api/users/me', {
    headers: { cookie: `meridian_account=${candidate.value}` },
  });
  expect(JSON.parse(asCandidate.body).user ?? null).toBeNull();
  // The candidate's token presented as the CMS's cookie is no editor either.
  const forged = await hostRequest(journey.host, '/cms-api/users/me', {
    headers: { cookie: `payload-token=${candidate.value}` },
  });
  expect(JSON.parse(forged.body).user ?? null).toBeNull();
  // The editor's cookie alone (and as the account's) opens no account page.
  for (const cookie of [`payload-token=${editorToken.value}`, `meridian_account=${editorToken.value}`]) {
    const answer = await hostRequest(journey.host, `${journey.locale}${journey.paths.home}`, {
      headers: { cookie, accept: 'text/html' },
    });
    expect(answer.status, cookie.split('=')[0]).toBe(307);
    expect(answer.headers.location).toContain(journey.paths.signIn);
  }
  // Signing out of the account leaves the editor signed in, and the reverse.
  await interactive(page);
  await page.locator('form[action="/api/account/signout"] button').click();
  await expect(page).toHaveURL(/done=signedOut/);
  expect((await cms('/cms-api/users/me')).body?.user?.email).toBe(editor.email);
});

test('signed-in pages are never served from or kept in the page cache', async ({ page }) => {
  const journey = JOURNEYS[0];
  await signUpWithCode(page, journey, address('cache'));
  const token = (await page.context().cookies()).find((c) => c.name === 'meridian_account')!.value;
  for (let i = 0; i < 2; i += 1) {
    const answer = await hostRequest(journey.host, journey.locale, {
      headers: { cookie: `meridian_account=${token}`, accept: 'text/html' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-meridian-page-cache']).toBeUndefined();
  }
  const account = await hostRequest(journey.host, `${journey.locale}${journey.paths.home}`, {
    headers: { cookie: `meridian_account=${token}`, accept: 'text/html' },
  });
  expect(account.status).toBe(200);
  expect(account.headers['cache-control']).toMatch(/private/);
  expect(account.headers['x-meridian-page-cache']).toBeUndefined();
  expect(account.body).toContain('account__facts');
});

test('the passkey routes refuse another origin, a form-encoded body and a stranger: which refusal, nothing changed', async () => {
  const host = 'brand-a.localhost';
  const post = (step: string, contentType: string, body: string, headers: Record<string, string> = {}) =>
    hostRequest(host, `/api/account/passkey/${step}`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-forwarded-for': nextAddress(), ...headers },
      body,
    });
  const json = 'application/json';
  const crossSite = await post('signin-options', json, '{}', { origin: 'https://evil.example' });
  expect(crossSite.status).toBe(403);
  expect(String(crossSite.headers['set-cookie'] ?? '')).not.toContain('meridian_account_passkey');
  expect((await post('signin-options', 'application/x-www-form-urlencoded', 'page=de/de')).status).toBe(415);
  const options = await post('signin-options', json, '{}');
  expect(options.status).toBe(200);
  expect(JSON.parse(options.body).options.rpId).toBe(host);
  expect(String(options.headers['set-cookie'])).toMatch(/meridian_account_passkey=signin\.0\./);
  // Without its challenge cookie an answer is refused as expired; signed out, adding one is refused as such.
  const noChallenge = await post('signin', json, '{"response":{}}');
  expect([noChallenge.status, JSON.parse(noChallenge.body).error]).toEqual([400, 'expired']);
  const stranger = await post('register-options', json, '{}');
  expect([stranger.status, JSON.parse(stranger.body).error]).toEqual([401, 'signedOut']);
  const strangerAdds = await post('register', json, '{"response":{}}');
  expect([strangerAdds.status, JSON.parse(strangerAdds.body).error]).toEqual([401, 'signedOut']);
  expect((await post('signin', json, '[1,2')).status).toBe(400);
  expect((await post('nothing', json, '{}')).status).toBe(404);
});

test("one candidate cannot delete another's job agent or account, nor export or delete cross-site", async ({
  browser,
  page,
}) => {
  const journey = JOURNEYS[0];
  const [alice, bob] = [address('alice-data'), address('bob-data')];
  const stamp = Date.now().toString(36);
  await saveAgent(journey, bob, `Bob${stamp}`, 'weekly', true);
  await signUpWithCode(page, journey, alice);
  const bobContext = await newContext(browser);
  await signUpWithCode(await bobContext.newPage(), journey, bob);
  const [bobsAgent] = await stored('job-agents', bob);
  const [bobsAccount] = await stored('candidates', bob);
  const aliceCookie = (await page.context().cookies()).find((c) => c.name === 'meridian_account')!.value;
  const origin = `http://${journey.host}:${WEB_PORT}`;
  const post = (action: string, body: string, from = origin) =>
    hostRequest(journey.host, `/api/account/${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: from,
        cookie: `meridian_account=${aliceCookie}`,
        'x-forwarded-for': nextAddress(),
      },
      body,
    });
  // Bob's agent id in Alice's form: refused as an agent that does not exist; it stays.
  const refused = await post('agent-delete', `page=de/de&agent=${bobsAgent!.id}`);
  expect(refused.status).toBe(303);
  expect(refused.headers.location).toMatch(/e=/);
  expect(await stored('job-agents', bob)).toHaveLength(1);
  // Bob's ids and address in Alice's deletion form delete Alice's account only when her password is right — and
  // never Bob's.
  const wrong = await post(
    'delete',
    `page=de/de&candidate=${bobsAccount!.id}&id=${bobsAccount!.id}&email=${encodeURIComponent(bob)}&password=${encodeURIComponent(PASSWORD + 'x')}`,
  );
  expect(wrong.headers.location).toMatch(/e=/);
  expect(await stored('candidates', alice)).toHaveLength(1);
  // Cross-site posts are refused before anything is read.
  for (const [action, body] of [
    ['export', 'page=de/de'],
    ['delete', `page=de/de&password=${encodeURIComponent(PASSWORD)}`],
    ['agent-delete', `page=de/de&agent=${bobsAgent!.id}`],
  ] as const) {
    const answer = await post(action, body, 'https://evil.example');
    expect(answer.status, action).toBe(403);
  }
  expect(await stored('candidates', alice)).toHaveLength(1);
  const deleted = await post(
    'delete',
    `page=de/de&candidate=${bobsAccount!.id}&password=${encodeURIComponent(PASSWORD)}`,
  );
  expect(deleted.status).toBe(303);
  expect(deleted.headers.location).toBe(`${journey.locale}${journey.paths.deleted}`);
  expect(await stored('candidates', alice)).toEqual([]);
  expect(await stored('candidates', bob)).toHaveLength(1);
  expect(await stored('job-agents', bob)).toHaveLength(1);
  await bobContext.close();
});
