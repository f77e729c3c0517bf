import { ACCOUNT_COOKIES } from '@/accounts/cookies';
import { describe, expect, it } from 'vitest';
import {
  PAGE_CACHE_MAX_PAGE_BYTES,
  isCacheableRequest,
  isStorableResponse,
  pageCacheKey,
  policyNonce,
  joinPieces,
  piecesAround,
  restampNonce,
} from './rules';

const DOCUMENT = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
  method,
  searchParams: new URL(url, 'http://localhost').searchParams,
  headers: new Headers({ ...DOCUMENT, ...headers }),
});

describe('which requests may get a kept page', () => {
  it('a plain visit, with or without a query string and with unrelated cookies', () => {
    expect(isCacheableRequest(request('/de/de'))).toBe(true);
    expect(isCacheableRequest(request('/de/de/karriere?search=Pflege&radius=50'))).toBe(true);
    expect(isCacheableRequest(request('/de/de', { cookie: 'meridian_consent=abc; other=1' }))).toBe(true);
  });

  it('never a preview, a client-side navigation, a signed-in editor or a contest outcome', () => {
    expect(isCacheableRequest(request('/de/de?ADMCMD_prev=token'))).toBe(false);
    // A job agent's management and confirmation links carry the person's token.
    expect(isCacheableRequest(request('/de/de/job-agent?token=1.abc.def'))).toBe(false);
    expect(isCacheableRequest(request('/de/de?_rsc=1x2y'))).toBe(false);
    expect(isCacheableRequest(request('/de/de', { rsc: '1' }))).toBe(false);
    expect(isCacheableRequest(request('/de/de', { 'next-router-prefetch': '1' }))).toBe(false);
    expect(isCacheableRequest(request('/de/de', { cookie: 'a=1; payload-token=jwt' }))).toBe(false);
    expect(isCacheableRequest(request('/de/de', { cookie: 'meridian_contest=x' }))).toBe(false);
    // The language switcher of a job agent's page keeps the token; its search-edit error is personal too.
    expect(isCacheableRequest(request('/de/en/job-agent/confirm?token=1.abc.def'))).toBe(false);
    expect(isCacheableRequest(request('/de/de/job-agent', { cookie: 'meridian_job_agent=x' }))).toBe(false);
    expect(isCacheableRequest(request('/de/de', { authorization: 'Bearer x' }))).toBe(false);
  });

  it('never for a candidate: a signed-in session or any other account cookie keeps every page personal', () => {
    for (const name of ACCOUNT_COOKIES) {
      expect(isCacheableRequest(request('/de/de', { cookie: `a=1; ${name}=x` })), name).toBe(false);
      expect(isCacheableRequest(request('/de/de/konto', { cookie: `${name}=x` })), name).toBe(false);
    }
    // A reset or confirmation link carries its token.
    expect(isCacheableRequest(request('/de/de/konto/neues-passwort?token=abc'))).toBe(false);
    // A look-alike cookie name is not the session.
    expect(isCacheableRequest(request('/de/de', { cookie: 'meridian_accounts=x' }))).toBe(true);
  });

  it('only a document request: a fetch for anything else (a client navigation’s payload) is not one', () => {
    expect(isCacheableRequest(request('/de/de', { accept: '*/*' }))).toBe(false);
    expect(isCacheableRequest({ method: 'GET', searchParams: new URLSearchParams(), headers: new Headers() })).toBe(
      false,
    );
  });

  it('only GET', () => {
    expect(isCacheableRequest(request('/de/de', {}, 'HEAD'))).toBe(false);
    expect(isCacheableRequest(request('/de/de', {}, 'POST'))).toBe(false);
  });
});

describe('which rendered pages may be kept', () => {
  const html = { 'content-type': 'text/html; charset=utf-8' };
  it('a complete HTML page that set nothing for its visitor', () => {
    expect(isStorableResponse(200, new Headers(html), 70_000)).toBe(true);
  });
  it('not an error, a redirect, another type, a page setting a cookie or a huge one', () => {
    expect(isStorableResponse(404, new Headers(html), 1)).toBe(false);
    expect(isStorableResponse(503, new Headers(html), 1)).toBe(false);
    expect(isStorableResponse(307, new Headers(html), 1)).toBe(false);
    expect(isStorableResponse(200, new Headers({ 'content-type': 'application/json' }), 1)).toBe(false);
    expect(isStorableResponse(200, new Headers({ ...html, 'set-cookie': 'a=1' }), 1)).toBe(false);
    expect(isStorableResponse(200, new Headers(html), PAGE_CACHE_MAX_PAGE_BYTES + 1)).toBe(false);
  });
});

describe('a fresh nonce per response', () => {
  const kept = 'q3hV0Jm+u/9zZt7cK1bW2A==';
  const fresh = 'AAAABBBBCCCCDDDDEEEEFF==';
  it('reads the nonce of a policy', () => {
    expect(policyNonce(`default-src 'self'; script-src 'self' 'nonce-${kept}' 'strict-dynamic'`)).toBe(kept);
    expect(policyNonce("default-src 'self'")).toBeNull();
    expect(policyNonce(null)).toBeNull();
  });
  it('replaces every occurrence, and nothing else', () => {
    const page = `<script nonce="${kept}">a</script><p>nonce is a word</p><script nonce="${kept}" src="/x.js"></script>`;
    const out = restampNonce(page, kept, fresh);
    expect(out).not.toContain(kept);
    expect(out.split(fresh)).toHaveLength(3);
    expect(out).toContain('<p>nonce is a word</p>');
  });
  it('cuts a page at its nonce once and joins the pieces around each new one', () => {
    const page = `<script nonce="${kept}">ä</script><script nonce="${kept}"></script>`;
    expect(joinPieces(piecesAround(page, kept), fresh).toString('utf8')).toBe(restampNonce(page, kept, fresh));
    expect(joinPieces(piecesAround('no nonce here', kept), fresh).toString('utf8')).toBe('no nonce here');
  });

  it('keys pages by host (case-insensitive), path and exact query string', () => {
    expect(pageCacheKey('Brand-A.localhost:3000', '/de/de', '')).toBe(
      pageCacheKey('brand-a.localhost:3000', '/de/de', ''),
    );
    expect(pageCacheKey('a', '/de/de', '?x=1')).not.toBe(pageCacheKey('a', '/de/de', '?x=2'));
    expect(pageCacheKey('a', '/de/de', '')).not.toBe(pageCacheKey('b', '/de/de', ''));
  });
});
