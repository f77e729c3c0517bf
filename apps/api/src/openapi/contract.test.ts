/**
 * Contract test: the OpenAPI document (/v4/openapi.json) against real answers. For every operation, real HTTP
 * requests go to the real server (listening on a port, SQLite; PostgreSQL behind a relay that is cut for the 503s);
 * each answer's status, content type, documented headers and body are validated against the document — JSON
 * bodies with Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1), strictly: a field the document does not list
 * fails too. The test also fails when a documented (operation, status) has no case here, and when a route the
 * server registers is missing from the document (or the other way round).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { FEED_BODY_LIMIT, SYNONYMS_BODY_LIMIT } from '../routes/admin.ts';
import { AGENT_MATCHES_BODY_LIMIT } from '../routes/agent-matches.ts';
import {
  openTestDatabase,
  openTestRelay,
  tempSqlite,
  testConfig,
  type TestDatabase,
} from '../test-support/databases.ts';
import { ContractChecker, type OpenApiDocument, type Req, type Res } from '../test-support/openapi-contract.ts';
import { relayedUrl, type PgRelay } from '../../../../scripts/lib/pg-relay.mjs';
import { MAX_PARAM_LENGTH, OPENAPI_PATH } from './document.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

// ---------------------------------------------------------------------------------------------------------------
// Real HTTP

function send(base: URL, r: Req): Promise<Res> {
  return new Promise((resolve, reject) => {
    let done = false;
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: r.method ?? 'GET',
        path: r.path,
        headers: r.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          done = true;
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) });
          req.destroy();
        });
      },
    );
    req.on('error', (error) => {
      if (!done) reject(error);
    });
    if (r.declaredLength !== undefined) {
      req.setHeader('content-length', String(r.declaredLength));
      req.flushHeaders();
    } else req.end(r.body);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Cases: every documented (operation, status) has at least one

interface Fixture {
  jobId: number;
  urlpart: string;
  embedFile: string;
}
interface Case {
  operationId: string;
  status: number;
  name: string;
  /** The request; may send others first (e.g. for an ETag). */
  request: (fx: Fixture, base: URL) => Req | Promise<Req>;
  /** Send the request until this status comes (the rate limit), at most this often. */
  repeatUntilStatus?: number;
}

const H = { 'x-meridian-api': '' };
const FEED = { authorization: 'Bearer test-token', 'content-type': 'application/json' };
const qr = `/v4/qrcode?data=${encodeURIComponent('https://example.org/offer')}`;
const pdf = (fx: Fixture) => `/v2/pdf/export/de/de/${fx.urlpart}-${fx.jobId}/compressed`;
const lists = [
  'listTargetGroups',
  'listOfferTypes',
  'listStaffResponsibilities',
  'listJobTypes',
  'listWorkplaceTypes',
  'listInternalCareers',
];
const listPath: Record<string, string> = {
  listTargetGroups: 'targetgroups',
  listOfferTypes: 'types',
  listStaffResponsibilities: 'staffresponsibilities',
  listJobTypes: 'jobtypes',
  listWorkplaceTypes: 'workplacetypes',
  listInternalCareers: 'internalcareers',
};
/** A request with the ETag of a first answer as If-None-Match. */
const revalidate =
  (p: string, headers: Record<string, string> = {}) =>
  async (_fx: Fixture, base: URL): Promise<Req> => {
    const first = await send(base, { path: p, headers });
    expect(first.status).toBe(200);
    return { path: p, headers: { ...headers, 'if-none-match': String(first.headers.etag) } };
  };

