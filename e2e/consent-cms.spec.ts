import { expect, test, type Page } from '@playwright/test';
import { messages } from '@meridian/i18n';
import { CONSENT_COOKIE, parseConsent } from '@meridian/site-kit/consent';
import { PRESET_CONSENT_ID, editorAccounts, hostRequest, siteUrl } from './support';

// Cookie consent in the CMS: the consent log for the privacy officer, and a configuration revision
// that asks visitors again. Runs as its own Playwright project after all other suites (it changes the consent
// configuration of a site, which would show the dialog to tests running at the same time), serially.
test.describe.configure({ mode: 'serial' });

async function login(role: string, site: string): Promise<string> {
  const account = editorAccounts().find((a) => a.role === role && a.site === site)!;
  const response = await hostRequest('localhost', '/cms-api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(response.status, response.body).toBe(200);
  return JSON.parse(response.body).token as string;
}

const api = (token: string, pathname: string, init: { method?: string; body?: unknown } = {}) =>
  hostRequest('localhost', pathname, {
    method: init.method ?? 'GET',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

let adminToken = '';
test.beforeAll(async () => {
  adminToken = await login('admin', 'all');
});

test('a saved choice lands in the consent log, readable by admins and the site’s editors only', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(siteUrl('brand-c.localhost', '/de/de'));
  await page
    .locator('dialog.cc-dialog')
    .getByRole('button', { name: messages.de.cookie.button.acceptAll, exact: true })
    .click();
  const cookie = (await context.cookies(siteUrl('brand-c.localhost', '/'))).find((c) => c.name === CONSENT_COOKIE)!;
  const consentId = parseConsent(cookie.value)!.id;
  await context.close();

  const query = `/cms-api/consent-log?where[consentId][equals]=${consentId}&depth=0`;
  await expect.poll(async () => JSON.parse((await api(adminToken, query)).body).docs.length).toBe(1);
  const [entry] = JSON.parse((await api(adminToken, query)).body).docs;
  expect(entry).toMatchObject({
    consentId,
    revision: 1,
    choices: { ALL: true, GOOGLE_ANALYTICS: true, ESSENTIALS: true },
  });
  expect(Math.abs(Date.parse(entry.givenAt) - Date.now())).toBeLessThan(120_000);

  const ownEditor = await login('editor', 'brand-c');
  expect(JSON.parse((await api(ownEditor, query)).body).docs).toHaveLength(1);
  const otherEditor = await login('editor', 'brand-a');
  expect(JSON.parse((await api(otherEditor, query)).body).docs ?? []).toHaveLength(0);
  // Nobody edits the proof of consent.
  expect(
    (await api(adminToken, `/cms-api/consent-log/${entry.id}`, { method: 'PATCH', body: { revision: 9 } })).status,
  ).toBe(403);
});

test('raising the configuration revision in the CMS asks visitors again', async ({ page }) => {
  // The preset consent (revision 1) is valid: no dialog.
  await page.goto(siteUrl('brand-b.localhost', '/de/de'));
  await page.waitForLoadState('networkidle');
  await expect(page.locator('dialog.cc-dialog')).toBeHidden();

  const settings = JSON.parse((await api(adminToken, '/cms-api/consent-settings?depth=0&limit=10')).body).docs as {
    id: number;
    tenant: number;
    revision: number;
  }[];
  const sites = JSON.parse((await api(adminToken, '/cms-api/sites?where[key][equals]=brand-b&depth=0')).body).docs as {
    id: number;
  }[];
  const doc = settings.find((s) => s.tenant === sites[0]!.id)!;
  expect(doc.revision).toBe(1);
  const updated = await api(adminToken, `/cms-api/consent-settings/${doc.id}`, {
    method: 'PATCH',
    body: { revision: 2 },
  });
  expect(updated.status, updated.body).toBe(200);
  try {
    await expectDialogAgain(page);
  } finally {
    // Back to the seeded revision: the site's data cache outlives this server (see scripts/lib/services.mjs).
    await api(adminToken, `/cms-api/consent-settings/${doc.id}`, { method: 'PATCH', body: { revision: 1 } });
  }
});

async function expectDialogAgain(page: Page) {
  await page.goto(siteUrl('brand-b.localhost', '/de/de'));
  await expect(page.locator('dialog.cc-dialog')).toHaveAttribute('data-consent-dialog', 'intro');
  await page
    .locator('dialog.cc-dialog')
    .getByRole('button', { name: messages.de.cookie.button.acceptEssentials, exact: true })
    .click();
  const cookie = (await page.context().cookies(siteUrl('brand-b.localhost', '/'))).find(
    (c) => c.name === CONSENT_COOKIE,
  )!;
  const stored = parseConsent(cookie.value)!;
  expect(stored.revision).toBe(2);
  // The same anonymous id keeps identifying this visitor's choices in the log.
  expect(stored.id).toBe(PRESET_CONSENT_ID);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('dialog.cc-dialog')).toBeHidden();
  // Other sites keep their configuration.
  await page.goto(siteUrl('brand-a.localhost', '/de/de'));
  await page.waitForLoadState('networkidle');
  await expect(page.locator('dialog.cc-dialog')).toBeHidden();
}
