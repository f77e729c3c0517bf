import { expect, test } from '@playwright/test';
import { cmsClient, editorAccounts, hostRequest, screenshotPath, siteUrl } from './support';

// Editors in Payload: sign-in, per-site isolation, drafts that the public never sees.
// Serial, and one sign-in per account: Payload keeps an account's sessions in one array, so two sign-ins of the
// same account at the same instant can drop one of the sessions.
test.describe.configure({ mode: 'serial' });
const tokens = new Map<string, string>();

async function login(email: string, password: string): Promise<string> {
  const cached = tokens.get(email);
  if (cached) return cached;
  const response = await hostRequest('localhost', '/cms-api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, response.body).toBe(200);
  const token = JSON.parse(response.body).token as string;
  tokens.set(email, token);
  return token;
}

const api = (token: string, pathname: string, init: { method?: string; body?: unknown } = {}) =>
  hostRequest('localhost', pathname, {
    method: init.method ?? 'GET',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

async function siteId(token: string, key: string): Promise<number> {
  const response = await api(token, `/cms-api/sites?where[key][equals]=${key}&depth=0`);
  const docs = JSON.parse(response.body).docs;
  expect(docs, `site ${key}: ${response.status} ${response.body.slice(0, 200)}`).toHaveLength(1);
  return docs[0].id;
}

test('an editor signs in at /admin and sees the CMS', async ({ page }) => {
  const admin = editorAccounts().find((a) => a.role === 'admin')!;
  await page.goto(siteUrl('localhost', '/admin'));
  await page.getByLabel(/email/i).fill(admin.email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(admin.password);
  await page.getByRole('button', { name: /login/i }).click();
  await expect(page.getByRole('link', { name: /pages/i }).first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: screenshotPath('cms-dashboard') });
});

test('content of one site cannot be read or edited by an editor of another site', async () => {
  const accounts = editorAccounts();
  const admin = accounts.find((a) => a.role === 'admin')!;
  const editorA = accounts.find((a) => a.site === 'brand-a')!;
  const adminToken = await login(admin.email, admin.password);
  const brandB = await siteId(adminToken, 'brand-b');
  const brandBPages = JSON.parse(
    (await api(adminToken, `/cms-api/pages?where[tenant][equals]=${brandB}&depth=0&limit=1`)).body,
  ).docs;
  expect(brandBPages.length).toBe(1);
  const brandBPage = brandBPages[0].id;

  const tokenA = await login(editorA.email, editorA.password);
  // Reading another site's page: not found for this editor; listing shows only brand A.
  expect((await api(tokenA, `/cms-api/pages/${brandBPage}`)).status).toBe(404);
  const listed = JSON.parse((await api(tokenA, '/cms-api/pages?limit=200&depth=0')).body).docs as { tenant: number }[];
  const brandA = await siteId(adminToken, 'brand-a');
  expect(listed.length).toBeGreaterThan(0);
  expect(listed.every((doc) => doc.tenant === brandA)).toBe(true);
  // Editing or deleting it: refused, and the page is unchanged.
  const patch = await api(tokenA, `/cms-api/pages/${brandBPage}`, { method: 'PATCH', body: { title: 'hijacked' } });
  expect([403, 404]).toContain(patch.status);
  const del = await api(tokenA, `/cms-api/pages/${brandBPage}`, { method: 'DELETE' });
  expect([403, 404]).toContain(del.status);
  const after = JSON.parse((await api(adminToken, `/cms-api/pages/${brandBPage}?depth=0`)).body);
  expect(after.title).not.toBe('hijacked');
  // Creating a page in another site: refused.
  const create = await api(tokenA, '/cms-api/pages', {
    method: 'POST',
    body: { title: 'x', slug: 'sneaky', tenant: brandB },
  });
  expect(create.status).toBeGreaterThanOrEqual(400);
  expect(create.status).toBeLessThan(500);
  // Another site's settings are not readable either.
  expect((await api(tokenA, `/cms-api/sites/${brandB}`)).status).toBe(404);
});

test('drafts are invisible to the public until published', async ({ page }) => {
  const admin = editorAccounts().find((a) => a.role === 'admin')!;
  const token = await login(admin.email, admin.password);
  const group = await siteId(token, 'group');
  const slug = `entwurf-${Date.now()}`;
  const created = await api(token, '/cms-api/pages?locale=de&draft=true', {
    method: 'POST',
    body: { title: 'Geheimer Entwurf', slug, tenant: group, _status: 'draft', layout: [] },
  });
  expect(created.status, created.body).toBe(201);
  const id = JSON.parse(created.body).doc.id;

  expect((await hostRequest('localhost', `/de/de/${slug}`)).status).toBe(404);
  // Anonymous REST reads do not reveal it either.
  expect(
    JSON.parse((await hostRequest('localhost', `/cms-api/pages?where[slug][equals]=${slug}`)).body).docs,
  ).toHaveLength(0);

  const published = await api(token, `/cms-api/pages/${id}?locale=de`, {
    method: 'PATCH',
    body: { _status: 'published' },
  });
  expect(published.status, published.body).toBe(200);
  await page.goto(siteUrl('localhost', `/de/de/${slug}`));
  await expect(page.locator('h1')).toHaveText('Geheimer Entwurf');

  // A newer draft of a published page stays private; the public keeps the published version.
  const draftEdit = await api(token, `/cms-api/pages/${id}?locale=de&draft=true`, {
    method: 'PATCH',
    body: { title: 'Neuer Entwurfstitel', _status: 'draft' },
  });
  expect(draftEdit.status, draftEdit.body).toBe(200);
  await page.goto(siteUrl('localhost', `/de/de/${slug}`));
  await expect(page.locator('h1')).toHaveText('Geheimer Entwurf');
});

test('sign-in locks after repeated failures', async () => {
  // A throwaway account, so the lock never touches the seeded editors other suites sign in with.
  const admin = editorAccounts().find((a) => a.role === 'admin')!;
  const adminToken = await login(admin.email, admin.password);
  const email = `lock-test-${Date.now()}@meridian.example`;
  const password = 'correct horse battery staple';
  const created = await api(adminToken, '/cms-api/users', {
    method: 'POST',
    body: { email, password, roles: ['editor'], tenants: [] },
  });
  expect(created.status, created.body).toBe(201);
  const attempt = (pw: string) =>
    hostRequest('localhost', '/cms-api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: pw }),
    });
  expect((await attempt(password)).status, 'the account works before the failures').toBe(200);
  for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).status).toBe(401);
  // Locked now: even the right password is refused.
  expect((await attempt(password)).status).not.toBe(200);
});

