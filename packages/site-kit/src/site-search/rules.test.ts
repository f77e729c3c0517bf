import { describe, expect, it } from 'vitest';
import { encodeParams } from '../requests/params.ts';
import {
  KEYWORD_MAX_LENGTH,
  SEARCH_ACTION,
  TRACKING_MAX_BYTES,
  parseTrackingBody,
  searchResultUrl,
  siteSearchEvent,
  validateKeyword,
} from './rules.ts';

const good = () =>
  siteSearchEvent({ site: '12', language: 'de', keyword: 'Konstruktion', page: '/de/de/karriere?x=1' });
const body = (event: Record<string, string>) => encodeParams(event);

describe('site-search tracking event', () => {
  it('carries the §3.5 fields with the §7.6 values', () => {
    expect(good()).toEqual({
      site: '12',
      language: 'de',
      action: SEARCH_ACTION,
      data: 'Konstruktion',
      additional: '',
      page: '/de/de/karriere?x=1',
    });
    expect(siteSearchEvent({ site: null, language: 'en', keyword: '', page: '/' }).site).toBe('0');
  });

  it('parses what the browser sends', () => {
    expect(parseTrackingBody(body({ ...good() }))).toEqual({ ok: true, value: good() });
    expect(parseTrackingBody(body({ ...good(), data: '  Java   Entwickler ' }))).toMatchObject({
      ok: true,
      value: { data: 'Java Entwickler' },
    });
    expect(parseTrackingBody(body({ ...good(), data: '' }))).toMatchObject({ ok: true, value: { data: '' } });
  });

  it('refuses malformed bodies', () => {
    const cases: Record<string, string>[] = [
      { ...good(), site: 'abc' },
      { ...good(), language: 'xx' },
      { ...good(), action: 'somethingElse' },
      { ...good(), data: '<script>alert(1)</script>' },
      { ...good(), data: 'x'.repeat(KEYWORD_MAX_LENGTH + 1) },
      { ...good(), page: 'https://evil.example/' },
      { ...good(), page: '//evil.example/' },
      { ...good(), additional: 'x'.repeat(201) },
      { ...good(), extra: '1' },
    ];
    for (const event of cases)
      expect(parseTrackingBody(body(event)).ok, JSON.stringify(event).slice(0, 80)).toBe(false);
    const { page: _page, ...withoutPage } = good();
    expect(parseTrackingBody(body(withoutPage)).ok).toBe(false);
    expect(parseTrackingBody(`${body({ ...good() })}&site=3`).ok).toBe(false);
    expect(parseTrackingBody('%E0%A4%A').ok).toBe(false);
    expect(parseTrackingBody('{"site":"1"}').ok).toBe(false);
    expect(parseTrackingBody('').ok).toBe(false);
  });

  it('refuses oversized bodies', () => {
    const big = body({ ...good(), additional: 'x'.repeat(TRACKING_MAX_BYTES) });
    expect(parseTrackingBody(big)).toEqual({ ok: false, error: `body larger than ${TRACKING_MAX_BYTES} bytes` });
  });
});

describe('keyword', () => {
  it('trims and collapses whitespace', () => {
    expect(validateKeyword('  Projekt   leitung ')).toEqual({ ok: true, keyword: 'Projekt leitung' });
  });
  it('refuses empty, too long and markup', () => {
    expect(validateKeyword('   ')).toEqual({ ok: false, error: 'empty' });
    expect(validateKeyword(null)).toEqual({ ok: false, error: 'empty' });
    expect(validateKeyword('x'.repeat(KEYWORD_MAX_LENGTH + 1))).toEqual({ ok: false, error: 'too-long' });
    expect(validateKeyword('<b>x</b>')).toEqual({ ok: false, error: 'markup' });
    expect(validateKeyword('a\u0000b')).toEqual({ ok: false, error: 'markup' });
    expect(validateKeyword('x'.repeat(KEYWORD_MAX_LENGTH)).ok).toBe(true);
  });
});

describe('searchResultUrl', () => {
  const page = 'http://brand-a.localhost:3000/de/de/karriere';
  it('adds ?keyword= only when a keyword was entered', () => {
    expect(searchResultUrl('/de/de/suche', 'Köln & Bonn', page, null)).toBe(
      '/de/de/suche?keyword=K%C3%B6ln%20%26%20Bonn',
    );
    expect(searchResultUrl('/de/de/suche', '  ', page, null)).toBe('/de/de/suche');
    expect(searchResultUrl('/de/de/suche?a=1#r', 'x', page, null)).toBe('/de/de/suche?a=1&keyword=x#r');
  });
  it('keeps a workspace preview', () => {
    expect(searchResultUrl('/de/de/suche', 'x', page, 't.k')).toBe('/de/de/suche?keyword=x&ADMCMD_prev=t.k');
  });
});