const CASES: Case[] = [
  { operationId: 'getHealth', status: 200, name: 'database answers', request: () => ({ path: '/health' }) },
  {
    operationId: 'searchOffers',
    status: 200,
    name: 'facets, distance, hyphens, ranges',
    request: () => ({
      path: '/v4/recruiting/search?count=kestrel&limit=5&lat=48.1351&lon=11.582&radius=200&hyphen=true&showRanges=true',
      headers: H,
    }),
  },
  {
    operationId: 'searchOffers',
    status: 200,
    name: 'plain page',
    request: () => ({ path: '/v4/recruiting/search?query=ingenieur&limit=20&lang=en', headers: H }),
  },
  {
    operationId: 'searchOffers',
    status: 200,
    name: 'a typo, corrected',
    request: () => ({ path: '/v4/recruiting/search?query=Ingeneur&limit=3', headers: H }),
  },
  {
    operationId: 'suggestTitles',
    status: 200,
    name: 'titles for a typed prefix',
    request: () => ({ path: '/v4/recruiting/suggestions?query=ingen&company=kestrel', headers: H }),
  },
  {
    operationId: 'suggestTitles',
    status: 400,
    name: 'keyword too long',
    request: () => ({ path: `/v4/recruiting/suggestions?query=${'x'.repeat(101)}`, headers: H }),
  },
  {
    operationId: 'suggestTitles',
    status: 403,
    name: 'no x-meridian-api',
    request: () => ({ path: '/v4/recruiting/suggestions?query=ingen' }),
  },
  {
    operationId: 'searchOffers',
    status: 400,
    name: 'limit out of range',
    request: () => ({ path: '/v4/recruiting/search?limit=1000', headers: H }),
  },
  {
    operationId: 'searchOffers',
    status: 403,
    name: 'no x-meridian-api',
    request: () => ({ path: '/v4/recruiting/search' }),
  },
  {
    operationId: 'getOfferDetail',
    status: 200,
    name: 'the offer, with QR code and hyphens',
    request: (fx) => ({
      path: `/v4/recruiting/details/${fx.jobId}?prepare=active&hyphen=active&qrCodeUrl=${encodeURIComponent('https://example.org/x')}&lang=en`,
      headers: H,
    }),
  },
  {
    operationId: 'getOfferDetail',
    status: 200,
    name: '{} for an unknown offer',
    request: () => ({ path: '/v4/recruiting/details/999999999', headers: H }),
  },
  {
    operationId: 'getOfferDetail',
    status: 400,
    name: 'jobId not a number',
    request: () => ({ path: '/v4/recruiting/details/abc', headers: H }),
  },
  {
    operationId: 'getOfferDetail',
    status: 414,
    name: 'jobId over the router cap',
    request: () => ({ path: `/v4/recruiting/details/${'1'.repeat(MAX_PARAM_LENGTH + 1)}`, headers: H }),
  },
  {
    operationId: 'getOfferDetail',
    status: 403,
    name: 'no x-meridian-api',
    request: (fx) => ({ path: `/v4/recruiting/details/${fx.jobId}` }),
  },
  {
    operationId: 'listOfferUrls',
    status: 200,
    name: 'a page',
    request: () => ({ path: '/v4/recruiting/offer-urls?company=kestrel&limit=5', headers: H }),
  },
  {
    operationId: 'listOfferUrls',
    status: 400,
    name: 'company missing',
    request: () => ({ path: '/v4/recruiting/offer-urls', headers: H }),
  },
  {
    operationId: 'listOfferUrls',
    status: 403,
    name: 'no x-meridian-api',
    request: () => ({ path: '/v4/recruiting/offer-urls?company=kestrel' }),
  },
  {
    operationId: 'listRanges',
    status: 200,
    name: 'with faculties',
    request: () => ({ path: '/v4/recruiting/ranges?faculties=true&lang=en' }),
  },
  {
    operationId: 'listRanges',
    status: 200,
    name: 'without faculties',
    request: () => ({ path: '/v4/recruiting/ranges' }),
  },
  {
    operationId: 'listRanges',
    status: 400,
    name: 'unknown language',
    request: () => ({ path: '/v4/recruiting/ranges?lang=xx' }),
  },
  ...lists.flatMap((operationId): Case[] => [
    {
      operationId,
      status: 200,
      name: 'in French',
      request: () => ({ path: `/v4/recruiting/${listPath[operationId]}?lang=fr` }),
    },
    {
      operationId,
      status: 400,
      name: 'unknown language',
      request: () => ({ path: `/v4/recruiting/${listPath[operationId]}?lang=xx` }),
    },
  ]),
  {
    operationId: 'listBranches',
    status: 200,
    name: 'group, extended',
    request: () => ({ path: '/v4/data/branches/1/0?extended=true' }),
  },
  {
    operationId: 'listBranches',
    status: 200,
    name: 'brand, some kinds',
    request: () => ({ path: '/v4/data/branches/2/0?type=1,2' }),
  },
  {
    operationId: 'listBranches',
    status: 400,
    name: 'unknown company',
    request: () => ({ path: '/v4/data/branches/9/0' }),
  },
  {
    operationId: 'listBranches',
    status: 414,
    name: 'branchId over the router cap',
    request: () => ({ path: `/v4/data/branches/1/${'1'.repeat(MAX_PARAM_LENGTH + 1)}` }),
  },
  { operationId: 'listMapBranches', status: 200, name: 'a brand', request: () => ({ path: '/v4/data/mapbranches/2' }) },
  {
    operationId: 'listMapBranches',
    status: 400,
    name: 'company not a number',
    request: () => ({ path: '/v4/data/mapbranches/x' }),
  },
  {
    operationId: 'listMapBranches',
    status: 414,
    name: 'companyId over the router cap',
    request: () => ({ path: `/v4/data/mapbranches/${'2'.repeat(MAX_PARAM_LENGTH + 1)}` }),
  },
  {
    operationId: 'getDefaultContactImage',
    status: 200,
    name: 'the PNG',
    request: () => ({ path: '/v4/assets/contact-default-480x480.png' }),
  },
  {
    operationId: 'getEmbedScript',
    status: 404,
    name: 'bundle not built',
    request: (fx) => {
      fs.rmSync(fx.embedFile, { force: true });
      return { path: '/meridian-recruiting.js' };
    },
  },
  {
    operationId: 'getEmbedScript',
    status: 200,
    name: 'the script',
    request: (fx) => {
      fs.writeFileSync(fx.embedFile, 'window.meridian={api:"__MERIDIAN_RECRUITING_API__"};');
      return { path: '/meridian-recruiting.js' };
    },
  },
  { operationId: 'getEmbedScript', status: 304, name: 'If-None-Match', request: revalidate('/meridian-recruiting.js') },
  {
    operationId: 'getEmbedScript',
    status: 400,
    name: 'v too long',
    request: () => ({ path: `/meridian-recruiting.js?v=${'a'.repeat(65)}` }),
  },
  {
    operationId: 'geocode',
    status: 200,
    name: 'a city in two languages',
    request: () => ({ path: '/geocoding/v5/mapbox.places/M%C3%BCnchen.json?language=de,en&limit=3' }),
  },
  {
    operationId: 'geocode',
    status: 200,
    name: 'a postcode',
    request: () => ({ path: '/geocoding/v5/mapbox.places/80331.json?types=postcode' }),
  },
  {
    operationId: 'geocode',
    status: 400,
    name: 'limit out of range',
    request: () => ({ path: '/geocoding/v5/mapbox.places/Berlin.json?limit=99' }),
  },
  { operationId: 'getOfferPdf', status: 200, name: 'the documented path', request: (fx) => ({ path: pdf(fx) }) },
  {
    operationId: 'getOfferPdf',
    status: 304,
    name: 'If-None-Match',
    request: async (fx, base) => revalidate(pdf(fx))(fx, base),
  },
  {
    operationId: 'getOfferPdf',
    status: 404,
    name: 'unknown offer',
    request: () => ({ path: '/v2/pdf/export/de/de/x-999999999/compressed' }),
  },
  {
    operationId: 'getOfferPdf',
    status: 404,
    name: 'unknown language',
    request: (fx) => ({ path: `/v2/pdf/export/de/xx/${fx.urlpart}-${fx.jobId}/compressed` }),
  },
  {
    operationId: 'getOfferPdf',
    status: 400,
    name: 'malformed escape',
    request: () => ({ path: '/v2/pdf/export/de/de/%E0%A4%A-1/compressed' }),
  },
  { operationId: 'getQrCode', status: 200, name: 'a URL', request: () => ({ path: qr }) },
  { operationId: 'getQrCode', status: 304, name: 'If-None-Match', request: revalidate(qr) },
  { operationId: 'getQrCode', status: 400, name: 'data missing', request: () => ({ path: '/v4/qrcode' }) },
  {
    operationId: 'getTrackingPixel',
    status: 200,
    name: 'counts a view',
    request: (fx) => ({ path: `/${fx.jobId}/newsletter/trackingpixel.gif?chash=abc` }),
  },
  {
    operationId: 'getTrackingPixel',
    status: 400,
    name: 'jobId not a number',
    request: () => ({ path: '/abc/newsletter/trackingpixel.gif' }),
  },
  {
    operationId: 'getTrackingPixel',
    status: 414,
    name: 'tracking key over the router cap',
    request: (fx) => ({ path: `/${fx.jobId}/${'a'.repeat(MAX_PARAM_LENGTH + 1)}/trackingpixel.gif` }),
  },
  { operationId: 'getOpenApiDocument', status: 200, name: 'the document', request: () => ({ path: OPENAPI_PATH }) },
  { operationId: 'getReferencePage', status: 200, name: 'the page', request: () => ({ path: '/v4/docs' }) },
  ...['swagger-ui-bundle.js', 'swagger-ui.css', 'reference.js', 'favicon-32x32.png'].map((file): Case => ({
    operationId: 'getReferenceAsset',
    status: 200,
    name: file,
    request: () => ({ path: `/v4/docs/assets/${file}` }),
  })),
  {
    operationId: 'getReferenceAsset',
    status: 304,
    name: 'If-None-Match',
    request: revalidate('/v4/docs/assets/swagger-ui.css'),
  },
  {
    operationId: 'getReferenceAsset',
    status: 404,
    name: 'unknown file',
    request: () => ({ path: '/v4/docs/assets/nothing.js' }),
  },
  {
    operationId: 'getReferenceAsset',
    status: 400,
    name: 'malformed escape',
    request: () => ({ path: '/v4/docs/assets/%E0%A4%A' }),
  },
  {
    operationId: 'getReferenceAsset',
    status: 414,
    name: 'file name over the router cap',
    request: () => ({ path: `/v4/docs/assets/${'a'.repeat(MAX_PARAM_LENGTH + 1)}` }),
  },
  // The import's cases last: each request counts against its rate limit (IMPORT_RATE_LIMIT, per client address).
  {
    operationId: 'importOffers',
    status: 200,
    name: 'a partial feed with a rejected record',
    request: () => ({
      method: 'PUT',
      path: '/v4/admin/offers',
      headers: FEED,
      body: JSON.stringify({ mode: 'partial', offers: [{ jobId: 'not a number' }] }),
    }),
  },
  {
    operationId: 'importOffers',
    status: 400,
    name: 'offers missing',
    request: () => ({ method: 'PUT', path: '/v4/admin/offers', headers: FEED, body: '{"mode":"full"}' }),
  },
  {
    operationId: 'importOffers',
    status: 401,
    name: 'wrong token',
    request: () => ({
      method: 'PUT',
      path: '/v4/admin/offers',
      headers: { ...FEED, authorization: 'Bearer wrong' },
      body: '{"offers":[]}',
    }),
  },
  {
    operationId: 'importOffers',
    status: 413,
    name: 'body over the cap',
    request: () => ({ method: 'PUT', path: '/v4/admin/offers', headers: FEED, declaredLength: FEED_BODY_LIMIT + 1 }),
  },
  {
    operationId: 'importOffers',
    status: 415,
    name: 'XML',
    request: () => ({
      method: 'PUT',
      path: '/v4/admin/offers',
      headers: { ...FEED, 'content-type': 'application/xml' },
      body: '<offers/>',
    }),
  },
  {
    operationId: 'saveSynonyms',
    status: 200,
    name: 'a one-way rule',
    request: () => ({
      method: 'PUT',
      path: '/v4/admin/synonyms/en',
      headers: FEED,
      body: JSON.stringify({ rules: 'sound artist => engineer' }),
    }),
  },
  {
    operationId: 'saveSynonyms',
    status: 400,
    name: 'a line that is not a rule',
    request: () => ({ method: 'PUT', path: '/v4/admin/synonyms/en', headers: FEED, body: '{"rules":"lonely"}' }),
  },
  {
    operationId: 'saveSynonyms',
    status: 401,
    name: 'no token',
    request: () => ({
      method: 'PUT',
      path: '/v4/admin/synonyms/en',
      headers: { 'content-type': 'application/json' },
      body: '{"rules":""}',
    }),
  },
  {
    operationId: 'saveSynonyms',
    status: 413,
    name: 'body over the cap',
    request: () => ({
      method: 'PUT',
      path: '/v4/admin/synonyms/en',
      headers: FEED,
      declaredLength: SYNONYMS_BODY_LIMIT + 1,
    }),
  },
  {
    operationId: 'saveSynonyms',
    status: 415,
    name: 'XML',
    request: () => ({
      method: 'PUT',
      path: '/v4/admin/synonyms/en',
      headers: { ...FEED, 'content-type': 'application/xml' },
      body: '<rules/>',
    }),
  },
  {
    operationId: 'saveSynonyms',
    status: 414,
    name: 'language over the router cap',
    request: () => ({
      method: 'PUT',
      path: `/v4/admin/synonyms/${'x'.repeat(MAX_PARAM_LENGTH + 1)}`,
      headers: FEED,
      body: '{"rules":""}',
    }),
  },
  {
    operationId: 'saveSynonyms',
    status: 429,
    name: 'rate limit',
    repeatUntilStatus: 429,
    request: () => ({ method: 'PUT', path: '/v4/admin/synonyms/fr', headers: FEED, body: '{"rules":""}' }),
  },
  {
    operationId: 'listSynonyms',
    status: 200,
    name: 'the lists',
    request: () => ({ path: '/v4/admin/synonyms', headers: { authorization: FEED.authorization } }),
  },
  {
    operationId: 'listSynonyms',
    status: 401,
    name: 'wrong token',
    request: () => ({ path: '/v4/admin/synonyms', headers: { authorization: 'Bearer wrong' } }),
  },
  {
    operationId: 'listSynonyms',
    status: 429,
    name: 'rate limit',
    repeatUntilStatus: 429,
    request: () => ({ path: '/v4/admin/synonyms', headers: { authorization: FEED.authorization } }),
  },
  {
    operationId: 'matchAgents',
    status: 200,
    name: 'two saved searches, one of them no longer valid',
    request: () => ({
      method: 'POST',
      path: '/v4/admin/agent-matches',
      headers: FEED,
      body: JSON.stringify({
        searches: [
          { id: 'a', query: 'query=Ingenieur&lang=de', since: '2000-01-01T00:00:00Z' },
          { id: 'b', query: 'faculty=99001', since: '2000-01-01T00:00:00Z' },
        ],
        limit: 2,
      }),
    }),
  },
  {
    operationId: 'matchAgents',
    status: 400,
    name: 'a since that is no time',
    request: () => ({
      method: 'POST',
      path: '/v4/admin/agent-matches',
      headers: FEED,
      body: JSON.stringify({ searches: [{ id: 'a', query: '', since: 'yesterday' }] }),
    }),
  },
  {
    operationId: 'matchAgents',
    status: 401,
    name: 'no token',
    request: () => ({
      method: 'POST',
      path: '/v4/admin/agent-matches',
      headers: { 'content-type': 'application/json' },
      body: '{"searches":[]}',
    }),
  },
  {
    operationId: 'matchAgents',
    status: 413,
    name: 'body over the cap',
    request: () => ({
      method: 'POST',
      path: '/v4/admin/agent-matches',
      headers: FEED,
      declaredLength: AGENT_MATCHES_BODY_LIMIT + 1,
    }),
  },
  {
    operationId: 'matchAgents',
    status: 415,
    name: 'form data',
    request: () => ({
      method: 'POST',
      path: '/v4/admin/agent-matches',
      headers: { ...FEED, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'searches=',
    }),
  },
  {
    operationId: 'matchAgents',
    status: 429,
    name: 'rate limit',
    repeatUntilStatus: 429,
    request: () => ({ method: 'POST', path: '/v4/admin/agent-matches', headers: FEED, body: '{"searches":[]}' }),
  },
  {
    operationId: 'importOffers',
    status: 429,
    name: 'rate limit',
    repeatUntilStatus: 429,
    request: () => ({ method: 'PUT', path: '/v4/admin/offers', headers: FEED, body: '{"offers":[]}' }),
  },
];

/** Answered while the database is unreachable (PostgreSQL behind a relay that is cut). */
const UNAVAILABLE_CASES: Case[] = [
  { operationId: 'getHealth', status: 503, name: 'database away', request: () => ({ path: '/health' }) },
  {
    operationId: 'getOfferDetail',
    status: 503,
    name: 'database away',
    request: (fx) => ({ path: `/v4/recruiting/details/${fx.jobId}`, headers: H }),
  },
  {
    operationId: 'listOfferUrls',
    status: 503,
    name: 'database away',
    request: () => ({ path: '/v4/recruiting/offer-urls?company=kestrel', headers: H }),
  },
  { operationId: 'getOfferPdf', status: 503, name: 'database away', request: (fx) => ({ path: pdf(fx) }) },
  {
    operationId: 'saveSynonyms',
    status: 503,
    name: 'database away',
    request: () => ({ method: 'PUT', path: '/v4/admin/synonyms/es', headers: FEED, body: '{"rules":"a, b"}' }),
  },
  {
    operationId: 'listSynonyms',
    status: 503,
    name: 'database away',
    request: () => ({ path: '/v4/admin/synonyms', headers: { authorization: FEED.authorization } }),
  },
  {
    operationId: 'importOffers',
    status: 503,
    name: 'database away',
    request: () => ({ method: 'PUT', path: '/v4/admin/offers', headers: FEED, body: '{"offers":[]}' }),
  },
];

async function runCase(checker: ContractChecker, base: URL, fx: Fixture, c: Case): Promise<void> {
  const req = await c.request(fx, base);
  let res = await send(base, req);
  for (let i = 0; c.repeatUntilStatus && res.status !== c.repeatUntilStatus && i < 50; i++) res = await send(base, req);
  expect(res.status, `${c.operationId} (${c.name}): ${res.body.toString().slice(0, 300)}`).toBe(c.status);
  checker.check(c.operationId, req, res);
}

async function fixtureOf(base: URL, embedFile: string): Promise<Fixture> {
  const search = await send(base, { path: '/v4/recruiting/search?limit=1', headers: H });
  const first = JSON.parse(search.body.toString()).matches[0] as { njobid: number; urlpart: string };
  return { jobId: first.njobid, urlpart: first.urlpart, embedFile };
}

async function listen(app: App): Promise<URL> {
  return new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
}

// ---------------------------------------------------------------------------------------------------------------

describe('the OpenAPI document against the real server (SQLite)', () => {
  const db = tempSqlite();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  let app: App;
  let base: URL;
  let checker: ContractChecker;
  let fx: Fixture;

  beforeAll(async () => {
    app = await buildApp({
      config: testConfig(db, { demoOfferCount: 120, revisionPollMs: 0, importRateLimit: 8, agentMatchRateLimit: 8 }),
      logger: false,
      embedScriptFile: path.join(dir, 'meridian-recruiting.js'),
    });
    base = await listen(app);
    checker = new ContractChecker(
      JSON.parse((await send(base, { path: OPENAPI_PATH })).body.toString()) as OpenApiDocument,
    );
    fx = await fixtureOf(base, path.join(dir, 'meridian-recruiting.js'));
  });
  afterAll(async () => {
    await app?.close();
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is OpenAPI 3.1 with an operationId on every operation', () => {
    expect(checker.doc.openapi).toBe('3.1.0');
    const ids = Object.values(checker.doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a test case for every documented status of every operation, and documents every case', () => {
    const cases = new Set([...CASES, ...UNAVAILABLE_CASES].map((c) => `${c.operationId} ${c.status}`));
    const documented = new Set<string>();
    for (const [id, op] of checker.operations)
      for (const status of Object.keys(op.operation.responses)) documented.add(`${id} ${status}`);
    expect(
      [...documented].filter((k) => !cases.has(k)),
      'documented but never sent by a test',
    ).toEqual([]);
    expect(
      [...cases].filter((k) => !documented.has(k)),
      'tested but not documented',
    ).toEqual([]);
  });

  it('documents every route the server registers, and nothing else', () => {
    // Fastify adds HEAD for each GET (answered alike without a body); the CORS plugin answers preflights on `*`.
    const routes = app.registeredRoutes.filter(
      (r) => r.method !== 'HEAD' && !(r.method === 'OPTIONS' && r.url === '*'),
    );
    const documented = [...checker.operations.values()].map((op) => ({ method: op.method, path: op.path }));
    const fits = (route: { method: string; url: string }, op: { method: string; path: string }) =>
      route.method === op.method &&
      (route.url.endsWith('*')
        ? op.path.startsWith(route.url.slice(0, -1))
        : route.url.replace(/:(\w+)/g, '{$1}') === op.path);
    expect(
      routes.filter((r) => !documented.some((op) => fits(r, op))).map((r) => `${r.method} ${r.url}`),
      'registered, not documented',
    ).toEqual([]);
    expect(
      documented.filter((op) => !routes.some((r) => fits(r, op))).map((op) => `${op.method} ${op.path}`),
      'documented, not registered',
    ).toEqual([]);
  });

  for (const c of CASES) {
    it(`${c.operationId} → ${c.status} (${c.name})`, async () => {
      await runCase(checker, base, fx, c);
    });
  }

  it('fails an answer the document does not describe (the checker is not lenient)', async () => {
    const res = await send(base, { path: '/v4/recruiting/ranges' });
    const extra = {
      ...res,
      body: Buffer.from(JSON.stringify([{ ...JSON.parse(res.body.toString())[0], undocumented: 1 }])),
    };
    expect(() => checker.check('listRanges', { path: '/v4/recruiting/ranges' }, extra)).toThrow(
      /must NOT have additional properties/,
    );
    const wrongType = { ...res, headers: { ...res.headers, 'content-type': 'text/plain' } };
    expect(() => checker.check('listRanges', { path: '/v4/recruiting/ranges' }, wrongType)).toThrow(
      /content type text\/plain/,
    );
    expect(() => checker.check('listRanges', { path: '/v4/recruiting/ranges' }, { ...res, status: 418 })).toThrow(
      /status documented/,
    );
  });
});

describe('the OpenAPI document against the real server while PostgreSQL is away (503)', () => {
  let db: TestDatabase | undefined;
  let relay: PgRelay;
  let app: App;
  let base: URL;
  let checker: ContractChecker;
  let fx: Fixture;

  beforeAll(async () => {
    db = await openTestDatabase('postgres');
    if (!db) return;
    relay = await openTestRelay();
    app = await buildApp({
      config: testConfig(db, {
        databaseUrl: relayedUrl(db.databaseUrl!, relay),
        demoOfferCount: 60,
        revisionPollMs: 0,
      }),
      logger: false,
      geo: false,
    });
    base = await listen(app);
    checker = new ContractChecker(
      JSON.parse((await send(base, { path: OPENAPI_PATH })).body.toString()) as OpenApiDocument,
    );
    fx = await fixtureOf(base, '');
    await relay.cut();
  });
  afterAll(async () => {
    await app?.close();
    await relay?.close();
    await db?.drop();
  });

  for (const c of UNAVAILABLE_CASES) {
    it(`${c.operationId} → ${c.status} (${c.name})`, async (ctx) => {
      if (!db) return ctx.skip();
      await runCase(checker, base, fx, c);
    });
  }
});
