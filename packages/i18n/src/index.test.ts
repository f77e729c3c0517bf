import { describe, expect, it } from 'vitest';
import { formatNumber, getTranslator } from './index.ts';

describe('getTranslator', () => {
  it('resolves the spec keys per language', () => {
    expect(getTranslator('en')('http.status.404.status')).toBe('Not found');
    expect(getTranslator('en')('http.status.118.message')).toBe('The server did not respond in the expected time.');
    expect(getTranslator('de')('http.status.404.status')).not.toBe('Not found');
  });
  it('interpolates', () => {
    expect(getTranslator('en')('site.footer.copyright', { year: 2026, company: 'Velora Group SE' })).toBe(
      '© 2026 Velora Group SE',
    );
  });
  it('falls back to English for Polish outside the cookie dialog', () => {
    expect(getTranslator('pl')('http.status.404.status')).toBe('Not found');
  });
});

describe('formatNumber', () => {
  it('uses , for en and . otherwise', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'de')).toBe('1.234.567');
    expect(formatNumber(950, 'fr')).toBe('950');
    expect(formatNumber(-12000, 'es')).toBe('-12.000');
  });
});
