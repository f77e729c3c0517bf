import { expect, test, type Page } from '@playwright/test';
import {
  API_PORT,
  expectNoViolations,
  hostRequest,
  interactive,
  layoutShifts,
  layoutShiftSources,
  observeLayoutShifts,
  screenshotPath,
  siteUrl,
} from './support';

// The recruiting module on the four career pages, in every mode; the standalone embed is e2e/embed.spec.ts.

const VARIANTS = [
  { site: 'group', host: 'localhost', variant: 'default' },
  { site: 'brand-a', host: 'brand-a.localhost', variant: 'brand-a' },
  { site: 'brand-b', host: 'brand-b.localhost', variant: 'brand-b' },
  { site: 'brand-c', host: 'brand-c.localhost', variant: 'brand-c' },
] as const;

const CAREER = '/de/de/karriere';
const offers = (page: Page) => page.locator('.recruiting-offer');
const layer = (page: Page) => page.locator('dialog.recruiting-layer');
/** The module instance in the page content (brand A's site header holds a second one, the header search box). */
const contentModule = (page: Page) => page.locator('main .recruiting');
/** The recruiting module's own search form (the page navigation has a site search with the same field label). */
const listModule = (page: Page) => page.locator('.recruiting-list-module').first();

for (const { site, host, variant } of VARIANTS) {
  test(`${site}: list, detail layer with previous/next, Escape and history back/forward`, async ({ page }) => {
    await page.goto(siteUrl(host, CAREER));
    await expect(contentModule(page)).toHaveAttribute('data-variant', variant);
    await expect(offers(page).first()).toBeVisible();
    await interactive(page);
    await expect(page.locator('.recruiting-meta')).toContainText('Angebote 1 bis');
    await page
      .locator('.recruiting-search')
      .evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 140));
    await page.waitForTimeout(300);
    await page.screenshot({ path: screenshotPath(`recruiting-${site}-list`) });

    const first = offers(page).nth(0);
    const firstId = await first.getAttribute('data-job-id');
    const secondId = await offers(page).nth(1).getAttribute('data-job-id');
    await first.locator('a').click();
    await expect(layer(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${CAREER}/${firstId}/[a-z0-9-]+$`));
    await expect(layer(page).locator('.recruiting-detail')).toHaveAttribute('data-status', 'open');
    await expect(layer(page).locator('.recruiting-apply, .recruiting-pdf').first()).toBeVisible();
    if (variant === 'brand-c')
      await expect(layer(page).locator('.recruiting-detail-map')).toHaveAttribute('data-lat', /\d/);
    if (variant === 'brand-b') await expect(layer(page).locator('.recruiting-emotional-box')).toBeVisible();
    if (variant === 'default')
      await expect(layer(page).locator('.recruiting-detail__number')).toContainText('Angebot 1');
    await expect(page.locator('html')).toHaveAttribute('data-recruiting-layer', 'open'); // the page behind is blurred
    await page.waitForTimeout(400); // slide-in animation
    await page.screenshot({ path: screenshotPath(`recruiting-${site}-detail`) });

    await layer(page).locator('.sk-layer__next').click();
    await expect(page).toHaveURL(new RegExp(`${CAREER}/${secondId}/`));
    await expect(layer(page).locator('.recruiting-detail')).toHaveAttribute('data-job-id', secondId!);

    await page.keyboard.press('Escape');
    await expect(layer(page)).toHaveCount(0);
    await expect(page).toHaveURL(siteUrl(host, CAREER));

    await page.goBack();
    await expect(layer(page).locator('.recruiting-detail')).toHaveAttribute('data-job-id', secondId!);
    await page.goBack();
    await expect(layer(page).locator('.recruiting-detail')).toHaveAttribute('data-job-id', firstId!);
    await page.goBack();
    await expect(layer(page)).toHaveCount(0);
    await page.goForward();
    await expect(layer(page).locator('.recruiting-detail')).toHaveAttribute('data-job-id', firstId!);
  });
}

test('the first results and an opened offer are in the server-rendered HTML; an unknown offer is a 404', async () => {
  const list = await hostRequest('brand-b.localhost', CAREER);
  expect(list.status).toBe(200);
  expect((list.body.match(/class="recruiting-offer"/g) ?? []).length).toBe(20);
  const id = /data-job-id="(\d+)"/.exec(list.body)![1];
  // A wrong urlpart redirects to the offer's canonical URL, which the server renders with the layer open.
  const moved = await hostRequest('brand-b.localhost', `${CAREER}/${id}/x`);
  expect([301, 308]).toContain(moved.status);
  const canonical = String(moved.headers.location);
  expect(canonical).toContain(`${CAREER}/${id}/`);
  const detail = await hostRequest('brand-b.localhost', new URL(canonical, 'http://x').pathname);
  expect(detail.status).toBe(200);
  expect(detail.body).toContain('recruiting-layer');
  expect(detail.body).toContain(`data-job-id="${id}" data-status="open"`);
  expect((await hostRequest('brand-b.localhost', `${CAREER}/999999999/unknown`)).status).toBe(404);
});

test('the detail URL opened directly shows the layer; closing restores the career page', async ({ page }) => {
  const list = await hostRequest('brand-c.localhost', CAREER);
  const id = /data-job-id="(\d+)"/.exec(list.body)![1];
  await page.goto(siteUrl('brand-c.localhost', `${CAREER}/${id}/some-offer`));
  await interactive(page);
  await expect(layer(page)).toBeVisible();
  await layer(page).locator('.sk-layer__close').click();
  await expect(layer(page)).toHaveCount(0);
  await expect(page).toHaveURL(siteUrl('brand-c.localhost', CAREER));
});

test('an offer URL shows the offer before JavaScript runs and without it; hydrated, the layer is modal with focus inside', async ({
  browser,
  page,
}) => {
  const list = await hostRequest('brand-a.localhost', CAREER);
  const id = /data-job-id="(\d+)"/.exec(list.body)![1];
  const url = siteUrl('brand-a.localhost', `${CAREER}/${id}/some-offer`);

  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
  const plain = await noScript.newPage();
  await plain.goto(url);
  const shown = layer(plain);
  await expect(shown.locator('.recruiting-detail__title')).toBeInViewport();
  // Placed as the modal layer: over the page, filling the phone's screen.
  const box = (await shown.boundingBox())!;
  expect(box.width).toBeGreaterThan(400);
  expect(box.height).toBeGreaterThan(800);
  await plain.screenshot({ path: screenshotPath('recruiting-offer-url-without-javascript') });
  // Its close button closes it without JavaScript, showing the career page behind it.
  await shown.locator('.sk-layer__close').click();
  await expect(shown).toBeHidden();
  await expect(offers(plain).first()).toBeVisible();
  await noScript.close();

  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto(url);
  await interactive(page);
  await expect.poll(() => layer(page).evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  // Modal, the layer is outside the page, which is now blurred behind it.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.querySelector('body > :not(.sk-toaster)')!).filter))
    .toContain('blur');
  const body = layer(page).locator('.sk-layer__body');
  await expect(body).toBeFocused();
  // The next offer starts at the top of the layer.
  await body.evaluate((element) => element.scrollTo({ top: 300 }));
  await expect.poll(() => body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await layer(page).locator('.sk-layer__next').click();
  await expect(layer(page).locator('.recruiting-detail')).not.toHaveAttribute('data-job-id', id);
  await expect.poll(() => body.evaluate((element) => element.scrollTop)).toBe(0);
  // The page behind is inert: a click on it reaches the backdrop, which closes the layer.
  await page.mouse.click(5, 400);
  await expect(layer(page)).toHaveCount(0);
  await expect(page).toHaveURL(siteUrl('brand-a.localhost', CAREER));
});

test('an offer URL opened on a phone: the page behind the layer does not move (its h1, demoted, keeps its look)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await observeLayoutShifts(page);
  const list = await hostRequest('brand-c.localhost', CAREER);
  const id = /data-job-id="(\d+)"/.exec(list.body)![1];
  await page.goto(siteUrl('brand-c.localhost', `${CAREER}/${id}/some-offer`));
  await interactive(page);
  await expect(layer(page)).toBeVisible();
  await expect(page.locator('.block-hero h2[data-demoted-h1]')).toHaveCount(1);
  await page.waitForTimeout(300);
  const shifts = await layoutShifts(page);
  expect(
    shifts.reduce((sum, value) => sum + value, 0),
    (await layoutShiftSources(page)).join('; '),
  ).toBeLessThan(0.01);
});

test('filters: counts, disabled zero counts, the counter badge and a new search', async ({ page }) => {
  await page.goto(siteUrl('brand-c.localhost', CAREER));
  await interactive(page);
  const badge = page.locator('.recruiting-filter__badge');
  await expect(badge).toHaveText('0');
  const option = page.locator('.recruiting-filter__group[data-group="targetgroup"] input:not([disabled])').first();
  const label = await page.locator(`label[for="${await option.getAttribute('id')}"]`).innerText();
  const count = Number(/\((\d+)\)/.exec(label)![1]);
  await option.check();
  await expect(badge).toHaveText('1');
  await expect(page.locator('.recruiting-meta')).toContainText(`von ${count.toLocaleString('de-DE')}`);
  await expect(page).toHaveURL(/target=\d+/);
  for (const input of await page.locator('.recruiting-filter__group input[disabled]').all()) {
    const id = await input.getAttribute('id');
    await expect(page.locator(`label[for="${id}"]`)).toContainText('(0)');
  }
  await expectNoViolations(page, 'filter applied');
});

test('brand A: the filter panel starts hidden, opens by keyboard and passes axe open', async ({ page }) => {
  await page.goto(siteUrl('brand-a.localhost', CAREER));
  await interactive(page);
  const panel = page.locator('.recruiting-filter__panel');
  await expect(panel).toBeHidden();
  await page.locator('.recruiting-filter__toggle').focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await expect(page.locator('.recruiting-filter__rest')).toBeVisible();
  await expect(page.locator('.recruiting-filter')).toHaveAttribute('data-state', 'open');
  await expectNoViolations(page, 'filter open');
  await page.screenshot({ path: screenshotPath('recruiting-brand-a-filters') });
});

/** Label and value of each additional list field chip of one offer (the ':' after the label is CSS). */
const fieldChips = (offer: ReturnType<Page['locator']>) =>
  offer.locator('.recruiting-offer__field').evaluateAll((chips) =>
    // The label without its colon (written as the language writes it: 'Gehalt:', 'Salaire :').
    chips.map((chip) => [
      chip.getAttribute('data-field'),
      chip.querySelector('dt')!.textContent!.replace(/\s*:$/, ''),
      chip.querySelector('dd')!.textContent,
    ]),
  );

test('additional list fields (brand C career page): labelled lines on every item, server-rendered, display rules per language', async ({
  page,
}) => {
  // Configured in the seed: 'salary, workplacetype, jobtype, start, distance'.
  const html = await hostRequest('brand-c.localhost', CAREER);
  expect(html.body).toMatch(/<dl class="recruiting-offer__fields">/);
  expect(html.body).toMatch(/data-field="workplacetype"><dt>Arbeitsmodell:<\/dt><dd>[^<]+<\/dd>/);
  expect(html.body).toMatch(
    /data-field="salary"><dt>(Jahresgehalt|Gehalt):<\/dt><dd>\d{1,3}(\.\d{3})* - \d{1,3}(\.\d{3})* (€|CHF)<\/dd>/,
  );

  await page.goto(siteUrl('brand-c.localhost', CAREER));
  await interactive(page);
  const chips = (await Promise.all((await offers(page).all()).slice(0, 20).map(fieldChips))).flat();
  const order = ['salary', 'workplacetype', 'jobtype', 'start', 'distance'];
  for (const offer of await offers(page).all()) {
    const names = (await fieldChips(offer)).map(([name]) => name!);
    expect(names, 'configured order, fields without a value left out').toEqual(
      order.filter((name) => names.includes(name)),
    );
  }
  expect(chips.some(([name]) => name === 'jobtype')).toBe(true);
  for (const [name, label, value] of chips) {
    if (name === 'salary') {
      expect(label).toMatch(/^(Jahresgehalt|Monatsgehalt|Stundensatz|Gehalt)$/);
      // A rate per hour (or month) says so after the amount.
      const per = label === 'Stundensatz' ? ' / Std.' : label === 'Monatsgehalt' ? ' / Monat' : '';
      expect(value).toMatch(
        new RegExp(`^\\d{1,3}(\\.\\d{3})* - \\d{1,3}(\\.\\d{3})* (€|CHF)${per.replace(/[./]/g, '\\$&')}$`),
      );
    }
    if (name === 'start') expect(value).toMatch(/^(ab sofort|\d{2}\.\d{2}\.\d{4})$/);
  }
  expect(
    chips.some(([name]) => name === 'distance'),
    'no distance without a searched place',
  ).toBe(false);
  await page.locator('.recruiting-offer__fields').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('recruiting-list-fields-desktop') });
  await expectNoViolations(page, 'additional list fields');

  // A search by place adds the distance; English page: English labels and separators.
  await page.goto(siteUrl('brand-c.localhost', '/de/en/careers?city=M%C3%BCnchen;48.1372;11.5755'));
  await interactive(page);
  await expect(page.locator('.recruiting-offer__field[data-field="distance"] dd').first()).toHaveText(
    /^\d{1,3}(,\d{3})* km$/,
  );
  await expect(page.locator('.recruiting-offer__field[data-field="distance"] dt').first()).toHaveText('Distance:');
  const salary = page.locator('.recruiting-offer__field[data-field="salary"]').first();
  await expect(salary.locator('dt')).toHaveText(/^(Annual salary|Monthly salary|Hourly rate|Salary):$/);
  await expect(salary.locator('dd')).toHaveText(/^\d{1,3}(,\d{3})* - \d{1,3}(,\d{3})* (€|CHF)( \/ (hour|month))?$/);
  if (/Hourly rate/.test(await salary.locator('dt').innerText()))
    await expect(salary.locator('dd')).toHaveText(/ \/ hour$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await offers(page).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('recruiting-list-fields-mobile') });
  await expectNoViolations(page, 'additional list fields, English, mobile');
});

/** The module's container intersects the viewport. */
const moduleInView = (page: Page) =>
  listModule(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });

test('sticky filter bar (brand A): at the bottom while the module is in view, gone when scrolled away, opens the panel by keyboard', async ({
  page,
}) => {
  await page.goto(siteUrl('brand-a.localhost', CAREER));
  await interactive(page);
  const bar = page.locator('.recruiting-filter-bar');
  const toggle = bar.locator('.recruiting-filter-bar__toggle');
  const panel = page.locator('.recruiting-filter__panel');

  // While the panel's own toggle (same badge) is in view, the bar is not needed.
  await page
    .locator('.recruiting-filter__toggle')
    .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect.poll(() => moduleInView(page)).toBe(true);
  await expect(bar).toBeHidden();
  const moduleHeight = async () => (await listModule(page).boundingBox())!.height;
  const heightWithoutBar = await moduleHeight();

  // In the middle of the results: the bar sticks to the bottom of the viewport.
  await offers(page)
    .nth(8)
    .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect(bar).toBeVisible();
  // Showing it moved nothing: what follows the module stays where it was.
  expect(await moduleHeight()).toBe(heightWithoutBar);
  const viewport = page.viewportSize()!;
  const box = (await bar.boundingBox())!;
  expect(Math.abs(box.y + box.height - viewport.height)).toBeLessThan(2);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveAttribute('aria-controls', (await panel.getAttribute('id'))!);
  await expect(toggle).toHaveAccessibleName(/^Filter 0 \(0 Filter aktiv\)$/);
  await page.screenshot({ path: screenshotPath('recruiting-filter-bar-desktop') });

  // Scrolled past the module: hidden, so not focusable either.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect.poll(() => moduleInView(page)).toBe(false);
  await expect(bar).toBeHidden();
  await expect(bar).toHaveAttribute('hidden', '');

  // Back in the list: open the panel from the bar by keyboard; focus moves into the panel.
  await offers(page)
    .nth(12)
    .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect(bar).toBeVisible();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.recruiting-filter')).toHaveAttribute('data-state', 'open');
  await expect(panel).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('.recruiting-filter__panel')))
    .toBe(true);
  await page.keyboard.press('Space'); // the focused first filter value
  await expect(bar.locator('.recruiting-filter-bar__badge')).toHaveText('1');
  await expect(page.locator('.recruiting-filter__badge')).toHaveText('1');
  await expect(toggle).toHaveAccessibleName(/^Filter 1 \(1 Filter aktiv\)$/);
  await expectNoViolations(page, 'sticky filter bar, panel open');

  // Only a change of width force-closes the panel (SPEC §4.5); the bar reflects it.
  await page.setViewportSize({ width: viewport.width, height: viewport.height - 100 });
  await page.waitForTimeout(200);
  await expect(page.locator('.recruiting-filter')).toHaveAttribute('data-state', 'open');
  await page.setViewportSize({ width: viewport.width - 200, height: viewport.height });
  await expect(page.locator('.recruiting-filter')).toHaveAttribute('data-state', 'closed');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('sticky filter bar on a phone (brand C, panel open above the results): closes and reopens the panel; not on desktop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl('brand-c.localhost', CAREER));
  await interactive(page);
  const bar = page.locator('.recruiting-filter-bar');
  const toggle = bar.locator('.recruiting-filter-bar__toggle');
  await offers(page)
    .nth(5)
    .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect(bar).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: screenshotPath('recruiting-filter-bar-mobile') });
  await expectNoViolations(page, 'sticky filter bar, phone');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('.recruiting-filter')).toHaveAttribute('data-state', 'closed'); // after the 500 ms close delay
  await expect(page.locator('.recruiting-filter__panel')).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.recruiting-filter')).toHaveAttribute('data-state', 'open');
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('.recruiting-filter__panel')))
    .toBe(true);
  await expect(page.locator('.recruiting-filter__panel')).toBeInViewport();
  await page.waitForTimeout(800); // the smooth scroll to the panel
  await page.screenshot({ path: screenshotPath('recruiting-filter-bar-mobile-open') });
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect.poll(() => moduleInView(page)).toBe(false);
  await expect(bar).toBeHidden();
  // Two columns on a desktop: no bar for this variant.
  await page.setViewportSize({ width: 1280, height: 800 });
  await offers(page)
    .nth(5)
    .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect(bar).toBeHidden();
});

const TOUCH = '/de/de/touch-terminal';

test('touch URLs (brand A touch terminal): an offer navigates to its page below the career page instead of the layer', async ({
  page,
}) => {
  await page.goto(siteUrl('brand-a.localhost', TOUCH));
  await interactive(page);
  const job = page.locator('.recruiting-offer[data-type="3"]').first();
  const id = (await job.getAttribute('data-job-id'))!;
  await expect(job.locator('a')).toHaveAttribute('href', `${CAREER}/${id}?type=3`);
  // The career page's lookup answers the touch job URL with the canonical offer URL (the query string kept).
  const moved = await hostRequest('brand-a.localhost', `${CAREER}/${id}?type=3`);
  expect(moved.status).toBe(308);
  expect(String(moved.headers.location)).toMatch(new RegExp(`^${CAREER}/${id}/[a-z0-9-]+\\?type=3$`));
  await expectNoViolations(page, 'touch terminal');
  await page.screenshot({ path: screenshotPath('recruiting-touch-terminal') });

  await job.locator('a').click();
  await expect(page).toHaveURL(new RegExp(`${CAREER}/${id}/[a-z0-9-]+\\?type=3$`));
  await interactive(page);
  await expect(layer(page).locator('.recruiting-detail')).toHaveAttribute('data-job-id', id);
  await page.goBack();
  await expect(page).toHaveURL(siteUrl('brand-a.localhost', TOUCH));
  await expect(layer(page)).toHaveCount(0);

  // Projects: {touch project}/{jobId}/{urlpart}?type=4, the canonical URL with its type.
  await page.goto(siteUrl('brand-a.localhost', `${TOUCH}?type=4`));
  await interactive(page);
  const project = page.locator('.recruiting-offer[data-type="4"]').first();
  const projectId = (await project.getAttribute('data-job-id'))!;
  await expect(project.locator('a')).toHaveAttribute(
    'href',
    new RegExp(`^${CAREER}/${projectId}/[a-z0-9-]+\\?type=4$`),
  );
  await project.locator('a').click();
  await expect(page).toHaveURL(new RegExp(`${CAREER}/${projectId}/[a-z0-9-]+\\?type=4$`));
  await expect(layer(page).locator('.recruiting-detail')).toHaveAttribute('data-job-id', projectId);
});

test('touch URLs: the search form submits as SPEC §2.10 says (projects to the touch main URL, jobs in place)', async ({
  page,
}) => {
  await page.goto(siteUrl('brand-a.localhost', `${TOUCH}?type=4`));
  await interactive(page);
  await listModule(page).getByLabel('Suchbegriff').fill('Konstruktion');
  await listModule(page).getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(page).toHaveURL(siteUrl('brand-a.localhost', `${CAREER}?type=4&searchTerm=Konstruktion`));
  await interactive(page);
  await expect(listModule(page).getByLabel('Suchbegriff')).toHaveValue('Konstruktion');

  await page.goto(siteUrl('brand-a.localhost', TOUCH));
  await interactive(page);
  await listModule(page).getByLabel('Suchbegriff').fill('Ingenieur');
  await listModule(page).getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(page).toHaveURL(siteUrl('brand-a.localhost', `${TOUCH}?search=Ingenieur`));
  await expect(offers(page).first()).toBeVisible();
});

test('city autocomplete by keyboard fills the hidden coordinates and searches by distance', async ({ page }) => {
  await page.goto(siteUrl('brand-b.localhost', CAREER));
  await interactive(page);
  const city = page.getByRole('combobox', { name: 'Ort oder PLZ' });
  await city.fill('Münc');
  const list = page.getByRole('listbox', { name: 'Ort oder PLZ' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(list.locator('b').first()).toHaveText(/^Münc$/i);
  await city.press('ArrowDown');
  await expect(city).toHaveAttribute('aria-activedescendant', /-0$/);
  await city.press('ArrowUp');
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(city).toHaveValue(/München/);
  await expect(page.getByTestId('city-coordinates').first()).toHaveValue(/^48\.\d+;11\.\d+$/);
  await listModule(page).getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(page).toHaveURL(/city=M%C3%BCnchen[^;]*;48\.\d+;11\.\d+/);
  await expect(page.locator('.recruiting-offer__distance').first()).toContainText('km');
});

test('branch selected: the banner names the branch and "all branches" searches everywhere again', async ({
  page,
  request,
}) => {
  const search = await request.get(`http://127.0.0.1:${API_PORT}/v4/recruiting/search?limit=1&lang=de`, {
    headers: { 'x-meridian-api': '' },
  });
  const offer = (await search.json()).matches[0];
  await page.goto(siteUrl('localhost', `${CAREER}?branch=${offer.nniederlassungid}`));
  await interactive(page);
  const banner = page.locator('.recruiting-branch-banner');
  await expect(banner).toContainText(
    `Angebote der Niederlassung ${String(offer.sniederlassungbez).replace(/^Niederlassung /, '')}`,
  );
  const filtered = await page.locator('.recruiting-meta').innerText();
  await banner.getByRole('button', { name: 'Alle Niederlassungen' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page).not.toHaveURL(/branch=/);
  await expect(page.locator('.recruiting-meta')).not.toHaveText(filtered);
});

