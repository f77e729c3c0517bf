import { expect, test, type Page } from '@playwright/test';
import type { OfferListItem, SearchResponse } from '@meridian/contracts';
import { API_PORT, presetConsentState, screenshotPath, siteUrl } from './support';

// Details of the recruiting module a tester found: city suggestions named twice, hourly rates read as salaries,
// brand A's project table on phones, brand B's accordion markers and its 'du', French and Spanish offer titles.

const CAREER = '/de/de/karriere';
const WIDTHS = [390, 768, 1366] as const;
const api = (path: string) => `http://localhost:${API_PORT}${path}`;

async function ready(page: Page) {
  await expect(page.locator('html[data-site-kit="ready"]')).toHaveCount(1);
}

async function apiSearch(qs: string): Promise<SearchResponse> {
  const response = await fetch(api(`/v4/recruiting/search?${qs}`), { headers: { 'x-meridian-api': '' } });
  expect(response.status).toBe(200);
  return (await response.json()) as SearchResponse;
}

/** Visitors who already chose their cookies: no consent dialog over the page. */
test.use({ storageState: presetConsentState() });

test('city suggestions name each place once (Berlin and Hamburg are towns, not again their regions)', async ({
  page,
}) => {
  await page.goto(siteUrl('brand-b.localhost', CAREER));
  await ready(page);
  const city = page.getByRole('combobox', { name: 'Ort oder PLZ' });
  const list = page.getByRole('listbox', { name: 'Ort oder PLZ' });
  for (const [typed, expected] of [
    ['Berl', 'Berlin, Deutschland'],
    ['Hamburg', 'Hamburg, Deutschland'],
  ] as const) {
    await city.fill(typed);
    await expect(list.getByRole('option').first()).toContainText(expected.split(',')[0]!);
    const options = (await list.getByRole('option').allInnerTexts()).map((text) =>
      text
        .replace(/\p{Cf}/gu, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    expect(
      options.filter((text) => text === expected),
      options.join(' | '),
    ).toHaveLength(1);
    expect(new Set(options).size, options.join(' | ')).toBe(options.length);
  }
});

test('an hourly project rate is labelled and shown per hour (de, en), a yearly salary as before', async ({ page }) => {
  const projects = await apiSearch('type=4&company=kestrel&limit=100&lang=de');
  const hourly = projects.matches.find(
    (offer) =>
      offer.annualSalaryPeriod === 'HOUR' && offer.annualSalaryMinimum != null && offer.annualSalaryMaximum != null,
  );
  expect(hourly, 'a demo project with an hourly rate').toBeTruthy();
  await page.goto(siteUrl('brand-a.localhost', `${CAREER}/${hourly!.njobid}/${hourly!.urlpart}`));
  const salary = page.locator('dialog.recruiting-layer .recruiting-detail__meta li[data-salary-period="hour"]');
  await expect(salary).toHaveText(
    `Stundensatz: ${hourly!.annualSalaryMinimum} - ${hourly!.annualSalaryMaximum} € / Std.`,
  );
  await expect(salary).toBeVisible();
  expect(await salary.innerText()).toMatch(/€ \/ Std\.$/);

  const jobs = await apiSearch('type=3&company=kestrel&limit=100&lang=de');
  const yearly = jobs.matches.find((offer) => offer.annualSalaryPeriod === 'YEAR' && offer.annualSalaryMinimum != null);
  expect(yearly, 'a brand A job with a yearly salary').toBeTruthy();
  await page.goto(siteUrl('brand-a.localhost', `${CAREER}/${yearly!.njobid}/${yearly!.urlpart}`));
  await expect(
    page.locator('dialog.recruiting-layer .recruiting-detail__meta li[data-salary-period="year"]'),
  ).toHaveText(/^Gehalt: [\d.]+ - [\d.]+ €$/);
});

/** What a visitor sees in each cell of the project table: its text as shown and whether its label shows. */
function visibleCells(page: Page) {
  return page.locator('.recruiting-offer__cell').evaluateAll((cells) =>
    cells
      .filter((cell) => (cell as HTMLElement).offsetParent !== null && cell.getBoundingClientRect().height > 0)
      .map((cell) => {
        const label = cell.querySelector('.recruiting-offer__cell-label');
        const labelShown = !!label && label.getBoundingClientRect().width > 2;
        return {
          name: (cell as HTMLElement).dataset.cell,
          text: (cell as HTMLElement).innerText.trim(),
          labelShown,
          job: cell.closest('.recruiting-offer')?.getAttribute('data-type') === '3',
        };
      }),
  );
}

test("brand A's project table: on phones every shown cell has its label, no '- -', the distance with the location", async ({
  page,
}) => {
  // A city search: Stuttgart, 100 km (brand A's head office).
  const query = `?city=${encodeURIComponent('Stuttgart;48.7758;9.1829')}&radius=100`;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(siteUrl('brand-a.localhost', `${CAREER}${query}`));
    await ready(page);
    await expect(page.locator('.recruiting-results[data-layout="table"] .recruiting-offer').first()).toBeVisible();
    await expect(
      page.locator('.recruiting-offer[data-type="4"]').first(),
      'projects in the list: the table with its header',
    ).toBeAttached();
    const cells = await visibleCells(page);
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) {
      expect(cell.text, `${width}px ${cell.name}`).not.toMatch(/^(-|- -)$/);
      // A label never stands alone: a cell shown with its label has a value.
      if (cell.labelShown)
        expect(
          cell.text.replace(/^(Dauer|Start|Einsatzort):\s*/, '').trim(),
          `${width}px ${cell.name}: ${cell.text}`,
        ).not.toBe('');
    }
    if (width === 390) {
      // No header on phones: every shown cell says what it is; job rows show no duration or start.
      await expect(page.locator('.recruiting-results__header')).toBeHidden();
      for (const cell of cells) expect(cell.labelShown, `${cell.name}: ${cell.text}`).toBe(true);
      expect(cells.filter((cell) => cell.job && cell.name !== 'location')).toEqual([]);
    } else {
      await expect(page.locator('.recruiting-results__header')).toBeVisible();
    }
    // The distance to the searched city, in every row's location.
    const rows = page.locator('.recruiting-results[data-layout="table"] .recruiting-offer');
    const count = await rows.count();
    for (let i = 0; i < Math.min(count, 8); i++)
      await expect(rows.nth(i).locator('.recruiting-offer__distance')).toHaveText(/^\d+ km entfernt$/);
    await page
      .locator('.recruiting-results')
      .evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80));
    await page.waitForTimeout(200);
    await page.screenshot({ path: screenshotPath(`recruiting-brand-a-table-${width}`) });
  }
});

