import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { editorAccounts, hostRequest, presetConsentState, screenshotPath, siteUrl, WCAG_TAGS } from './support';

// The page tree: brand A's editor builds a small tree, reorders it by keyboard in the admin's page tree, switches the
// site's main menu to follow the tree and sees the menu follow it; then switches it back (specs share the seeded
// data). One browser, serial.
test.describe.configure({ mode: 'serial' });

const SITE = 'brand-a';
const HOST = `${SITE}.localhost`;
const RUN = Date.now().toString(36);
const admin = (pathname = '') => siteUrl('localhost', `/admin${pathname}`);
const titles = {
  parent: `Bereich ${RUN}`,
  first: `Erstes ${RUN}`,
  second: `Zweites ${RUN}`,
  hidden: `Versteckt ${RUN}`,
  short: `Kurz ${RUN}`,
};

let page: Page;
let request: APIRequestContext;
const created: number[] = [];
let navigationId: number | null = null;

const cms = async (pathname: string, method = 'GET', body?: unknown) => {
  const send = () =>
    request.fetch(siteUrl('localhost', `/cms-api${pathname}`), {
      method,
      headers: { 'content-type': 'application/json' },
      data: body === undefined ? undefined : JSON.stringify(body),
    });
  // A kept-alive connection the server closes just as it is reused is reset: a read is asked again on a new one.
  const response = await send().catch((error: Error) => {
    if (method === 'GET' && /ECONNRESET/.test(error.message)) return send();
    throw error;
  });
  return { status: response.status(), json: (await response.json().catch(() => ({}))) as Record<string, unknown> };
};

const createPage = async (title: string, site: number, parent?: number, extra: Record<string, unknown> = {}) => {
  const doc = await cms('/pages?locale=de', 'POST', {
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    tenant: site,
    _status: 'published',
    ...(parent ? { parent } : {}),
    ...extra,
  });
  expect(doc.status, JSON.stringify(doc.json)).toBe(201);
  const id = (doc.json.doc as { id: number }).id;
  created.push(id);
  return id;
};

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  page = await context.newPage();
  request = context.request;
  const editor = editorAccounts().find((account) => account.role === 'editor' && account.site === SITE)!;
  await page.goto(admin('/login'));
  await page.getByLabel(/email/i).fill(editor.email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(editor.password);
  await page.getByRole('button', { name: /login/i }).click();
  await expect(page.getByRole('link', { name: /pages|seiten/i }).first()).toBeVisible({ timeout: 30_000 });
});

test.afterAll(async () => {
  // The site's menus as they were, whatever happened above.
  if (navigationId !== null)
    await cms(`/navigation/${navigationId}`, 'PATCH', { mainMenuSource: 'manual', pageNavigationSource: 'manual' });
  for (const id of [...created].reverse()) await cms(`/pages/${id}`, 'DELETE');
  await page?.context().close();
});