test('branch page (location set): only the branch’s offers, "show all" then "search in {city}"', async ({ page }) => {
  await page.goto(siteUrl('brand-c.localhost', '/de/de/jobs-muenchen'));
  await expect(offers(page).first()).toBeVisible();
  const reload = page.locator('a.recruiting-reload');
  await expect(reload).toHaveAttribute('data-kind', /searchAll|searchInCity/);
  await interactive(page);
  await expect(reload).toHaveAttribute('data-kind', 'searchInCity');
  await expect(reload).toHaveText('In München suchen');
  await expect(reload).toHaveAttribute('href', /^\/de\/de\/karriere\?city=M%C3%BCnchen;48\.\d+;11\.\d+$/);
  await reload.click();
  await expect(page).toHaveURL(/\/de\/de\/karriere\?city=/);
  await expect(page.getByRole('combobox', { name: 'Ort oder PLZ' })).toHaveValue('München');
  await expect(page.locator('.recruiting-offer__distance').first()).toContainText('km');
});

test('load more appends the next page and moves focus to its first entry', async ({ page }) => {
  await page.goto(siteUrl('localhost', CAREER));
  await interactive(page);
  await expect(offers(page)).toHaveCount(20);
  const reload = page.locator('button.recruiting-reload');
  await expect(reload).toHaveAttribute('data-reload', 'true');
  await reload.dblclick();
  await expect(offers(page)).toHaveCount(40);
  await expect(offers(page).nth(20).locator('a')).toBeFocused();
  await expect(page.locator('.recruiting-meta')).toContainText('Angebote 1 bis 40');
});

