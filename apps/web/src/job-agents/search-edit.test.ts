import { describe, expect, it } from 'vitest';
import { getTranslator } from '@meridian/i18n';
import { getVariant, readCareerParams } from '@meridian/recruiting';
import { siteDefaults } from '@/recruiting/config';
import { decodeEditFlash, editFlashCookie, encodeEditFlash } from './edit-flash';
import { editedSearch, placeOf, readSearchEditForm, savedFilters, type SearchEditInput } from './search-edit';

const site = (key: string) =>
  siteDefaults({ key, lang: 'de', market: 'de', pagePath: '/de/de/karriere', api: 'http://api.test' });
const STUTTGART = { name: 'Stuttgart', lat: 48.7758, lon: 9.1829 };

const setUp = (query: string, key = 'brand-a') => {
  const config = site(key);
  const rules = getVariant(config.variant);
  const { criteria } = readCareerParams(query, config, rules);
  const unchanged: SearchEditInput = {
    keyword: criteria.keyword,
    city: criteria.city?.name ?? '',
    radius: criteria.radius,
    type: rules.jobsAndProjects ? criteria.type : null,
    keep: savedFilters(criteria, rules, {}, getTranslator('de')).map((filter) => filter.key),
  };
  const edit = (change: Partial<SearchEditInput>, place = criteria.city) =>
    editedSearch(criteria, { ...unchanged, ...change }, place, config, rules);
  return { criteria, rules, edit };
};

describe('editing a job agent’s search', () => {
  const saved = 'search=Schwei%C3%9Fer&city=Stuttgart;48.7758;9.1829&radius=50&faculty=2001,2003&jobtype=1';

  it('writes the changed search as the career page would', () => {
    const { edit } = setUp(saved);
    expect(edit({ keyword: 'Elektriker' })).toEqual({
      query: 'search=Elektriker&city=Stuttgart;48.7758;9.1829&radius=50&faculty=2001,2003&jobtype=1',
    });
    // A filter unticked is gone; the others stay in their order.
    expect(edit({ keep: ['faculty:2003', 'jobtype:1'] })).toEqual({
      query: 'search=Schwei%C3%9Fer&city=Stuttgart;48.7758;9.1829&radius=50&faculty=2003&jobtype=1',
    });
    expect(edit({ type: '4' })).toEqual({
      query: 'search=Schwei%C3%9Fer&city=Stuttgart;48.7758;9.1829&radius=50&faculty=2001,2003&type=4&jobtype=1',
    });
    // No place: the radius means nothing and is dropped (as on the career page).
    expect(edit({ city: '' }, null)).toEqual({ query: 'search=Schwei%C3%9Fer&faculty=2001,2003&jobtype=1' });
    expect(edit({ radius: '' })).toEqual({
      query: 'search=Schwei%C3%9Fer&city=Stuttgart;48.7758;9.1829&faculty=2001,2003&jobtype=1',
    });
  });

  it('names what is wrong, and refuses a change that changes nothing', () => {
    const { edit } = setUp(saved);
    expect(edit({})).toEqual({ error: { field: 'form', code: 'unchanged' } });
    expect(edit({ keyword: '  Schweißer ' })).toEqual({ error: { field: 'form', code: 'unchanged' } });
    expect(edit({ radius: '30' })).toEqual({ error: { field: 'radius', code: 'radius' } });
    expect(edit({ radius: '5000' })).toEqual({ error: { field: 'radius', code: 'radius' } });
    expect(edit({ keyword: '<script>' })).toEqual({ error: { field: 'keyword', code: 'keyword' } });
    expect(edit({ keyword: 'x'.repeat(101) })).toEqual({ error: { field: 'keyword', code: 'keyword' } });
    expect(edit({ type: '9' })).toEqual({ error: { field: 'type', code: 'type' } });
    // Only the saved filters can be kept: nothing is added through the form.
    expect(edit({ keep: ['faculty:2001', 'faculty:9999'] })).toEqual({ error: { field: 'filters', code: 'filters' } });
  });

  it('has no type choice where the site has jobs only; a saved type is a filter there', () => {
    const { edit, criteria, rules } = setUp('search=Lager&type=3', 'brand-b');
    const filters = savedFilters(criteria, rules, {}, getTranslator('de'));
    expect(filters).toEqual([
      { key: 'type:3', param: 'type', value: '3', group: 'Angebotsart', name: 'Job', gone: false },
    ]);
    expect(edit({ type: '4' })).toEqual({ error: { field: 'type', code: 'type' } });
    expect(edit({ keep: [] })).toEqual({ query: 'search=Lager' });
  });

  it('names filters by their lists and marks a value a list no longer has', () => {
    const { criteria, rules } = setUp('faculty=1000,12034&jobtype=1,7&internalCareer=inhouse');
    const lists = {
      range: [
        {
          neinsatzbereichid: 12,
          seinsatzbereichnr: 'TECHNIK',
          seinsatzbereichbez: 'Technik',
          faculties: [{ nfachbereichid: 34, sfachbereichbez: 'Elektrotechnik' }],
        },
        { neinsatzbereichid: 1, seinsatzbereichnr: 'KAUF', seinsatzbereichbez: 'Kaufmännisch', faculties: [] },
      ],
      jobtypes: [{ id: 1, name: 'Vollzeit' }],
    };
    const named = savedFilters(criteria, rules, lists, getTranslator('de')).map(
      (filter) => `${filter.group}: ${filter.name}${filter.gone ? ' (gone)' : ''}`,
    );
    expect(named).toEqual([
      'Fachbereich: Kaufmännisch',
      'Fachbereich: Elektrotechnik',
      'Anstellungsart: Vollzeit',
      'Anstellungsart: 7 (gone)',
      'Interne Karriere: Inhouse',
    ]);
  });

  it('looks a new place up, keeps the saved one, refuses what is no place name', () => {
    expect(placeOf('', STUTTGART)).toEqual({ place: null });
    expect(placeOf(' Stuttgart ', STUTTGART)).toEqual({ place: STUTTGART });
    expect(placeOf('Berlin', STUTTGART)).toEqual({ lookUp: 'Berlin' });
    expect(placeOf('Ulm', { name: 'Ulm', lat: null, lon: null })).toEqual({ lookUp: 'Ulm' });
    expect(placeOf('Berlin;1;2', null)).toEqual({ error: { field: 'city', code: 'cityInvalid' } });
    expect(placeOf('<b>', null)).toEqual({ error: { field: 'city', code: 'cityInvalid' } });
    expect(placeOf('x'.repeat(51), null)).toEqual({ error: { field: 'city', code: 'cityInvalid' } });
  });

  it('reads the form bounded, and a flash only as written', () => {
    const input = readSearchEditForm(
      new URLSearchParams(`search=${'x'.repeat(500)}&city=Ulm&radius=25&keep=faculty:1000&keep=jobtype:1`),
    );
    expect(input).toEqual({
      keyword: 'x'.repeat(201),
      city: 'Ulm',
      radius: '25',
      type: null,
      keep: ['faculty:1000', 'jobtype:1'],
    });
    const flash = { agent: 7, id: 'a1B2-c', error: { field: 'radius', code: 'radius' } as const, values: input };
    expect(decodeEditFlash(encodeEditFlash(flash))).toEqual(flash);
    expect(decodeEditFlash('garbage')).toBeNull();
    expect(decodeEditFlash(encodeEditFlash({ ...flash, error: { field: 'x', code: 'y' } } as never))).toBeNull();
    expect(editFlashCookie('/de/de/job-agent', null, true)).toBe(
      'meridian_job_agent=; Path=/de/de/job-agent; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
    );
  });
});
