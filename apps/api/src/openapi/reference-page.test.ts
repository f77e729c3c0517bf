/**
 * The reference page /v4/docs: served with its assets from the API's own origin under a CSP without inline code,
 * and — in Chromium — rendering every operation of the document without a console error or a request elsewhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { tempSqlite, testConfig } from '../test-support/databases.ts';
import { OPENAPI_PATH } from './document.ts';
import { REFERENCE_PATH, referencePolicy } from './reference-page.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const SCREENSHOTS = process.env.REFERENCE_SCREENSHOTS; // a folder: keep screenshots of the page at three widths

describe(`the reference page ${REFERENCE_PATH}`, () => {
  const db = tempSqlite();
  let app: App;
  let base: string;

  beforeAll(async () => {
    app = await buildApp({
      config: testConfig(db, { demoOfferCount: 10, revisionPollMs: 0 }),
      logger: false,
      geo: false,
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await db.drop();
  });

  it('is HTML under a CSP without inline code, loading only assets of this origin', async () => {
    const res = await fetch(`${base}${REFERENCE_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toBe(referencePolicy('http://api.test'));
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('unsafe');
    const html = await res.text();
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(3);
    for (const ref of refs) expect(ref, 'a path of this origin').toMatch(/^\/v4\//);
    for (const script of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(script[1]).toMatch(/\bsrc="/);
      expect(script[2]).toBe('');
    }
    expect(html).not.toMatch(/<style|style="/);
  });

  it('serves its assets with their content types, gzip on request, ETag and 304', async () => {
    const types: Record<string, string> = {
      'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
      'swagger-ui.css': 'text/css; charset=utf-8',
      'reference.js': 'text/javascript; charset=utf-8',
      'favicon-32x32.png': 'image/png',
    };
    for (const [file, type] of Object.entries(types)) {
      const res = await fetch(`${base}${REFERENCE_PATH}/assets/${file}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toBe(type);
      const etag = res.headers.get('etag')!;
      expect(
        (await fetch(`${base}${REFERENCE_PATH}/assets/${file}`, { headers: { 'if-none-match': etag } })).status,
      ).toBe(304);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    // The renderer itself (Swagger UI's bundle), compressed on the way.
    const plain = Buffer.from(
      await (
        await fetch(`${base}${REFERENCE_PATH}/assets/swagger-ui-bundle.js`, {
          headers: { 'accept-encoding': 'identity' },
        })
      ).arrayBuffer(),
    );
    expect(plain.length).toBeGreaterThan(1_000_000);
    const zipped = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(`${base}${REFERENCE_PATH}/assets/swagger-ui-bundle.js`, { headers: { 'accept-encoding': 'gzip' } }, (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c)).on('end', () =>
            resolve({ encoding: r.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        }).on('error', reject),
      );
    });
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(plain.length / 2);
    expect(zlib.gunzipSync(zipped.body).equals(plain)).toBe(true);
    expect((await fetch(`${base}${REFERENCE_PATH}/assets/nothing.js`)).status).toBe(404);
  });

  describe('in Chromium', () => {
    let browser: Browser | undefined;
    beforeAll(async () => {
      if (!fs.existsSync(CHROMIUM)) {
        if (process.env.CI) throw new Error(`Chromium is required in CI: ${CHROMIUM}`);
        console.warn(`WARNING: no Chromium at ${CHROMIUM}: browser check skipped`);
        return;
      }
      browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('renders every operation of the document, without console errors or requests to another origin', async (ctx) => {
      if (!browser) return ctx.skip();
      const doc = (await (await fetch(`${base}${OPENAPI_PATH}`)).json()) as {
        paths: Record<string, Record<string, { summary: string }>>;
      };
      const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      const problems: string[] = [];
      const foreign: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(String(e)));
      page.on('request', (r) => {
        if (!r.url().startsWith(`${base}/`) && !r.url().startsWith('data:')) foreign.push(r.url());
      });
      const res = await page.goto(`${base}${REFERENCE_PATH}`);
      expect(res?.status()).toBe(200);
      await page.locator('.opblock').first().waitFor({ timeout: 30_000 });
      await expect.poll(() => page.locator('.opblock').count(), { timeout: 10_000 }).toBe(operations.length);
      for (const op of operations)
        expect(
          await page.locator('.opblock-summary-description', { hasText: op.summary }).count(),
          op.summary,
        ).toBeGreaterThan(0);
      // An operation opens with its parameters and responses.
      await page.locator('.opblock-summary', { hasText: '/v4/recruiting/search' }).first().click();
      await page.locator('.opblock.is-open .responses-table').first().waitFor();
      if (SCREENSHOTS) {
        fs.mkdirSync(SCREENSHOTS, { recursive: true });
        for (const width of [390, 768, 1366]) {
          await page.setViewportSize({ width, height: 900 });
          await page.screenshot({ path: path.join(SCREENSHOTS, `reference-${width}.png`) });
        }
      }
      expect(problems).toEqual([]);
      expect(foreign).toEqual([]);
      await page.close();
    });
  });
});
