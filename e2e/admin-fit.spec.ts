import { expect, test } from '@playwright/test';
import { editorAccounts, screenshotPath, siteUrl } from './support';

/**
 * The admin on a phone and a tablet: on a document's edit view the header keeps the language menu and the account
 * link on the screen however long the document's title is, and nothing widens the page sideways.
 */
const admin = (pathname: string) => siteUrl('localhost', `/admin${pathname}`);

for (const width of [390, 768]) {
  test(`a page with a long title: the admin header fits ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 844 }, hasTouch: width < 768 });
    const editor = editorAccounts().find((account) => account.role === 'editor' && account.site === 'brand-a')!;
    const login = await context.request.post(siteUrl('localhost', '/cms-api/users/login'), {
      data: { email: editor.email, password: editor.password },
    });
    expect(login.status()).toBe(200);
    // The brand's page with the longest title.
    const list = await context.request.get(siteUrl('localhost', '/cms-api/pages?limit=100&depth=0&locale=de'));
    const pages = ((await list.json()) as { docs: { id: number; title: string }[] }).docs;
    const longest = pages.reduce((a, b) => (b.title.length > a.title.length ? b : a));
    expect(longest.title.length, longest.title).toBeGreaterThan(40);

    const page = await context.newPage();
    await page.goto(admin(`/collections/pages/${longest.id}`));
    const account = page.locator('.app-header__account');
    const language = page.locator('.app-header__localizer .popup-button');
    await expect(account).toBeVisible({ timeout: 30_000 });
    await expect(language).toBeVisible();
    for (const [name, control] of [
      ['account link', account],
      ['language menu', language],
      ['home link', page.locator('.step-nav__home')],
    ] as const) {
      const box = (await control.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(width);
      expect(box.width, name).toBeGreaterThanOrEqual(16);
    }
    // The breadcrumb ends before the language menu (it would run under it otherwise).
    const crumbs = (await page.locator('.app-header__step-nav').boundingBox())!;
    expect(crumbs.x + crumbs.width).toBeLessThanOrEqual((await language.boundingBox())!.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The account link works from there.
    await page.screenshot({ path: screenshotPath(`admin-page-edit-${width}`) });
    await account.click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await context.close();
  });
}