// Header mode lives in brand A's site header (e2e/header-search.spec.ts tests it in depth).
test('link mode (group home) and header mode (brand A header) lead to the career search', async ({ page }) => {
  await page.goto(siteUrl('localhost', '/de/de'));
  const link = page.locator('.recruiting--link a.recruiting-link');
  await expect(link).toHaveAttribute('href', CAREER);
  await page.goto(siteUrl('brand-a.localhost', '/de/de'));
  await interactive(page);
  const label = page.locator('.site-header button.recruiting-header-search__label');
  await label.click();
  const box = page.getByRole('dialog', { name: 'Jobsuche' });
  await expect(box).toBeVisible();
  await expect(box.getByLabel('Suchbegriff')).toBeFocused({ timeout: 2000 });
  await page.keyboard.type('Ingenieur');
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);
  await label.click();
  await expect(box.getByLabel('Suchbegriff')).toHaveValue('');
  await box.getByLabel('Suchbegriff').fill('Ingenieur');
  await box.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(new RegExp(`${CAREER}\\?search=Ingenieur$`));
  await expect(listModule(page).getByLabel('Suchbegriff')).toHaveValue('Ingenieur');
});

test('trade-fair mode: QR code, plain-text e-mail, no initiative application', async ({ page }) => {
  await page.goto(siteUrl('brand-a.localhost', `${CAREER}?messemodus=1&utm_source=fair`));
  await interactive(page);
  await expect(contentModule(page)).toHaveAttribute('data-trade-fair', 'true');
  await expect(page.locator('.recruiting-initiative')).toHaveCount(0);
  await offers(page).first().locator('a').click();
  await expect(page).toHaveURL(/\?messemodus=1/);
  const contact = layer(page).locator('.recruiting-contact');
  await expect(contact.locator('.recruiting-contact__qr img')).toBeVisible();
  await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(0);
  await expect(contact.locator('.recruiting-contact__email')).toContainText('@');
  await expect(layer(page).locator('.recruiting-apply')).toHaveAttribute('href', /utm_source=fair/);
  await page.screenshot({ path: screenshotPath('recruiting-brand-a-trade-fair-detail') });
});

