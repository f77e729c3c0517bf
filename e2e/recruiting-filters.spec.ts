import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoViolations, screenshotPath, siteUrl } from './support';

// The recruiting module's radius, filters and paging: the search form and the radius filter show one state
// (SPEC §4.5, §5.2), invalid or meaningless parameters are emptied and the counter counts only what is applied and
// shown (§5.1), and every control works without JavaScript (links and plain forms; hydrated, they stay in place).

const CAREER = '/de/de/karriere';
const B = 'brand-b.localhost';
const A = 'brand-a.localhost';
const offers = (page: Page) => page.locator('.recruiting-offer');
const listModule = (page: Page) => page.locator('.recruiting-list-module').first();
const layer = (page: Page) => page.locator('dialog.recruiting-layer');
const badge = (page: Page) => page.locator('.recruiting-filter__badge');
const radiusGroup = (page: Page) => page.locator('.recruiting-filter__group[data-group="radius"]');
const radiusButton = (page: Page) => listModule(page).locator('.recruiting-select button[role="combobox"]');
const meta = (page: Page) => page.locator('.recruiting-meta').first();
/** Total found, from the list meta ("Angebote 1 bis 20 von 776"). */
const total = async (page: Page) => Number(/von ([\d.]+)/.exec(await meta(page).innerText())![1]!.replace(/\./g, ''));

async function ready(page: Page) {
  await expect(page.locator('html[data-site-kit="ready"]')).toHaveCount(1);
}

/** Brand B's filter panel starts hidden: open it once. */
async function openPanel(page: Page) {
  const toggle = page.locator('.recruiting-filter__toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.locator('.recruiting-filter__panel')).toBeVisible();
}

async function settled(page: Page) {
  await expect(page.locator('.recruiting-results')).toHaveAttribute('aria-busy', 'false');
}

async function noScript(browser: Browser, width = 1366) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

test.describe('brand B: the search form and the radius filter show one radius', () => {
  test('ticking a radius sets the form; "Suchen" keeps it; unticking resets both (SPEC §4.5)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 }); // first: a width change force-closes the filter modal
    await page.goto(siteUrl(B, `${CAREER}?city=Hamburg`));
    await ready(page);
    const everywhere = await total(page);
    await openPanel(page);
    await expect(radiusButton(page)).toHaveText('Beliebiger Umkreis');

    await radiusGroup(page)
      .getByLabel(/^100 km/)
      .check();
    await settled(page);
    await expect(page).toHaveURL(/radius=100/);
    const within = await total(page);
    expect(within).toBeLessThan(everywhere);
    await expect(radiusButton(page)).toHaveText('100 km');
    await expect(listModule(page).locator('input[type="hidden"][name="radius"]')).toHaveValue('100');
    await expect(badge(page)).toHaveText('1');
    await listModule(page).evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 120),
    );
    await page.screenshot({ path: screenshotPath('recruiting-brand-b-radius-form-and-filter') });

    // "Suchen" runs the search the form shows: the radius stays.
    await listModule(page).getByRole('button', { name: 'Suchen', exact: true }).click();
    await settled(page);
    await expect(page).toHaveURL(/radius=100/);
    expect(await total(page)).toBe(within);
    await expect(radiusGroup(page).getByLabel(/^100 km/)).toBeChecked();

    // Unticking resets to the default radius: the form says so too.
    await radiusGroup(page)
      .getByLabel(/^100 km/)
      .uncheck();
    await settled(page);
    await expect(page).not.toHaveURL(/radius=/);
    await expect(radiusButton(page)).toHaveText('Beliebiger Umkreis');
    await expect(badge(page)).toHaveText('0');
    expect(await total(page)).toBe(everywhere);
  });

  test('a radius chosen in the form ticks the filter; unticking it clears the form (SPEC §4.5, §5.2)', async ({
    page,
  }) => {
    await page.goto(siteUrl(B, `${CAREER}?city=Hamburg`));
    await ready(page);
    await radiusButton(page).click();
    await page.getByRole('option', { name: '200 km' }).click();
    await listModule(page).getByRole('button', { name: 'Suchen', exact: true }).click();
    await settled(page);
    await expect(page).toHaveURL(/radius=200/);
    await openPanel(page);
    await expect(radiusGroup(page).getByLabel(/^200 km/)).toBeChecked();
    await expect(badge(page)).toHaveText('1');

    await radiusGroup(page)
      .getByLabel(/^200 km/)
      .uncheck();
    await settled(page);
    await expect(radiusButton(page)).toHaveText('Beliebiger Umkreis');
    await expect(page).not.toHaveURL(/radius=/);
    // …and the next "Suchen" runs without one, as the form shows.
    const request = page.waitForRequest((r) => r.url().includes('/v4/recruiting/search'));
    await listModule(page).getByRole('button', { name: 'Suchen', exact: true }).click();
    expect(new URL((await request).url()).searchParams.has('radius')).toBe(false);
  });
});

