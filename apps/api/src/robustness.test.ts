/**
 * Robustness of the HTTP API: fuzzed requests against every endpoint through the real Fastify app,
 * the feed import's body cap and rate limit, and PostgreSQL going away and coming back mid-run.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { STATUS_CATALOGUE } from './errors.ts';
import { OPENAPI_PATH } from './openapi/document.ts';
import { FEED_BODY_LIMIT } from './routes/admin.ts';
import { ContractChecker, type OpenApiDocument } from './test-support/openapi-contract.ts';
import {
  openTestDatabase,
  openTestRelay,
  tempSqlite,
  testConfig,
  type TestDatabase,
} from './test-support/databases.ts';
// The TCP relay `npm test` also puts between the web server and PostgreSQL: cut and restored by the test.
import { relayedUrl, type PgRelay } from '../../../scripts/lib/pg-relay.mjs';

type App = Awaited<ReturnType<typeof buildApp>>;
type Response = Awaited<ReturnType<App['inject']>>;

/** An error answer is the §8 catalogue entry of its status, as JSON, and never leaks internals. */
function expectCatalogueError(res: Response): void {
  const body = res.json() as { status: number; title: string; message: string };
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(body.status).toBe(res.statusCode);
  expect(body.title).toBe(STATUS_CATALOGUE[res.statusCode].title);
  expect(body.message).toBe(STATUS_CATALOGUE[res.statusCode].message);
  expect(res.body).not.toMatch(/SQLITE|sqlite|postgres|\bat .+:\d+:\d+|Error:/);
}