test('the editor builds a small tree, reorders it by keyboard in the page tree, and the main menu follows it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const sites = (await cms(`/sites?where[key][equals]=${SITE}&depth=0`)).json.docs as { id: number }[];
  const site = sites[0]!.id;
  const parent = await createPage(titles.parent, site);
  const first = await createPage(titles.first, site, parent);
  await createPage(titles.second, site, parent);
  // Hidden from menus: it and the page below it stay out of the menu, and stay reachable.
  const hidden = await createPage(titles.hidden, site, parent, { hideInMenus: true });
  await createPage(`Darunter ${RUN}`, site, hidden);

  // A page cannot go below its own child: refused, and nothing changes.
  const refused = await cms(`/pages/${parent}`, 'PATCH', { parent: first });
  expect(refused.status).toBe(400);
  expect(JSON.stringify(refused.json)).toMatch(/below this page|unter dieser Seite/);
  expect(((await cms(`/pages/${parent}?depth=0`)).json as { parent?: unknown }).parent ?? null).toBeNull();

  // The page tree: the pages below their parent, in order, with their languages.
  await page.goto(admin('/collections/pages'));
  // Payload's list view rewrites its URL with its query (limit, sort) once it has loaded: a click before that is
  // undone by the rewrite.
  await expect(page).toHaveURL(/\/collections\/pages\?.*limit=/, { timeout: 20_000 });
  await page.getByRole('link', { name: /Show the pages as a tree|Seiten als Baum anzeigen/ }).click();
  await expect(page).toHaveURL(/\/admin\/page-tree$/);
  const below = page.getByRole('list', { name: new RegExp(`(Pages below|Seiten unter) ${titles.parent}`) });
  await expect(below).toBeVisible({ timeout: 20_000 });
  const order = () => below.locator(':scope > li > .page-tree__row > a').allTextContents();
  expect(await order()).toEqual([titles.first, titles.second, titles.hidden]);
  await expect(below.locator(':scope > li').nth(2)).toContainText(/Hidden in menus|In Menüs verborgen/);
  await expect(
    below.locator(':scope > li').first().locator('.page-tree__language[data-state="published"]'),
  ).toHaveCount(1);

  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include('.page-tree').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.screenshot({ path: screenshotPath('page-tree-admin'), fullPage: true });

  // Keyboard: Tab to the second page's "move up" button and press Enter; the focus stays on it, the move is announced.
  const moveUp = page.getByRole('button', { name: new RegExp(`^(Move up|Nach oben): ${titles.second}$`) });
  await page.getByRole('button', { name: new RegExp(`^(Move down|Nach unten): ${titles.second}$`) }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(moveUp).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.page-tree').getByRole('status')).toContainText(titles.second, { timeout: 15_000 });
  await expect.poll(order, { timeout: 15_000 }).toEqual([titles.second, titles.first, titles.hidden]);
  await expect(moveUp).toBeFocused();
  // Reloaded, the order holds (it is stored).
  await page.reload();
  await expect.poll(order, { timeout: 20_000 }).toEqual([titles.second, titles.first, titles.hidden]);

  // A shorter title for menus, typed in the page's sidebar and published.
  await page.goto(admin(`/collections/pages/${first}?locale=de`));
  const navTitle = page.locator('#field-navTitle');
  await expect(navTitle).toBeVisible({ timeout: 20_000 });
  await navTitle.fill(titles.short);
  await page.getByRole('button', { name: /^(Publish changes|Änderungen veröffentlichen)$/ }).click();
  await expect
    .poll(async () => ((await cms(`/pages/${first}?depth=0&locale=de`)).json as { navTitle?: string }).navTitle, {
      timeout: 15_000,
    })
    .toBe(titles.short);

  // The navigation follows the page tree: the editor picks it in the site's navigation document and saves.
  const navigation = (await cms(`/navigation?where[tenant][equals]=${site}&depth=0`)).json.docs as { id: number }[];
  navigationId = navigation[0]!.id;
  try {
    await page.goto(admin(`/collections/navigation/${navigationId}`));
    const source = page.locator('#field-mainMenuSource');
    await expect(source).toBeVisible({ timeout: 20_000 });
    await source.getByText(/Follow the page tree|Dem Seitenbaum folgen/).click();
    await page.getByRole('button', { name: /^(Save|Speichern)$/ }).click();
    await expect
      .poll(
        async () =>
          ((await cms(`/navigation/${navigationId}?depth=0`)).json as { mainMenuSource?: string }).mainMenuSource,
        // The admin's save can take long on a busy machine.
        { timeout: 45_000 },
      )
      .toBe('pageTree');

    const visitorContext = await browser.newContext({ storageState: presetConsentState() });
    const visitor = await visitorContext.newPage();
    // The pages have German only: the English menu follows the tree without them.
    await visitor.goto(siteUrl(HOST, '/de/en'));
    await expect(visitor.locator('nav.main-menu .main-menu__item').first()).toBeVisible();
    await expect(visitor.locator('nav.main-menu')).not.toContainText(titles.parent);
    await visitor.goto(siteUrl(HOST, '/de/de'));
    const menu = visitor.locator('nav.main-menu');
    const entry = menu.locator('.main-menu__item', { has: visitor.getByRole('button', { name: titles.parent }) });
    await expect(entry).toHaveCount(1);
    await expect(entry.locator('.main-menu__sub a')).toHaveText([titles.parent, titles.second, titles.short]);
    // Pages hidden from menus (the seeded legal pages too) are not in it, and still answer.
    await expect(menu).not.toContainText(titles.hidden);
    await expect(menu).not.toContainText('Impressum');
    await expect(menu).not.toContainText('Datenschutzerklärung');
    const hiddenUrl = `/de/de/${titles.hidden.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    expect((await hostRequest(HOST, hiddenUrl)).status).toBe(200);
    await visitor.screenshot({ path: screenshotPath('page-tree-site-menu') });
    await visitorContext.close();
  } finally {
    // Back to the manual menu at once: other specs look at this site's menu.
    expect((await cms(`/navigation/${navigationId}`, 'PATCH', { mainMenuSource: 'manual' })).status).toBe(200);
  }
});