test("brand B's detail accordion: the open/closed chevron sits inside the text column; keyboard and roles as <details>", async ({
  page,
}) => {
  const list = await apiSearch('company=brightwork&limit=20&lang=de');
  const offer: OfferListItem = list.matches[0]!;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(siteUrl('brand-b.localhost', `${CAREER}/${offer.njobid}/${offer.urlpart}`));
    await ready(page);
    const accordions = page.locator('dialog.recruiting-layer details.recruiting-accordion');
    await expect(accordions.first()).toBeVisible();
    const geometry = await accordions.evaluateAll((items) =>
      items.map((details) => {
        const summary = details.querySelector('summary')!;
        const column = details.closest('.recruiting-detail__main')!.getBoundingClientRect();
        const box = summary.getBoundingClientRect();
        const marker = getComputedStyle(summary, '::after');
        return {
          display: getComputedStyle(summary).display,
          nativeMarker: getComputedStyle(summary, '::marker').content,
          chevron: marker.content !== 'none' && marker.borderRightStyle === 'solid',
          inside: box.left >= column.left - 0.5 && box.right <= column.right + 0.5,
        };
      }),
    );
    for (const item of geometry) {
      expect(item.display, `${width}px`).not.toBe('list-item'); // no browser triangle
      expect(item.chevron, `${width}px`).toBe(true);
      expect(item.inside, `${width}px`).toBe(true);
    }
    await page.waitForTimeout(350);
    await page.locator('dialog.recruiting-layer .recruiting-accordion').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(`recruiting-brand-b-accordion-${width}`) });
  }
  // Keyboard: Tab reaches each heading row; Enter and Space open and close it, as a disclosure.
  const second = page.locator('dialog.recruiting-layer details.recruiting-accordion').nth(1);
  const summary = second.locator('summary');
  await summary.focus();
  await expect(summary).toBeFocused();
  const open = () => second.evaluate((details) => (details as HTMLDetailsElement).open);
  const before = await open();
  await page.keyboard.press('Enter');
  expect(await open()).toBe(!before);
  await page.keyboard.press('Space');
  expect(await open()).toBe(before);
  // Screen readers get the disclosure: Chromium exposes <summary> with its expanded state.
  const snapshot = await second.ariaSnapshot();
  expect(snapshot).toMatch(/group|button|DisclosureTriangle/);
});

