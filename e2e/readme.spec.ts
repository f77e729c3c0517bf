/**
 * The README's addresses are served: every local URL it names, and every site's locale roots from its table of
 * sites, answer (after their redirects) with a page, a script or a mailbox, never a 404. A README that names a
 * script nothing serves is a defect a newcomer meets first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { API_PORT, hostRequest, WEB_PORT, type RawResponse } from './support';

const README = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'README.md'), 'utf8');
/** The README's ports (the defaults of `npm start`) to this pass's own. */
const PORTS: Record<string, number> = {
  '3000': WEB_PORT,
  '3001': API_PORT,
  '1080': Number(process.env.E2E_MAIL_WEB_PORT ?? 1080),
};

/** A GET that follows up to five same-server redirects; the last answer and the paths it went through. */
async function follow(host: string, port: number, pathname: string): Promise<RawResponse & { path: string }> {
  let current = pathname;
  for (let hop = 0; ; hop++) {
    // As a browser asks: the inbox serves its page to a request that accepts HTML.
    const response = await hostRequest(host, current, { port, headers: { accept: 'text/html,*/*;q=0.8' } });
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || !location || hop === 5)
      return { ...response, path: current };
    const next = new URL(location, `http://${host}:${port}${current}`);
    current = next.pathname + next.search;
  }
}

/**
 * Every local URL in the README. The API's bare origin is named as a base URL (`PUBLIC_API_URL`'s default); its
 * browsable page is the reference at `/v4/docs`, which the README names as a path of the API.
 */
const urls = [
  ...new Set([
    ...(README.match(/https?:\/\/[a-z0-9.-]*localhost(?::\d+)?(?:\/[^\s)`'"<>]*)?/g) ?? []),
    'http://localhost:3001/v4/docs',
    'http://localhost:3001/v4/openapi.json',
  ]),
]
  .map((href) => new URL(href))
  .filter((url) => !(url.port === '3001' && url.pathname === '/'));

test('the README names the local addresses a newcomer opens', () => {
  const named = urls.map((url) => url.href);
  expect(named).toContain('http://localhost:3000/admin');
  expect(named).toContain('http://localhost:3001/meridian-recruiting.js');
  expect(named).toContain('http://brand-a.localhost:3000/');
  expect(README).toContain('`/v4/docs`');
  expect(README).toContain('`/v4/openapi.json`');
});

for (const url of urls) {
  test(`${url.href} is served`, async () => {
    const port = PORTS[url.port];
    expect(port, `a port the README uses: ${url.port}`).toBeDefined();
    const response = await follow(url.hostname, port!, url.pathname + url.search);
    expect(response.status, `${url.href} ended at ${response.path}`).toBeLessThan(400);
    if (url.pathname.endsWith('.js')) expect(response.headers['content-type']).toMatch(/javascript/);
    else expect(response.body.length).toBeGreaterThan(0);
  });
}

// The table of sites: "| `brand-a` | … | http://brand-a.localhost:3000 | `/de/de`, `/de/en`, … |".
const siteRows = [...README.matchAll(/^\| `([a-z-]+)` \|.*?\| http:\/\/([a-z.-]+):3000[^|]*\| ([^|]+) \|$/gm)].map(
  ([, key, host, paths]) => ({ key: key!, host: host!, paths: [...paths!.matchAll(/`(\/[^`]+)`/g)].map((m) => m[1]!) }),
);

test("the README's table lists all four sites", () => {
  expect(siteRows.map((row) => row.key)).toEqual(['group', 'brand-a', 'brand-b', 'brand-c']);
});

for (const site of siteRows) {
  test(`${site.key}: the locale roots the README lists are its home pages (${site.paths.join(', ')})`, async () => {
    for (const pathname of site.paths) {
      const response = await follow(site.host, WEB_PORT, pathname);
      expect(response.status, `${site.host}${pathname}`).toBe(200);
      expect(response.path).toBe(pathname);
      expect(response.body).toContain(`lang="${pathname.split('/')[2]}"`);
    }
  });
}