test('apply links: UTM parameters passed on, except in brand C', async ({ page }) => {
  await page.goto(siteUrl('brand-c.localhost', `${CAREER}?utm_source=news&utm_medium=mail&foo=bar`));
  await interactive(page);
  await offers(page).first().locator('a').click();
  const apply = layer(page).locator('.recruiting-apply');
  await expect(apply).toHaveAttribute('href', /^https:\/\/apply\.halden\.example\/jobs\/[a-z0-9-]+-\d+$/);
  await expect(layer(page).locator('.recruiting-pdf')).toHaveAttribute(
    'href',
    new RegExp(`:${API_PORT}/v2/pdf/export/de/de/`),
  );
});

test('keyboard only: open an offer, move through it and close it with focus returned', async ({ page }) => {
  await page.goto(siteUrl('brand-b.localhost', CAREER));
  await interactive(page);
  const link = offers(page).first().locator('a');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(layer(page)).toBeVisible();
  await expect(layer(page).locator('.recruiting-detail')).toHaveAttribute('data-status', 'open');
  // The page behind is inert: tabbing never reaches it (after the last control the browser's own UI may take
  // focus, which leaves document.body active, then focus comes back into the dialog).
  let inside = 0;
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() =>
      document.activeElement?.closest('dialog') ? 'dialog' : document.activeElement === document.body ? 'body' : 'page',
    );
    expect(where).not.toBe('page');
    if (where === 'dialog') inside += 1;
  }
  expect(inside).toBeGreaterThan(10);
  await page.keyboard.press('Escape');
  await expect(layer(page)).toHaveCount(0);
  await expect(link).toBeFocused();
});