test('anonymous CMS REST reads filter by localized fields without errors and see published pages only', async () => {
  for (const query of [
    'where[title][equals]=x',
    'where[slug][like]=karriere',
    'where[slug][equals]=x&locale=en',
    'locale=all&limit=5',
  ]) {
    const response = await hostRequest('localhost', `/cms-api/pages?${query}&depth=0`);
    expect(response.status, query).toBe(200);
    const docs = JSON.parse(response.body).docs as { _status: string }[];
    expect(
      docs.every((doc) => doc._status === 'published'),
      query,
    ).toBe(true);
  }
  const garbage = await hostRequest('localhost', '/cms-api/pages?where[nonexistent][equals]=1');
  expect(garbage.status).toBeGreaterThanOrEqual(400);
  expect(garbage.status).toBeLessThan(500);
});

test('a CMS REST path whose document ID is no ID is Not Found for everyone, never a 500', async () => {
  const admin = await cmsClient(editorAccounts().find((account) => account.role === 'admin')!);
  const collections = [
    'sites',
    'pages',
    'media',
    'navigation',
    'banners',
    'redirects',
    'users',
    'consent-settings',
    'consent-log',
    'search-tracking',
    'contests',
    'contest-entries',
    'preview-links',
  ];
  for (const collection of collections) {
    for (const id of ['de', '1.5', '-1', '0', 'NaN']) {
      const anonymous = await hostRequest('localhost', `/cms-api/${collection}/${id}`);
      expect([403, 404], `anonymous ${collection}/${id}: ${anonymous.status}`).toContain(anonymous.status);
      const signedIn = await admin(`/cms-api/${collection}/${id}`);
      expect(signedIn.status, `admin ${collection}/${id}: ${signedIn.body.slice(0, 120)}`).toBe(404);
      expect(JSON.parse(signedIn.body)).toEqual({ errors: [{ message: 'Not Found' }] });
    }
  }
  // The same for updates, deletions and versions; a real ID still works.
  expect((await admin('/cms-api/pages/de', 'PATCH', { title: 'x' })).status).toBe(404);
  expect((await admin('/cms-api/pages/de', 'DELETE')).status).toBe(404);
  expect([400, 404]).toContain((await admin('/cms-api/pages/versions/de')).status);
  const page = JSON.parse((await admin('/cms-api/pages?limit=1&depth=0')).body).docs[0] as { id: number };
  expect((await admin(`/cms-api/pages/${page.id}?depth=0`)).status).toBe(200);
});