test.describe('invalid or meaningless parameters are emptied; the counter counts what is ticked (SPEC §5.1)', () => {
  for (const javaScriptEnabled of [true, false]) {
    const how = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';
    test(`brand B ${how}: ?radius=50 without a city and ?radius=-&city=Berlin show "Filter 0" and no radius`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      for (const query of ['?radius=50', '?radius=-&city=Berlin']) {
        await page.goto(siteUrl(B, `${CAREER}${query}`));
        if (javaScriptEnabled) await ready(page);
        await expect(offers(page).first()).toBeVisible();
        await expect(badge(page), query).toHaveText('0');
        await expect(
          page.locator('.recruiting-filter__group [data-checked], .recruiting-filter__group input:checked'),
          query,
        ).toHaveCount(0);
        if (javaScriptEnabled) await expect(radiusButton(page)).toHaveText('Beliebiger Umkreis');
        else await expect(listModule(page).locator('select[name="radius"]')).toHaveValue('');
      }
      if (javaScriptEnabled) {
        // The search sent from here carries no radius ('-' is "no radius", never sent as is).
        const request = page.waitForRequest((r) => r.url().includes('/v4/recruiting/search'));
        await listModule(page).getByRole('button', { name: 'Suchen', exact: true }).click();
        const sent = new URL((await request).url()).searchParams;
        expect(sent.get('lat')).not.toBeNull();
        expect(sent.has('radius')).toBe(false);
      }
      await context.close();
    });

    test(`brand A ${how}: a malformed search (?search=%E0%A4%A) is emptied`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(siteUrl(A, `${CAREER}?search=%E0%A4%A`));
      if (javaScriptEnabled) await ready(page);
      await expect(offers(page).first()).toBeVisible();
      await expect(listModule(page).getByLabel('Suchbegriff')).toHaveValue('');
      await expect(badge(page)).toHaveText('0');
      await context.close();
    });
  }
});

