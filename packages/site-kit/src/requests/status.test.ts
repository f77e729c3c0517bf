import { describe, expect, it } from 'vitest';
import { getTranslator } from '@meridian/i18n';
import { failureStatus, isSuccess, REQUEST_TIMEOUT_MS } from './outcome.ts';
import { CATALOGUE_STATUSES, catalogueStatus, statusKeys, statusTexts } from './status.ts';

describe('status → catalogue entry (SPEC §8.1)', () => {
  it('keeps the ten catalogue codes', () => {
    for (const code of CATALOGUE_STATUSES) expect(catalogueStatus(code)).toBe(code);
  });
  it('maps other server errors to 500, other client errors to 400, anything else to 499', () => {
    expect(catalogueStatus(502)).toBe(500);
    expect(catalogueStatus(504)).toBe(500);
    expect(catalogueStatus(410)).toBe(400);
    expect(catalogueStatus(429)).toBe(400);
    expect(catalogueStatus(0)).toBe(499);
    expect(catalogueStatus(302)).toBe(499);
  });
  it('names the catalogue keys', () => {
    expect(statusKeys(404)).toEqual({ status: 'http.status.404.status', message: 'http.status.404.message' });
    expect(statusKeys(502)).toEqual({ status: 'http.status.500.status', message: 'http.status.500.message' });
  });
  it('translates every code in de, en, fr and es from the catalogue', () => {
    expect(statusTexts(getTranslator('en'))[118]).toEqual({
      status: 'Connection timed out',
      message: 'The server did not respond in the expected time.',
    });
    expect(statusTexts(getTranslator('en'))[404].status).toBe('Not found');
    for (const lang of ['de', 'en', 'fr', 'es'] as const) {
      const texts = statusTexts(getTranslator(lang));
      for (const code of CATALOGUE_STATUSES) {
        expect(texts[code].status, `${lang} ${code}`).not.toMatch(/^http\.status/);
        expect(texts[code].message, `${lang} ${code}`).not.toMatch(/^http\.status/);
      }
    }
    expect(statusTexts(getTranslator('de'))[404].status).not.toBe('Not found');
  });
});

describe('request outcome', () => {
  it('times out after 60 s with 118; a refused request is 499', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(failureStatus({ timedOut: true })).toBe(118);
    expect(failureStatus({ timedOut: false })).toBe(499);
  });
  it('counts OK responses and opaque no-cors responses as success', () => {
    expect(isSuccess({ ok: true, type: 'basic' })).toBe(true);
    expect(isSuccess({ ok: false, type: 'opaque' })).toBe(true);
    expect(isSuccess({ ok: false, type: 'basic' })).toBe(false);
  });
});
