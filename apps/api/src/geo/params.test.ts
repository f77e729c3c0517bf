import { describe, expect, it } from 'vitest';
import {
  GeoParamError,
  cleanQueryText,
  parseGeoRequest,
  parseLanguages,
  parseLimit,
  parseProximity,
  parseTypes,
} from './params.ts';

const paramOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (e) {
    if (e instanceof GeoParamError) return e.parameter;
    throw e;
  }
  return undefined;
};

describe('geocoding parameters', () => {
  it('cleans the query text: trimmed, semicolons removed, 1..100 characters', () => {
    expect(cleanQueryText('  Mün;chen ; ')).toBe('München');
    expect(paramOf(() => cleanQueryText(' ; '))).toBe('query');
    expect(paramOf(() => cleanQueryText('a'.repeat(101)))).toBe('query');
    expect(cleanQueryText('a'.repeat(100))).toHaveLength(100);
  });
  it('limit defaults to 5 and must be 1..10', () => {
    expect(parseLimit(undefined)).toBe(5);
    expect(parseLimit('10')).toBe(10);
    for (const bad of ['0', '11', '-1', '2.5', 'abc', '']) expect(paramOf(() => parseLimit(bad))).toBe('limit');
    expect(paramOf(() => parseLimit(['1', '2']))).toBe('limit');
  });
  it('types: our three, other known types accepted, unknown rejected', () => {
    expect([...parseTypes('place,region,postcode')]).toEqual(['place', 'region', 'postcode']);
    expect([...parseTypes('place,locality')]).toEqual(['place']);
    expect(paramOf(() => parseTypes('place,city'))).toBe('types');
    expect(paramOf(() => parseTypes('place,,region'))).toBe('types');
  });
  it("proximity: 'ip' or lon,lat in range", () => {
    expect(parseProximity('ip')).toBeUndefined();
    expect(parseProximity('11.57,48.13')).toEqual([11.57, 48.13]);
    for (const bad of ['181,0', '0,91', 'abc', '1', '1,2,3'])
      expect(paramOf(() => parseProximity(bad))).toBe('proximity');
  });
  it('language: de, en, fr, es, pl (region variants by language)', () => {
    expect(parseLanguages(undefined)).toEqual(['de']);
    expect(parseLanguages('en,de-AT')).toEqual(['en', 'de']);
    expect(paramOf(() => parseLanguages('it'))).toBe('language');
  });
  it('country must be alpha-2 codes', () => {
    expect(paramOf(() => parseGeoRequest('x', { country: 'deu' }))).toBe('country');
    expect(paramOf(() => parseGeoRequest('x', { autocomplete: 'yes' }))).toBe('autocomplete');
    expect(parseGeoRequest('x', { country: 'de,at', access_token: 'pk.123' }).search.countries).toEqual(
      new Set(['DE', 'AT']),
    );
  });
});