test.describe('without JavaScript every control is a link or a form', () => {
  test('brand B: panel, radius filter, form radius, reset, load more, offer layer with previous/next and close', async ({
    browser,
  }) => {
    const { context, page } = await noScript(browser);
    await page.goto(siteUrl(B, `${CAREER}?city=Hamburg`));
    const everywhere = await total(page);
    // The panel starts hidden; its toggle is a link to it.
    await expect(page.locator('.recruiting-filter__panel')).toBeHidden();
    await page.locator('a.recruiting-filter__toggle').click();
    await expect(page.locator('.recruiting-filter__panel')).toBeVisible();
    await page.screenshot({ path: screenshotPath('recruiting-no-js-brand-b-filters') });

    // A radius value is a link: the server searches with it; the form's select shows it.
    await radiusGroup(page)
      .getByRole('link', { name: /^100 km/ })
      .click();
    await expect(page).toHaveURL(/city=Hamburg;[\d.]+;[\d.]+&radius=100#.+-filters$/);
    // The link ends in the panel's fragment: the panel stays open.
    await expect(page.locator('.recruiting-filter__panel')).toBeVisible();
    expect(await total(page)).toBeLessThan(everywhere);
    await expect(radiusGroup(page).locator('[data-checked]')).toHaveText(/^100 km/);
    await expect(radiusGroup(page).getByRole('link', { name: /100 km.*ausgewählt/ })).toHaveCount(1);
    await expect(badge(page)).toHaveText('1');
    await expect(listModule(page).locator('select[name="radius"]')).toHaveValue('100');

    // The form's native select submits the radius with the GET form.
    await listModule(page).locator('select[name="radius"]').selectOption('50');
    await listModule(page).getByRole('button', { name: 'Suchen', exact: true }).click();
    await expect(page).toHaveURL(/radius=50/);
    await expect(radiusGroup(page).locator('[data-checked]')).toHaveText(/^50 km/);

    // Unticking (the link of the ticked value) resets to the default radius; so does the reset link.
    await page.locator('a.recruiting-filter__toggle').click();
    await radiusGroup(page)
      .getByRole('link', { name: /^50 km/ })
      .click();
    await expect(page).not.toHaveURL(/radius=/);
    await expect(badge(page)).toHaveText('0');
    await expect(listModule(page).locator('select[name="radius"]')).toHaveValue('');
    await radiusGroup(page)
      .getByRole('link', { name: /^200 km/ })
      .click();
    await expect(badge(page)).toHaveText('1');
    await page.locator('a.recruiting-filter__reset').click();
    await expect(page).not.toHaveURL(/radius=/);
    await expect(badge(page)).toHaveText('0');
    await page.goto(siteUrl(B, `${CAREER}?city=Hamburg`));

    // Load more: the next offset, scrolled to the first new entry.
    await expect(offers(page)).toHaveCount(20);
    await page.locator('a.recruiting-reload').click();
    await expect(page).toHaveURL(/offset=20#.+-offer-21$/);
    await expect(offers(page)).toHaveCount(40);
    await expect(offers(page).nth(20)).toBeInViewport();
    await expect(meta(page)).toContainText('Angebote 1 bis 40');

    // An offer of the second page: the layer, its neighbours and its close keep the list.
    const id21 = await offers(page).nth(20).getAttribute('data-job-id');
    const id22 = await offers(page).nth(21).getAttribute('data-job-id');
    await offers(page).nth(20).locator('a').click();
    await expect(page).toHaveURL(new RegExp(`${CAREER}/${id21}/[^?]+\\?city=Hamburg;[\\d.]+;[\\d.]+&offset=20$`));
    await expect(layer(page).locator('.recruiting-detail__title')).toBeVisible();
    await layer(page).locator('a.sk-layer__next').click();
    await expect(page).toHaveURL(new RegExp(`${CAREER}/${id22}/[^?]+\\?city=Hamburg;[\\d.]+;[\\d.]+&offset=20$`));
    await expect(layer(page).locator('.recruiting-detail')).toHaveAttribute('data-job-id', id22!);
    await layer(page).locator('a.sk-layer__previous').click();
    await expect(layer(page).locator('.recruiting-detail')).toHaveAttribute('data-job-id', id21!);
    await layer(page).locator('a.sk-layer__close').click();
    await expect(page).toHaveURL(new RegExp(`${CAREER}\\?city=Hamburg;[\\d.]+;[\\d.]+&offset=20$`));
    await expect(layer(page)).toHaveCount(0);
    await expect(offers(page)).toHaveCount(40);
    await context.close();
  });

  test('brand A: filter links (panel starts hidden), load more, layer previous/next/close, the search keeps the filters', async ({
    browser,
  }) => {
    const { context, page } = await noScript(browser, 390);
    await page.goto(siteUrl(A, CAREER));
    await page.locator('a.recruiting-filter__toggle').click();
    await expect(page.locator('.recruiting-filter__panel')).toBeVisible();
    const link = page.locator('.recruiting-filter__group[data-group="targetgroup"] a.recruiting-filter__link').first();
    const name = (await link.innerText()).replace(/\s*\(\d+\)$/, '');
    await link.click();
    await expect(page).toHaveURL(/target=\d+/);
    await expect(badge(page)).toHaveText('1');
    await page.locator('a.recruiting-filter__toggle').click();
    await expect(page.locator('.recruiting-filter__group[data-group="targetgroup"] [data-checked]')).toContainText(
      name,
    );
    await page.screenshot({ path: screenshotPath('recruiting-no-js-brand-a-filters-phone') });

    // A keyword search keeps the filter, as the in-place search does.
    await listModule(page).getByLabel('Suchbegriff').fill('Ingenieur');
    await listModule(page).getByRole('button', { name: 'Suchen', exact: true }).click();
    await expect(page).toHaveURL(/search=Ingenieur.*target=\d+|target=\d+.*search=Ingenieur/);
    await expect(badge(page)).toHaveText('1');

    // "Adjust search" is a link to the panel.
    await page.goto(siteUrl(A, CAREER));
    await listModule(page).getByRole('link', { name: 'Suche anpassen' }).click();
    await expect(page.locator('.recruiting-filter__panel')).toBeVisible();

    await page.locator('a.recruiting-reload').click();
    await expect(page).toHaveURL(/offset=20#/);
    await expect(offers(page)).toHaveCount(40);
    const first = await offers(page).nth(0).getAttribute('data-job-id');
    const second = await offers(page).nth(1).getAttribute('data-job-id');
    await offers(page).nth(0).locator('a').click();
    await expect(layer(page).locator('.recruiting-detail')).toHaveAttribute('data-job-id', first!);
    await expect(layer(page).locator('.sk-layer__previous')).toHaveCount(0);
    await layer(page).locator('a.sk-layer__next').click();
    await expect(layer(page).locator('.recruiting-detail')).toHaveAttribute('data-job-id', second!);
    await layer(page).locator('a.sk-layer__close').click();
    await expect(page).toHaveURL(siteUrl(A, `${CAREER}?offset=20`));
    await context.close();
  });
});

test.describe('with JavaScript the controls stay in place (no page loads)', () => {
  test('brand A: filters are checkboxes, load more appends without navigating, the layer navigates in place', async ({
    page,
  }) => {
    await page.goto(siteUrl(A, CAREER));
    await ready(page);
    let loads = 0;
    page.on('load', () => loads++);
    await expect(
      page.locator('a.recruiting-filter__link, a.recruiting-filter__toggle, a.recruiting-reload'),
    ).toHaveCount(0);
    await page.locator('.recruiting-filter__toggle').click();
    await page.locator('.recruiting-filter__group[data-group="targetgroup"] input:not([disabled])').first().check();
    await settled(page);
    await expect(badge(page)).toHaveText('1');
    await page.locator('button.recruiting-reload').click();
    await settled(page);
    expect(await offers(page).count()).toBeGreaterThan(20);
    await expect(page).not.toHaveURL(/offset=/);
    // Offer links point at the plain offer URL; the layer's controls are buttons.
    await expect(offers(page).first().locator('a')).toHaveAttribute('href', new RegExp(`${CAREER}/\\d+/[^?]+$`));
    await offers(page).first().locator('a').click();
    await expect(layer(page).locator('.recruiting-detail')).toHaveAttribute('data-status', 'open');
    await expect(layer(page).locator('button.sk-layer__next')).toHaveCount(1);
    await layer(page).locator('button.sk-layer__close').click();
    await expect(layer(page)).toHaveCount(0);
    expect(loads).toBe(0);
  });

  test('an offer URL with the list query: hydrated, the layer closes back to the list with that query', async ({
    page,
  }) => {
    await page.goto(siteUrl(B, `${CAREER}?city=Hamburg&radius=100`));
    await ready(page);
    const href = await offers(page).first().locator('a').getAttribute('href');
    await page.goto(siteUrl(B, `${CAREER}?city=Hamburg&radius=100`).replace(`${CAREER}?`, `${href!.split('?')[0]}?`));
    await ready(page);
    await expect(layer(page).locator('button.sk-layer__close')).toHaveCount(1);
    await layer(page).locator('button.sk-layer__close').click();
    await expect(page).toHaveURL(/karriere\?city=Hamburg&radius=100$/);
    await expect(radiusButton(page)).toHaveText('100 km');
  });
});

test('the server-rendered controls (before any script ran) pass axe: brand B, panel open, at 768 px', async ({
  browser,
}) => {
  // Scripts blocked rather than disabled, so that axe itself can run: the page stays as the server sent it.
  const context = await browser.newContext({ viewport: { width: 768, height: 1000 } });
  await context.route(/\/_next\/static\/.*\.js/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(siteUrl(B, `${CAREER}?city=Hamburg&radius=100`));
  await page.locator('a.recruiting-filter__toggle').click();
  await expect(radiusGroup(page).getByRole('link', { name: /^100 km \(\d+\) \(ausgewählt\)$/ })).toBeVisible();
  await page.screenshot({ path: screenshotPath('recruiting-no-js-brand-b-tablet'), fullPage: true });
  await expectNoViolations(page);
  await context.close();
});