test("brand B speaks 'du' throughout: pages, consent dialog, recruiting module and an offer", async ({ browser }) => {
  const SIE = /\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b/g;
  // A first visit: the consent dialog is open over the page.
  const context = await browser.newContext();
  const page = await context.newPage();
  const list = await apiSearch('company=brightwork&limit=20&lang=de');
  const offer = list.matches[0]!;
  for (const path of [
    '/de/de',
    CAREER,
    `${CAREER}/${offer.njobid}/${offer.urlpart}`,
    '/de/de/kontakt',
    '/de/de/gibt-es-nicht',
  ]) {
    await page.goto(siteUrl('brand-b.localhost', path));
    await ready(page);
    const text = await page.evaluate(() => {
      const parts = [document.body.innerText];
      for (const dialog of document.querySelectorAll('dialog')) parts.push((dialog as HTMLElement).innerText);
      return parts.join('\n');
    });
    // 'Sie' for a thing ('Sie erscheint, sobald…': the map) is not the visitor.
    const formal = [...text.replace(/Sie erscheint/g, '').matchAll(SIE)].map((m) =>
      text.slice(Math.max(0, m.index! - 40), m.index! + 40),
    );
    expect(formal, path).toEqual([]);
  }
  await context.close();
});

test('French and Spanish career lists show French and Spanish offer titles', async ({ page }) => {
  for (const [path, lang, suffix] of [
    ['/fr/fr/carrieres', 'fr', '(H/F)'],
    ['/es/es/empleo', 'es', '(H/M)'],
  ] as const) {
    await page.goto(siteUrl('brand-a.localhost', path));
    await ready(page);
    const titles = (await page.locator('.recruiting-offer__title').allInnerTexts()).map((t) =>
      t.replaceAll('\u00ad', '').trim(),
    );
    expect(titles.length, path).toBeGreaterThan(0);
    const ids = await page
      .locator('.recruiting-offer')
      .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-job-id'))));
    const english = await apiSearch(`company=kestrel&limit=100&lang=en`);
    const local = await apiSearch(`company=kestrel&limit=100&lang=${lang}`);
    for (const [i, id] of ids.entries()) {
      const mine = local.matches.find((o) => o.njobid === id);
      const en = english.matches.find((o) => o.njobid === id);
      if (!mine || !en) continue;
      expect(titles[i], `${path} #${id}`).toBe(mine.sjobbez);
      expect(titles[i], `${path} #${id}`).not.toBe(en.sjobbez);
    }
    expect(
      titles.some((t) => t.endsWith(suffix)),
      `${path}: ${titles.slice(0, 5).join(' | ')}`,
    ).toBe(true);
    expect(
      titles.some((t) => /\(m\/f\/d\)$/.test(t)),
      path,
    ).toBe(false);
  }
});
