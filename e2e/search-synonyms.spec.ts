import { expect, test } from '@playwright/test';
import { API_PORT, cmsClient, editorAccounts, hostRequest, siteUrl } from './support';

/**
 * Editors' synonyms: an administrator saves a list in the CMS, the job search uses it within seconds; a list with a
 * broken line is refused with that line named and changes nothing; site editors cannot touch the lists.
 */

const WORD = `Klangkuenstler${Date.now() % 100_000}`;

async function apiFound(keyword: string): Promise<number> {
  const answer = await hostRequest(`localhost:${API_PORT}`, `/v4/recruiting/search?limit=0&query=${keyword}`, {
    port: API_PORT,
    headers: { 'x-meridian-api': 'e2e' },
  });
  return (JSON.parse(answer.body) as { total_found: number }).total_found;
}

test('an administrator adds synonyms in the CMS and the job search finds by them within seconds', async ({ page }) => {
  const admin = await cmsClient(editorAccounts().find((account) => account.role === 'admin')!);
  const editor = await cmsClient(editorAccounts().find((account) => account.site === 'brand-a')!);
  expect(await apiFound(WORD)).toBe(0);

  // A site editor may not read or write the group-wide lists.
  expect(
    (await editor('/cms-api/search-synonyms', 'POST', { language: 'es', rules: `${WORD}, ingeniero` })).status,
  ).toBe(403);
  expect((await editor('/cms-api/search-synonyms')).status).toBe(403);

  const existing = JSON.parse((await admin('/cms-api/search-synonyms?where[language][equals]=de')).body).docs as {
    id: number;
  }[];
  for (const doc of existing) await admin(`/cms-api/search-synonyms/${doc.id}`, 'DELETE');

  // A broken line: refused with its line number, nothing saved, the search unchanged.
  const broken = await admin('/cms-api/search-synonyms', 'POST', {
    language: 'de',
    rules: `${WORD} => Ingenieur\nallein`,
  });
  expect(broken.status).toBe(400);
  expect(broken.body).toContain('line 2');
  expect(JSON.parse((await admin('/cms-api/search-synonyms?where[language][equals]=de')).body).docs).toEqual([]);
  expect(await apiFound(WORD)).toBe(0);

  const saved = await admin('/cms-api/search-synonyms', 'POST', {
    language: 'de',
    rules: `# Test\n${WORD} => Ingenieur`,
  });
  expect(saved.status, saved.body).toBe(201);
  const id = JSON.parse(saved.body).doc.id as number;
  await expect.poll(() => apiFound(WORD), { timeout: 5_000 }).toBeGreaterThan(0);

  // A job seeker types the word on a career page and gets engineering offers.
  await page.goto(siteUrl('brand-a.localhost', `/de/de/karriere?search=${WORD}`));
  const first = page.locator('.recruiting-list-module .recruiting-offer__title').first();
  await expect(first).toBeVisible();
  expect(await first.evaluate((title) => (title.textContent ?? '').replace(/\u00ad/g, ''))).toMatch(/ingenieur/i);

  // Deleting the list takes the word out of the search again.
  expect((await admin(`/cms-api/search-synonyms/${id}`, 'DELETE')).status).toBe(200);
  await expect.poll(() => apiFound(WORD), { timeout: 5_000 }).toBe(0);
});
