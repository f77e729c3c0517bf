import { describe, expect, it } from 'vitest';
import { contestOpen, normalizeEmail, parseSubmission, validateEntry, type EntryValues } from './entry';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const valid: EntryValues = { name: 'Jana Petersen', email: 'jana@example.org', answer: 'hamburg', terms: true };
const keys = ['hamburg', 'bremen', 'kiel'];

describe('parseSubmission', () => {
  it('reads the fields of the form', () => {
    const parsed = parseSubmission(
      form({
        contest: '12',
        returnTo: '/de/de/aktuelles',
        lang: 'de',
        name: ' Jana  Petersen ',
        email: 'jana@example.org',
        answer: 'kiel',
        terms: 'on',
      }),
    );
    expect(parsed).toEqual({
      contestId: 12,
      returnTo: '/de/de/aktuelles',
      lang: 'de',
      honeypot: '',
      values: { name: 'Jana Petersen', email: 'jana@example.org', answer: 'kiel', terms: true },
    });
  });
  it('rejects malformed ids, foreign return paths and languages', () => {
    for (const contest of ['0', '-1', '1.5', 'abc', '12345678901', ''])
      expect(parseSubmission(form({ contest })).contestId).toBeNull();
    for (const returnTo of [
      '//evil.example',
      'https://evil.example/de/de',
      '/de/de/../admin',
      '/de/de?x=1',
      '/admin',
      '/de/de/a/b/c/d/e',
    ]) {
      expect(parseSubmission(form({ returnTo })).returnTo, returnTo).toBeNull();
    }
    expect(parseSubmission(form({ returnTo: '/de/en' })).returnTo).toBe('/de/en');
    expect(parseSubmission(form({ lang: 'deu' })).lang).toBeNull();
  });
  it('keeps HTML as text and removes control characters and line breaks', () => {
    const parsed = parseSubmission(form({ name: '<script>alert(1)</script>\r\nX\u0000' }));
    expect(parsed.values.name).toBe('<script>alert(1)</script> X');
  });
  it('treats a missing or other terms value as not accepted', () => {
    expect(parseSubmission(form({})).values.terms).toBe(false);
    expect(parseSubmission(form({ terms: 'off' })).values.terms).toBe(false);
  });
  it('caps what it keeps one character above the limit, so that the limit is reported', () => {
    const parsed = parseSubmission(form({ name: 'x'.repeat(5000) }));
    expect(parsed.values.name).toHaveLength(101);
    expect(validateEntry({ ...valid, name: parsed.values.name }, keys).name).toBe('tooLong');
  });
});

describe('validateEntry', () => {
  it('accepts a complete entry', () => {
    expect(validateEntry(valid, keys)).toEqual({});
  });
  it('reports each missing field', () => {
    expect(validateEntry({ name: '', email: '', answer: '', terms: false }, keys)).toEqual({
      name: 'required',
      email: 'required',
      answer: 'required',
      terms: 'termsRequired',
    });
  });
  it('rejects malformed addresses', () => {
    for (const email of [
      'jana',
      'jana@',
      '@example.org',
      'jana@example',
      'ja na@example.org',
      'jana@exa_mple.org',
      '<b>@x.de',
    ]) {
      expect(validateEntry({ ...valid, email }, keys).email, email).toBe('invalid');
    }
    expect(validateEntry({ ...valid, email: `${'a'.repeat(250)}@x.de` }, keys).email).toBe('tooLong');
  });
  it('accepts only the contest’s answer options', () => {
    expect(validateEntry({ ...valid, answer: 'berlin' }, keys).answer).toBe('unknownAnswer');
  });
  it('accepts a name with markup as text', () => {
    expect(validateEntry({ ...valid, name: '<img src=x onerror=alert(1)>' }, keys)).toEqual({});
  });
});

describe('contest rules', () => {
  it('normalizes addresses for the uniqueness check', () => {
    expect(normalizeEmail(' Jana@Example.ORG ')).toBe('jana@example.org');
  });
  it('is open until the closing moment, exclusive', () => {
    const closes = '2026-12-24T12:00:00.000Z';
    expect(contestOpen(closes, new Date('2026-12-24T11:59:59.999Z'))).toBe(true);
    expect(contestOpen(closes, new Date('2026-12-24T12:00:00.000Z'))).toBe(false);
    expect(contestOpen(null)).toBe(false);
    expect(contestOpen('not a date')).toBe(false);
  });
});
