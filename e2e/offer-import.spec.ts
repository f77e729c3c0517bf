import { expect, test } from '@playwright/test';
import { API_PORT, hostRequest } from './support';

/**
 * An offer import reaches the kept career page within seconds: the page cache keeps a career page for a few
 * seconds only, and the recruiting API searches a changed offer within about a second. Runs after the main specs
 * (playwright.config.ts): the imported offer is newest and would change what other specs see first.
 */

const HOST = 'brand-a.localhost';
const CAREER = '/de/de/karriere';
const DOCUMENT = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
/** Page cache: 5 s fresh, then one stale answer while it is rendered again; the API's revision poll: 0.5 s. */
const VISIBLE_WITHIN_MS = 15_000;

function apiRequest(pathname: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return hostRequest(`localhost:${API_PORT}`, pathname, { ...init, port: API_PORT });
}

async function apiJson<T>(pathname: string): Promise<T> {
  const answer = await apiRequest(pathname, { headers: { 'x-meridian-api': 'e2e' } });
  expect(answer.status, pathname).toBe(200);
  return JSON.parse(answer.body) as T;
}

/** A valid feed record of brand A (company 2) at one of its branches, in one of the known areas. */
async function feedRecord(jobId: number, title: string) {
  const [branch] = await apiJson<{ id: number; city: string; latitude: number; longitude: number }[]>(
    '/v4/data/branches/2/0?type=1,2,3,4',
  );
  return {
    jobId,
    companyId: 2,
    typeId: 3,
    branchId: branch.id,
    title: { de: title, en: title },
    areaId: 12,
    location: { city: branch.city, country: 'DE', latitude: branch.latitude, longitude: branch.longitude },
    // Newest of all: the career page lists the newest offers first.
    publishedAt: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    texts: { de: { intro: `<p>${title}</p>` } },
    contact: { firstName: 'Ada', lastName: 'Import' },
  };
}

test('an imported offer shows on the kept career page within seconds', async () => {
  const token = process.env.IMPORT_TOKEN;
  expect(token, 'IMPORT_TOKEN of the recruiting API under test').toBeTruthy();
  // The career page is kept: served from the page cache, not rendered per request.
  await expect
    .poll(async () => (await hostRequest(HOST, CAREER, { headers: DOCUMENT })).headers['x-meridian-page-cache'], {
      timeout: 20_000,
    })
    .toBe('hit');

  const stamp = Date.now();
  const title = `Importprüfer ${stamp} (m/w/d)`;
  const started = Date.now();
  const imported = await apiRequest('/v4/admin/offers', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'partial', offers: [await feedRecord(2_000_000_000 - (stamp % 1_000_000), title)] }),
  });
  expect(imported.status, imported.body).toBe(200);
  expect(JSON.parse(imported.body)).toMatchObject({ created: 1, rejected: [] });

  await expect
    // The stamp, not the title: the list may hyphenate long words with soft hyphens.
    .poll(async () => (await hostRequest(HOST, CAREER, { headers: DOCUMENT })).body.includes(String(stamp)), {
      timeout: VISIBLE_WITHIN_MS,
      intervals: [250],
    })
    .toBe(true);
  console.log(`offer import visible on the kept career page after ${Date.now() - started} ms`);
});
