import { describe, expect, it } from 'vitest';
import { buildRequest } from './build.ts';

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('buildRequest (SPEC §7.1)', () => {
  it('GET and DELETE put the parameters in the query string and ask for JSON', () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const { url, init } = buildRequest('/v4/recruiting/search', { method, params: { search: 'Java', radius: 50 } });
      expect(url).toBe('/v4/recruiting/search?search=Java&radius=50');
      expect(init.method).toBe(method);
      expect(init.body).toBeUndefined();
      expect(headersOf(init).accept).toBe('application/json');
      expect(headersOf(init)['content-type']).toBeUndefined();
    }
  });
  it('GET is the default method', () => {
    expect(buildRequest('/x').init.method).toBe('GET');
  });
  it('POST and PUT send a form-encoded body by default', () => {
    for (const method of ['POST', 'PUT'] as const) {
      const { url, init } = buildRequest('/api/tracking', { method, params: { keyword: 'a b', page: '/de/de' } });
      expect(url).toBe('/api/tracking');
      expect(init.body).toBe('keyword=a+b&page=%2Fde%2Fde');
      expect(headersOf(init)['content-type']).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    }
  });
  it('sends a JSON body when asked to', () => {
    const { init } = buildRequest('/api/consent', { method: 'POST', json: { a: [1, 2] } });
    expect(init.body).toBe('{"a":[1,2]}');
    expect(headersOf(init)['content-type']).toBe('application/json');
  });
  it('custom headers win over the defaults (names are case-insensitive)', () => {
    const { init } = buildRequest('/x', { headers: { Accept: 'text/html', 'X-Meridian-Api': '1' } });
    expect(headersOf(init)).toEqual({ accept: 'text/html', 'x-meridian-api': '1' });
  });
  it('no-cors mode only when asked', () => {
    expect(buildRequest('/x', { noCors: true }).init.mode).toBe('no-cors');
    expect(buildRequest('/x').init.mode).toBeUndefined();
  });
});
