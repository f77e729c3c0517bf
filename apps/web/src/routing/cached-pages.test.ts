import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRedirect } from './redirect-rules';
import { keptPageAnswer, type PlainRequest } from './cached-pages';
import { pageCacheKey, piecesAround } from '@/page-cache/rules';
import { pageStore } from '@/page-cache/store';
import { deflatePieces } from '@/page-cache/gzip-pieces';

/**
 * The page cache's fast path decides alone only what the proxy would decide the same way without waiting; the
 * redirect rules come from a real HTTP server standing in for this web server's /api/redirects.
 */
const HOST = 'brand-b.localhost:3000';
const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';
const html = `<html><script nonce="${NONCE}">1</script><p>Kept</p><script nonce="${NONCE}">2</script></html>`;
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const host = new URL(request.url!, 'http://x').searchParams.get('host');
    const rules = host === 'brand-b.localhost' ? [{ from: '/de/de/alt', to: '/de/de', status: '301' }] : [];
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ rules }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PORT = String((server.address() as AddressInfo).port);
  // The proxy reads a host's rules on its first page request; the fast path only uses rules already read.
  await findRedirect('brand-b.localhost', '/de/de');
  const pieces = piecesAround(html, NONCE);
  for (const path of ['/de/de/kept', '/de/de/alt']) {
    pageStore().keep(
      pageCacheKey(HOST, path, ''),
      {
        status: 200,
        headers: [
          ['content-type', 'text/html; charset=utf-8'],
          ['content-security-policy', `script-src 'nonce-${NONCE}' 'strict-dynamic'`],
          ['vary', 'rsc, Accept-Encoding'],
        ],
        pieces,
        deflated: deflatePieces(pieces, NONCE.length),
        bytes: html.length,
        nonce: NONCE,
        storedAt: Date.now(),
      },
      pageStore().generation,
    );
  }
});

afterAll(() => {
  pageStore().purge();
  server.close();
});

const request = (url: string, headers: PlainRequest['headers'] = {}, method = 'GET'): PlainRequest => ({
  method,
  url,
  headers: { host: HOST, accept: 'text/html', ...headers },
});

describe('the page cache fast path', () => {
  it('answers a fresh kept page with a nonce of its own in the policy and the page', () => {
    const first = keptPageAnswer(request('/de/de/kept'))!;
    const second = keptPageAnswer(request('/de/de/kept'))!;
    const nonceOf = (answer: typeof first) =>
      /'nonce-([^']+)'/.exec(answer.headers.find(([name]) => name === 'content-security-policy')![1])![1]!;
    expect(first.status).toBe(200);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(first.body.toString()).toBe(html.split(NONCE).join(nonceOf(first)));
    expect(first.headers).toContainEqual(['x-meridian-page-cache', 'hit']);
  });

  it('gzips from the pieces for a browser that takes gzip', () => {
    const answer = keptPageAnswer(request('/de/de/kept', { 'accept-encoding': 'gzip, br' }))!;
    expect(answer.headers).toContainEqual(['content-encoding', 'gzip']);
    expect(zlib.gunzipSync(answer.body).toString()).toContain('<p>Kept</p>');
  });

  it('leaves to the proxy what it would not answer from the cache, or not at once', () => {
    const cases: [string, PlainRequest][] = [
      ['a redirect rule for the path', request('/de/de/alt')],
      ['a host whose rules were never read', { ...request('/de/de/kept'), headers: { host: 'other.localhost' } }],
      ['HEAD', request('/de/de/kept', {}, 'HEAD')],
      ['POST', request('/de/de/kept', {}, 'POST')],
      ['a preview', request('/de/de/kept?ADMCMD_prev=abc')],
      ['a side-navigation fragment', request('/de/de/kept?type=24818')],
      ['a job agent link', request('/de/de/kept?token=abc')],
      ['a client navigation', request('/de/de/kept', { rsc: '1' })],
      ['not a document request', request('/de/de/kept', { accept: '*/*' })],
      ['an editor session', request('/de/de/kept', { cookie: 'payload-token=jwt' })],
      ['a render attempt', request('/de/de/kept', { 'x-meridian-render-attempt': 'x' })],
      ['a path the URL parser would change', request('/de/de/x/../kept')],
      ['a malformed escape', request('/de/de/%E0%A4%A')],
      ['the admin', request('/admin')],
      ['an API path', request('/api/health')],
      ['a bad host', request('/de/de/kept', { host: 'a b' })],
      ['nothing kept', request('/de/de/other')],
    ];
    for (const [reason, plain] of cases) expect(keptPageAnswer(plain), reason).toBeNull();
  });

  it('leaves a stale page to the proxy, which renders it anew, and serves it stale while that render runs', async () => {
    const later = Date.now() + 10_000;
    expect(keptPageAnswer(request('/de/de/kept'), later)).toBeNull();
    const key = pageCacheKey(HOST, '/de/de/kept', '');
    let finish = () => {};
    pageStore().rendering.set(key, new Promise((resolve) => (finish = () => resolve(null))));
    expect(keptPageAnswer(request('/de/de/kept'), later)?.headers).toContainEqual(['x-meridian-page-cache', 'stale']);
    finish();
    pageStore().rendering.delete(key);
    expect(keptPageAnswer(request('/de/de/kept'), later)).toBeNull();
  });
});