/** Rejects when a request takes longer than `ms`: a hang is a failure, not a slow pass. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref()),
  ]);
}

describe('fuzzed requests against every endpoint', () => {
  const db = tempSqlite();
  let app: App;
  let jobId = 0;
  let contract: ContractChecker;

  beforeAll(async () => {
    app = await buildApp({ config: testConfig(db, { demoOfferCount: 150, revisionPollMs: 0 }), logger: false });
    contract = new ContractChecker((await app.inject({ url: OPENAPI_PATH })).json() as OpenApiDocument);
    jobId = app.recruiting.searchIndex({
      inhouse: false,
      counts: false,
      countTotal: false,
      limit: 1,
      offset: 0,
    }).hits[0].jobId;
  });
  afterAll(async () => {
    await app?.close();
    await db.drop();
  });

  // Segments mix valid values (to reach the handlers) with junk: unicode, traversal, bad escapes, long runs.
  const junk = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponent),
    fc.constantFrom(
      '..',
      '%',
      '%ZZ',
      '%E0%A4%A',
      '%00',
      '-1',
      '0',
      '1e9',
      '99999999999999999999',
      'NaN',
      '[]',
      '{}',
      ' ',
      'a'.repeat(300),
    ),
  );
  const segment = fc.oneof(
    junk,
    fc.constant(() => String(jobId)).map((f) => f()),
    fc.constantFrom('1', '2', '113', '201', 'de', 'en', 'compressed'),
  );
  const path = fc.oneof(
    fc.constantFrom(
      '/health',
      '/v4/recruiting/search',
      '/v4/recruiting/ranges',
      '/v4/recruiting/targetgroups',
      '/v4/recruiting/types',
      '/v4/recruiting/staffresponsibilities',
      '/v4/recruiting/jobtypes',
      '/v4/recruiting/workplacetypes',
      '/v4/recruiting/internalcareers',
      '/v4/admin/offers',
      '/v4/assets/contact-default-480x480.png',
      '/v4/openapi.json',
      '/v4/docs',
      '/v4/docs/assets/reference.js',
      '/v4/qrcode',
      '/',
    ),
    segment.map((id) => `/v4/recruiting/details/${id}`),
    fc.tuple(segment, segment).map(([a, b]) => `/v4/data/branches/${a}/${b}`),
    segment.map((a) => `/v4/data/mapbranches/${a}`),
    fc.tuple(segment, segment, segment).map(([m, l, s]) => `/v2/pdf/export/${m}/${l}/${s}-${jobId}/compressed/`),
    fc.tuple(segment, segment).map(([j, t]) => `/${j}/${t}/trackingpixel.gif`),
    segment.map((q) => `/geocoding/v5/mapbox.places/${q}.json`),
    fc.array(junk, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
  );
  const names = [
    'query',
    'lat',
    'lon',
    'radius',
    'branch',
    'type',
    'limit',
    'offset',
    'faculty',
    'target',
    'count',
    'lang',
    'tag',
    'total',
    'hyphen',
    'prepare',
    'qrCodeUrl',
    'data',
    'extended',
    'faculties',
    'chash',
    'proximity',
    'language',
    'types',
    'company',
    'prioLanguage',
    'showRanges',
    'utm_source',
  ];
  const query = fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...names), junk), junk), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
  const headers = fc.record(
    {
      'x-meridian-api': fc.oneof(fc.constant(''), fc.string({ maxLength: 20 })),
      'content-type': fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'application/json; charset=latin1',
        'garbage/%%',
      ),
      authorization: fc.oneof(fc.constant('Bearer test-token'), fc.string({ maxLength: 30 })),
      accept: fc.constantFrom('*/*', 'application/json', 'text/html', 'image/png'),
      origin: fc.constantFrom('http://localhost:3000', 'http://brand-a.localhost:3000', 'https://evil.example', 'null'),
      'if-none-match': fc.string({ maxLength: 20 }),
      'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', 'x;q=abc'),
    },
    { requiredKeys: [] },
  );
  const body = fc.oneof(
    fc.constant(undefined),
    fc.string({ maxLength: 200 }),
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fc
      .array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 })
      .map((offers) => JSON.stringify({ mode: 'partial', offers })),
    fc.constantFrom(
      '{"offers": [',
      '{"__proto__": {"x": 1}, "offers": []}',
      '\u0000\u0001',
      '{"mode": "full", "offers": {}}',
    ),
  );
  const method = fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'PATCH');

  it('never answers 500 or hangs; every error is a well-formed catalogue answer, every answer one the OpenAPI document describes', async () => {
    await fc.assert(
      fc.asyncProperty(method, path, query, headers, body, async (m, p, q, h, b) => {
        const url = q ? `${p}?${q}` : p;
        let res: Response;
        try {
          res = await within(
            10_000,
            app.inject({
              method: m as 'GET',
              url,
              headers: h as Record<string, string>,
              payload: m === 'GET' || m === 'HEAD' ? undefined : b,
            }),
          );
        } catch (error) {
          // A target no client could send (inject's own URL parser refuses it, e.g. a raw backslash): not a case.
          if ((error as { code?: string }).code === 'ERR_INVALID_URL') return;
          throw error;
        }
        expect(res.statusCode, `${m} ${url}`).toBeLessThan(500);
        if (res.statusCode >= 400 && m !== 'HEAD') expectCatalogueError(res);
        // Whatever a documented operation answers, the OpenAPI document describes (status, type, headers, body).
        // The path as sent: the URL parser resolves dot segments and turns `\\` into `/` before routing.
        const sent = new URL(`http://localhost${url}`).pathname;
        const operation = m === 'GET' || m === 'PUT' ? contract.operationFor(m, sent) : undefined;
        if (operation)
          contract.check(
            operation,
            { method: m, path: sent },
            { status: res.statusCode, headers: res.headers, body: res.rawPayload },
          );
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
  });
});

describe('feed import limits', () => {
  const db = tempSqlite();
  let app: App;

  beforeAll(async () => {
    app = await buildApp({
      config: testConfig(db, { demoOfferCount: 0, seedDemoData: false, importRateLimit: 3, revisionPollMs: 0 }),
      logger: false,
      geo: false,
      documents: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await db.drop();
  });

  it('caps the body size (413) and rate-limits per client, failed sign-ins included (429)', async () => {
    const put = (headers: Record<string, string>, payload = '{"offers":[]}') =>
      app.inject({
        method: 'PUT',
        url: '/v4/admin/offers',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
    // A declared length over the cap is refused before the body is read.
    const tooLarge = await put({ authorization: 'Bearer test-token', 'content-length': String(FEED_BODY_LIMIT + 1) });
    expect(tooLarge.statusCode).toBe(413);
    expectCatalogueError(tooLarge);
    expect((await put({ authorization: 'Bearer wrong' })).statusCode).toBe(401);
    expect((await put({ authorization: 'Bearer test-token' })).statusCode).toBe(200);
    const limited = await put({ authorization: 'Bearer test-token' });
    expect(limited.statusCode).toBe(429);
    expectCatalogueError(limited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Other clients are not affected.
    const other = await app.inject({
      method: 'PUT',
      url: '/v4/admin/offers',
      remoteAddress: '10.0.0.2',
      headers: { authorization: 'Bearer test-token', 'content-type': 'application/json' },
      payload: '{"offers":[]}',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('PostgreSQL unavailable mid-run', () => {
  let db: TestDatabase | undefined;
  let app: App;
  let relay: PgRelay;

  beforeAll(async () => {
    db = await openTestDatabase('postgres');
    if (!db) return;
    relay = await openTestRelay();
    app = await buildApp({
      config: testConfig(db, {
        databaseUrl: relayedUrl(db.databaseUrl!, relay),
        demoOfferCount: 100,
        revisionPollMs: 100,
      }),
      logger: false,
      geo: false,
      documents: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await relay?.close();
    await db?.drop();
  });

  it('answers 503 with the catalogue text quickly, keeps searching from memory, and recovers on its own', async (ctx) => {
    if (!db) return ctx.skip();
    const H = { 'x-meridian-api': '' };
    const first = (await app.inject({ method: 'GET', url: '/v4/recruiting/search?limit=1', headers: H })).json()
      .matches[0].njobid as number;
    const details = () =>
      within(5_000, app.inject({ method: 'GET', url: `/v4/recruiting/details/${first}`, headers: H }));
    expect((await details()).statusCode).toBe(200);

    await relay.cut();
    const started = Date.now();
    for (const res of [
      await details(),
      await within(5_000, app.inject({ method: 'GET', url: '/health' })),
      await within(
        5_000,
        app.inject({
          method: 'PUT',
          url: '/v4/admin/offers',
          headers: { authorization: 'Bearer test-token' },
          payload: { offers: [] },
        }),
      ),
    ]) {
      expect(res.statusCode).toBe(503);
      expectCatalogueError(res);
    }
    expect(res503RetryAfter(await details())).toBe('5');
    expect(Date.now() - started).toBeLessThan(5_000);
    // Search needs no database: the in-memory index keeps answering (with the data it had).
    const search = await app.inject({ method: 'GET', url: '/v4/recruiting/search?limit=1', headers: H });
    expect(search.statusCode).toBe(200);
    expect(search.json().matches[0].njobid).toBe(first);

    await relay.open(); // same port: the database is back
    const deadline = Date.now() + 10_000;
    let back = await details();
    while (back.statusCode !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      back = await details();
    }
    expect(back.statusCode).toBe(200);
    expect(back.json().njobid).toBe(first);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

function res503RetryAfter(res: Response): string | undefined {
  expect(res.statusCode).toBe(503);
  return res.headers['retry-after'] as string | undefined;
}
