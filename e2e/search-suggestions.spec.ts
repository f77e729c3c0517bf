import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations, interactive, siteUrl } from './support';

/**
 * The keyword field as a job seeker meets it: job-title suggestions with their offer counts while typing (an ARIA
 * combobox with the city field's keyboard rules), the typed words marked in the result titles, and the corrected
 * spelling offered when a word was found only as a typo — on two brands, in German and English.
 */

const CASES = [
  {
    host: 'brand-a.localhost',
    path: '/de/de/karriere',
    lang: 'de',
    label: 'Suchbegriff',
    typed: 'ingen',
    word: /ingenieur/i,
    offers: 'Angebote',
    typo: 'Ingeneur',
    corrected: 'Meinten Sie „ingenieur“?',
  },
  {
    host: 'brand-c.localhost',
    path: '/de/en/careers',
    lang: 'en',
    label: 'Keyword',
    typed: 'recru',
    word: /recruit/i,
    offers: 'offers',
    typo: 'Recuiter',
    corrected: 'Did you mean “recruiter”?',
  },
] as const;

const listModule = (page: Page) => page.locator('.recruiting-list-module').first();

for (const site of CASES) {
  test.describe(`${site.host} ${site.lang}`, () => {
    test('suggests job titles while typing; the keyboard chooses one and the list shows as many offers as it said', async ({
      page,
    }) => {
      await page.goto(siteUrl(site.host, site.path));
      await interactive(page);
      const field = listModule(page).getByRole('combobox', { name: site.label });
      await expect(field).toHaveAttribute('aria-expanded', 'false');
      // The titles for the whole word: on a busy machine a pause while typing shows those of a prefix first, and
      // the later answer replaces them (and the highlight) — the keys below are for the final list.
      const final = page.waitForResponse(
        (response) =>
          response.url().includes('/v4/recruiting/suggestions?') &&
          new URL(response.url()).searchParams.get('query') === site.typed,
      );
      await field.pressSequentially(site.typed, { delay: 30 });
      await final;
      const listbox = listModule(page).getByRole('listbox');
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      const options = listbox.getByRole('option');
      await expect(options.first()).toBeVisible();
      expect(await options.count()).toBeLessThanOrEqual(5);
      for (const text of await options.allInnerTexts()) {
        expect(text).toMatch(site.word);
        expect(text).toMatch(new RegExp(`\\d+ ${site.offers}$`));
      }
      // The city field's keyboard rules: down wraps from the last to the first, Escape closes.
      await field.press('ArrowDown');
      await expect(field).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await field.press('ArrowUp');
      await expect(options.last()).toHaveAttribute('aria-selected', 'true');
      await field.press('Escape');
      await expect(field).toHaveAttribute('aria-expanded', 'false');
      await field.press('ArrowDown');
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      await expectNoViolations(page);

      await field.press('ArrowDown');
      const chosen = (await options.first().innerText())
        .split('\n')[0]!
        .replace(new RegExp(`\\s*\\d+ ${site.offers}$`), '');
      const count = Number(/(\d+) /.exec(await options.first().locator('.recruiting-combobox__count').innerText())![1]);
      const searched = page.waitForResponse((response) => response.url().includes('/v4/recruiting/search?'));
      await field.press('Enter');
      await searched;
      await expect(field).toHaveValue(chosen.trim());
      await expect(page).toHaveURL(/search=/);
      await expect(listModule(page).locator('.recruiting-meta')).toContainText(
        count.toLocaleString(site.lang === 'de' ? 'de-DE' : 'en'),
      );
      // The chosen title's words are marked in the titles of the results.
      const firstTitle = listModule(page).locator('.recruiting-offer__title').first();
      await expect(firstTitle.locator('mark').first()).toBeVisible();
      expect((await firstTitle.locator('mark').allInnerTexts()).join(' ').replace(/\u00ad/g, '')).toMatch(site.word);
    });

    test('offers the corrected spelling with its count when a word was found only as a typo', async ({ page }) => {
      await page.goto(siteUrl(site.host, site.path));
      await interactive(page);
      const field = listModule(page).getByRole('combobox', { name: site.label });
      // A title highlighted for what was typed before is not what Enter takes once the text changed.
      await field.pressSequentially(site.typed, { delay: 30 });
      await expect(listModule(page).getByRole('option').first()).toBeVisible();
      await field.press('ArrowDown');
      const searched = page.waitForResponse((response) => response.url().includes('/v4/recruiting/search?'));
      await field.fill(site.typo);
      await field.press('Enter');
      await searched;
      const offer = listModule(page).getByRole('button', { name: site.corrected });
      await expect(offer).toBeVisible();
      const shown = Number(
        /\((\d+)/.exec(await listModule(page).locator('.recruiting-did-you-mean__count').innerText())![1],
      );
      const corrected = page.waitForResponse((response) => response.url().includes('/v4/recruiting/search?'));
      await offer.click();
      // The list now shows the search for the corrected word, with as many offers as the offer said.
      expect(((await (await corrected).json()) as { total_found: number }).total_found).toBe(shown);
      await expect(page).toHaveURL(/search=(ingenieur|recruiter)/);
      await expect(listModule(page).getByRole('button', { name: site.corrected })).toHaveCount(0);
    });
  });
}

test('asks for nothing under three letters and takes no markup from titles', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v4/recruiting/suggestions')) asked.push(request.url());
  });
  await page.goto(siteUrl('brand-a.localhost', '/de/de/karriere'));
  await interactive(page);
  const field = listModule(page).getByRole('combobox', { name: 'Suchbegriff' });
  await field.pressSequentially('in', { delay: 40 });
  await page.waitForTimeout(400);
  expect(asked).toEqual([]);
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await field.fill('<img src=x onerror=alert(1)>');
  await page.waitForTimeout(400);
  await expect(listModule(page).locator('.recruiting-combobox__list img')).toHaveCount(0);
});

const NO_RESULTS = [
  {
    host: 'brand-a.localhost',
    path: '/de/de/karriere?search=Java&faculty=12001',
    offer: 'Ohne den Filter „Fachbereich“ suchen',
    count: /\((\d+) Angebote\)/,
    empty: 'Keine Jobs gefunden',
  },
  {
    host: 'brand-c.localhost',
    path: '/de/en/careers?search=Recruiter%20Xylophonbau',
    offer: 'Search without the keyword “Recruiter Xylophonbau”',
    count: /\((\d+) offers\)/,
    empty: 'No jobs found',
  },
] as const;

for (const site of NO_RESULTS) {
  test(`${site.host}: a search that finds nothing offers what would, with counts, as links`, async ({ page }) => {
    await page.goto(siteUrl(site.host, site.path));
    await interactive(page);
    const module = listModule(page);
    await expect(module.getByText(site.empty)).toBeVisible();
    const link = module.getByRole('link', { name: site.offer });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', /karriere|careers/);
    const count = Number(site.count.exec(await link.locator('xpath=..').innerText())![1]);
    expect(count).toBeGreaterThan(0);
    await expectNoViolations(page);
    const searched = page.waitForResponse((response) => response.url().includes('/v4/recruiting/search?'));
    await link.click();
    expect(((await (await searched).json()) as { total_found: number }).total_found).toBe(count);
    await expect(module.locator('.recruiting-offer').first()).toBeVisible();
    await expect(module.getByText(site.empty)).toHaveCount(0);
  });
}
