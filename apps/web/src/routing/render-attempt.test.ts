import { describe, expect, it } from 'vitest';
import { attemptRequestHeaders, attemptResponseHeaders, RENDER_ATTEMPT_HEADER } from './render-attempt';

describe('render attempt headers', () => {
  it("forwards the visitor's request headers without transport ones, uncompressed and marked", () => {
    const headers = new Headers({
      host: 'brand-b.localhost:3000',
      cookie: 'a=1',
      'accept-language': 'de',
      'accept-encoding': 'gzip, br',
      connection: 'keep-alive',
      'content-length': '0',
      'x-middleware-subrequest': 'proxy',
      [RENDER_ATTEMPT_HEADER]: 'forged',
    });
    expect(attemptRequestHeaders(headers, 'secret')).toEqual({
      host: 'brand-b.localhost:3000',
      cookie: 'a=1',
      'accept-language': 'de',
      [RENDER_ATTEMPT_HEADER]: 'secret',
    });
  });

  it('passes the response headers on, every Set-Cookie included, without transport ones', () => {
    const headers = attemptResponseHeaders({
      'content-type': 'text/html; charset=utf-8',
      'set-cookie': ['a=1; Path=/', 'b=2; Path=/'],
      'transfer-encoding': 'chunked',
      connection: 'close',
      'content-security-policy': "script-src 'nonce-abc'",
    });
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(headers.has('transfer-encoding')).toBe(false);
    expect(headers.has('connection')).toBe(false);
    expect(headers.get('content-security-policy')).toBe("script-src 'nonce-abc'");
  });
});