test('detail layer open has no accessibility violations', async ({ page }) => {
  await page.goto(siteUrl('brand-b.localhost', CAREER));
  await interactive(page);
  await expectNoViolations(page, 'list');
  await offers(page).first().locator('a').click();
  await expect(layer(page).locator('.recruiting-detail')).toHaveAttribute('data-status', 'open');
  await expectNoViolations(page, 'detail open');
});

test('API down: the search fails with the catalogue toast and an empty list (no "no jobs" hint beside it), no crash', async ({
  page,
}) => {
  await page.goto(siteUrl('brand-c.localhost', CAREER));
  await interactive(page);
  await page.route(`**/v4/recruiting/search**`, (route) => route.abort('connectionrefused'));
  await listModule(page).getByLabel('Suchbegriff').fill('Berater');
  await listModule(page).getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(
    page.locator('.sk-toast, [role="alert"]').filter({ hasText: 'Suche fehlgeschlagen' }).first(),
  ).toBeVisible();
  await expect(offers(page)).toHaveCount(0);
  await expect(page.locator('.recruiting-empty')).toHaveCount(0);
});

test('malformed URL parameters fall back (SPEC §5.1) and never crash the page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const query = '?radius=9999&faculty=1,x&target=%%&branch=abc&city=%E0%A4%A&search=%3Cscript%3E&type=7&messemodus=';
  await page.goto(siteUrl('brand-a.localhost', `${CAREER}${query}`));
  await interactive(page);
  await expect(offers(page).first()).toBeVisible();
  await expect(listModule(page).getByLabel('Suchbegriff')).toHaveValue('');
  await expect(page.locator('.recruiting-branch-banner')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('without JavaScript the search form submits to the career page and the server shows the results', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl('brand-b.localhost', CAREER));
  await listModule(page).getByLabel('Suchbegriff').fill('Lager');
  await listModule(page).getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(page).toHaveURL(/karriere\?search=Lager/);
  const title = await offers(page).first().locator('.recruiting-offer__title').innerText();
  expect(title.replace(/\u00ad/g, '')).toMatch(/Lager/i);
  await context.close();
});
