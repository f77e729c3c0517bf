import { describe, expect, it } from 'vitest';
import { getTranslator } from '@meridian/i18n';
import { siteDefaults } from '@/recruiting/config';
import { agentApiQuery, describeSavedSearch, readSavedSearch } from './saved-search';

const site = (key: string, lang = 'de') =>
  siteDefaults({ key, lang, market: 'de', pagePath: `/de/${lang}/karriere`, api: 'http://api.test' });

const saved = (query: string, key = 'brand-a') => {
  const read = readSavedSearch(query, site(key));
  if (!('search' in read)) throw new Error(`invalid: ${read.invalid}`);
  return read.search;
};

describe('a job agent’s saved search', () => {
  it('keeps the career page query as the page writes it, and asks the API what the page would', () => {
    const search = saved('?search=Schwei%C3%9Fer&city=Stuttgart;48.7758;9.1829&radius=50&type=3&faculty=2001,2003');
    expect(search.query).toBe('search=Schwei%C3%9Fer&city=Stuttgart;48.7758;9.1829&radius=50&faculty=2001,2003&type=3');
    const api = new URLSearchParams(agentApiQuery(search.criteria, site('brand-a')));
    expect(Object.fromEntries(api)).toMatchObject({
      query: 'Schweißer',
      lat: '48.7758',
      lon: '9.1829',
      radius: '50',
      type: '3',
      faculty: '2001,2003',
      lang: 'de',
    });
    // No paging, counts or presentation switches: the agent asks for new offers only.
    for (const name of ['limit', 'offset', 'count', 'hyphen', 'total']) expect(api.has(name)).toBe(false);
  });

  it('keeps a brand’s own-company rule and the site language', () => {
    const api = new URLSearchParams(agentApiQuery(saved('search=Pflege', 'brand-c').criteria, site('brand-c', 'en')));
    expect(api.get('lang')).toBe('en');
    expect(api.get('query')).toBe('Pflege');
  });

  it('names the parameter the page would not read, instead of saving a wider search', () => {
    expect(readSavedSearch('faculty=abc', site('brand-a'))).toEqual({ invalid: 'faculty' });
    expect(readSavedSearch('city=Stuttgart;999;9', site('brand-a'))).toEqual({ invalid: 'city' });
    expect(readSavedSearch('search=%E0%A4%A', site('brand-a'))).toEqual({ invalid: 'search' });
    expect(readSavedSearch('search=<script>', site('brand-a'))).toEqual({ invalid: 'search' });
    expect(readSavedSearch('type=9', site('brand-a'))).toEqual({ invalid: 'type' });
    expect(readSavedSearch(42, site('brand-a'))).toEqual({ invalid: 'search' });
    expect(readSavedSearch('search=' + 'x'.repeat(3000), site('brand-a'))).toEqual({ invalid: 'search' });
    // Empty values and an explicit "no radius" are no criteria, not errors.
    expect('search' in readSavedSearch('search=&radius=-&utm_source=x', site('brand-a'))).toBe(true);
  });

  it('is described in the agent’s language', () => {
    const de = getTranslator('de');
    const en = getTranslator('en');
    const search = saved('search=Schwei%C3%9Fer&city=Stuttgart;48.7758;9.1829&radius=50');
    expect(describeSavedSearch(search.criteria, de)).toBe('„Schweißer“ in Stuttgart (+50 km)');
    expect(describeSavedSearch(search.criteria, en)).toBe('“Schweißer” in Stuttgart (+50 km)');
    expect(describeSavedSearch(saved('').criteria, de)).toBe('alle Angebote');
  });
});
