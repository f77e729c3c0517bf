import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { hostRequest, type RawResponse } from './support';
import { restJsonWhere, restQueryString } from '../apps/web/src/test/rest-query-arbitrary';

/**
 * Quality gates, robustness: random and malformed paths, query strings, headers and bodies against
 * the web service never give a 500 or a hang, and every error is a well-formed page or JSON document.
 * Bounded runs (a fixed seed per run is printed by fast-check on failure) so the suite stays quick.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

function expectWellFormed(response: RawResponse, label: string) {
  expect(response.status, `${label} → ${response.status}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  expect(response.status, label).toBeGreaterThanOrEqual(200);
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('application/json')) expect(() => JSON.parse(response.body), label).not.toThrow();
  else if (type.includes('text/html')) expect(response.body, label).toMatch(/<\/html>\s*$/i);
  else if (response.status >= 400) throw new Error(`${label}: error without a document type (${type})`);
}

const HOSTS = ['localhost', 'brand-a.localhost', 'brand-b.localhost', 'brand-c.localhost'];
const segment = fc.oneof(
  fc.constantFrom(
    'de',
    'en',
    'fr',
    'es',
    'pl',
    'xx',
    'karriere',
    'jobs',
    'kontakt',
    '..',
    '.',
    '%2e%2e',
    '%',
    '%zz',
    '%00',
    '%C0%AF',
    '~',
    ';',
    '@',
  ),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc.string({ maxLength: 30 }).map((s) => s.replace(/[\s?#/]/g, '')),
);
const path = fc.array(segment, { minLength: 0, maxLength: 6 }).map((parts) => `/${parts.join('/')}`);
const query = fc
  .array(
    fc.tuple(
      fc.constantFrom('type', 'ADMCMD_prev', 'keyword', 'search', 'city', 'radius', 'page', 'lang', 'x'),
      fc.string({ maxLength: 40 }),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : ''));

test.describe.configure({ timeout: 180_000 });

test('random paths and query strings on every site', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...HOSTS), path, query, async (host, pathname, search) => {
      expectWellFormed(await hostRequest(host, pathname + search), `GET ${host}${pathname}${search}`);
    }),
    { numRuns: RUNS },
  );
});

test('random paths under the API routes, the CMS API, media files and assets', async () => {
  const prefix = fc.constantFrom(
    '/api',
    '/api/fragment',
    '/api/maps',
    '/api/health',
    '/cms-api',
    '/cms-api/pages',
    '/cms-api/media/file',
    '/_next/static',
    '/_next/image',
    '/brands',
  );
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...HOSTS), prefix, path, query, async (host, base, pathname, search) => {
      expectWellFormed(
        await hostRequest(host, `${base}${pathname}${search}`),
        `GET ${host}${base}${pathname}${search}`,
      );
    }),
    { numRuns: RUNS },
  );
});

test('side-navigation fragment requests with random paths', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...HOSTS), path, async (host, pathname) => {
      const response = await hostRequest(host, `${pathname}?type=24818`);
      expectWellFormed(response, `GET ${host}${pathname}?type=24818`);
    }),
    { numRuns: RUNS },
  );
});

test('random and hostile headers', async () => {
  const headerValue = fc.oneof(
    fc.string({ maxLength: 200 }).map((s) => s.replace(/[\r\n\0]/g, '')),
    fc.constant('x'.repeat(7000)),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(
        'accept-language',
        'cookie',
        'x-forwarded-for',
        'user-agent',
        'accept',
        'referer',
        'if-none-match',
        'range',
      ),
      headerValue,
      fc.constantFrom('/', '/de/de', '/en/en', '/de/de/does-not-exist'),
      async (name, value, pathname) => {
        let response: RawResponse;
        try {
          response = await hostRequest('localhost', pathname, { headers: { [name]: value } });
        } catch (error) {
          // Node refuses to send some header bytes itself: that is the client, not the server.
          if (error instanceof TypeError) return;
          throw error;
        }
        // A header larger than the server accepts is refused with 431 by Node's parser before our code runs.
        if (response.status === 431) return;
        expectWellFormed(response, `${name}: ${JSON.stringify(value.slice(0, 60))}`);
      },
    ),
    { numRuns: RUNS },
  );
});

test('random host headers never reach a 500', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.domain(),
        fc.string({ maxLength: 60 }).map((s) => s.replace(/[\r\n\0]/g, '')),
      ),
      async (host) => {
        let response: RawResponse;
        try {
          response = await hostRequest(host, '/de/de', { headers: { host } });
        } catch (error) {
          if (error instanceof TypeError) return;
          throw error;
        }
        expectWellFormed(response, `Host: ${JSON.stringify(host)}`);
      },
    ),
    { numRuns: RUNS },
  );
});

test('random bodies to the consent log', async () => {
  const body = fc.oneof(
    fc.json(),
    fc.string({ maxLength: 3000 }),
    fc
      .record({ consentId: fc.string(), revision: fc.anything(), choices: fc.anything() })
      .map((value) => JSON.stringify(value)),
  );
  await fc.assert(
    fc.asyncProperty(
      body,
      fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
      async (text, type) => {
        // Distinct client addresses keep the rate limiter (tested elsewhere) out of the way.
        const forwarded = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
        const response = await hostRequest('localhost', '/api/consent', {
          method: 'POST',
          body: text,
          headers: { 'content-type': type, 'x-forwarded-for': forwarded },
        });
        expectWellFormed(response, `POST /api/consent ${type} ${text.slice(0, 80)}`);
      },
    ),
    { numRuns: RUNS },
  );
});

const CMS_COLLECTIONS = [
  '/cms-api/pages',
  '/cms-api/media',
  '/cms-api/navigation',
  '/cms-api/redirects',
  '/cms-api/pages/count',
  '/cms-api/pages/versions',
];

test('random CMS REST queries: values the database cannot take are a 400, never a 500', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...CMS_COLLECTIONS),
      fc.oneof(restQueryString, restJsonWhere),
      async (collection, search) => {
        expectWellFormed(await hostRequest('localhost', `${collection}?${search}`), `GET ${collection}?${search}`);
      },
    ),
    { numRuns: RUNS },
  );
  const clear = await hostRequest('localhost', '/cms-api/pages?where[createdAt][greater_than]=yesterday');
  expect(clear.status).toBe(400);
  expect(JSON.parse(clear.body)).toEqual({
    errors: [{ message: 'where[createdAt][greater_than]: "yesterday" is not a date' }],
  });
});

test('random bodies sent to the CMS REST API as multipart forms: a 4xx, never a 500', async () => {
  const body = fc.oneof(
    fc.json(),
    fc.string({ maxLength: 500 }),
    fc.constant(''),
    fc.constant('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n'),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(
        '/cms-api/pages',
        '/cms-api/media',
        '/cms-api/consent-log',
        '/cms-api/users/login',
        '/cms-api/users/forgot-password',
        '/cms-api/contest-entries',
      ),
      fc.constantFrom('POST', 'PATCH'),
      fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=x'),
      body,
      async (path, method, type, text) => {
        const response = await hostRequest('localhost', path, {
          method,
          body: text,
          headers: { 'content-type': type },
        });
        expectWellFormed(response, `${method} ${path} ${type} ${text.slice(0, 60)}`);
      },
    ),
    { numRuns: RUNS },
  );
});

test('CMS REST reads sent as POST with a method override (as the admin’s relationship fields do): checked the same way', async () => {
  const override = { 'x-payload-http-method-override': 'GET' };
  const relationshipQuery =
    'depth=0&limit=10&page=1&where[and][0][id][not_in][0]=1&where[and][1][title][like]=a&locale=de';
  const admin = await hostRequest('localhost', '/cms-api/pages', {
    method: 'POST',
    body: relationshipQuery,
    headers: { ...override, 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(admin.status, admin.body.slice(0, 200)).toBe(200);
  expect(JSON.parse(admin.body).docs).toBeInstanceOf(Array);
  const bad = await hostRequest('localhost', '/cms-api/pages', {
    method: 'POST',
    body: 'where[createdAt][less_than]=soon',
    headers: { ...override, 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(bad.status).toBe(400);
  expect(JSON.parse(bad.body)).toEqual({ errors: [{ message: 'where[createdAt][less_than]: "soon" is not a date' }] });
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...CMS_COLLECTIONS.slice(0, 4)),
      fc.oneof(
        fc.oneof(restQueryString, restJsonWhere).map((body) => ({ body, type: 'application/x-www-form-urlencoded' })),
        fc.jsonValue().map((value) => ({ body: JSON.stringify(value), type: 'application/json' })),
        fc.string({ maxLength: 60 }).map((body) => ({ body, type: 'application/json' })),
      ),
      async (collection, { body, type }) => {
        const response = await hostRequest('localhost', collection, {
          method: 'POST',
          body,
          headers: { ...override, 'content-type': type },
        });
        expectWellFormed(response, `POST (as GET) ${collection} ${type} ${body.slice(0, 80)}`);
      },
    ),
    { numRuns: RUNS },
  );
});
