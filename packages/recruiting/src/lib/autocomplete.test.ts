import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AUTOCOMPLETE_CLOSE_DELAY_MS,
  featureToSuggestion,
  firstPlaceName,
  geocodingQuery,
  geocodingUrl,
  highlightPrefix,
  isCompleteSuggestion,
  listKey,
  MAX_SUGGESTIONS,
  onCityBlur,
  onCityInput,
  pickSuggestion,
  readSuggestions,
  staticOptions,
  type Suggestion,
} from './autocomplete.ts';

const feature = (name: string, short: string, coordinates: [number, number] | null = [6.95, 50.94], lang = 'de') => ({
  id: `place.${name}`,
  type: 'Feature',
  place_type: ['place'],
  place_name: `${name} (default)`,
  text: `${short} (default)`,
  center: coordinates,
  geometry: coordinates ? { type: 'Point', coordinates } : undefined,
  [`place_name_${lang}`]: name,
  [`text_${lang}`]: short,
});
const koeln: Suggestion = {
  fullName: 'Köln, Nordrhein-Westfalen, Deutschland',
  shortName: 'Köln',
  lat: 50.94,
  lon: 6.95,
};

describe('geocoding query (SPEC §5.3)', () => {
  it('only when the trimmed text is longer than 2 characters', () => {
    expect(geocodingQuery('Kö')).toBeNull();
    expect(geocodingQuery('  Kö  ')).toBeNull();
    expect(geocodingQuery('Köl')).toBe('Köl');
    expect(geocodingQuery(' 503 ')).toBe('503');
  });
  it('semicolons removed (before counting)', () => {
    expect(geocodingQuery('K;ö;')).toBeNull();
    expect(geocodingQuery('Köln;50.9;6.9')).toBe('Köln50.96.9');
  });
});

describe('geocoding URL (SPEC §7.4)', () => {
  const endpoint = { prefix: 'http://localhost:3001/geocoding/v5/mapbox.places/', suffix: '.json' };
  it('prefix + encoded text + suffix + the options', () => {
    expect(geocodingUrl(endpoint, 'Köln Süd', 'de')).toBe(
      'http://localhost:3001/geocoding/v5/mapbox.places/K%C3%B6ln%20S%C3%BCd.json?autocomplete=true&types=place,region,postcode&proximity=ip&limit=5&language=de',
    );
  });
  it("appends with '&' when the suffix has a query (e.g. a token)", () => {
    expect(geocodingUrl({ prefix: 'https://geo/', suffix: '.json?access_token=abc' }, 'Bonn', 'en')).toBe(
      'https://geo/Bonn.json?access_token=abc&autocomplete=true&types=place,region,postcode&proximity=ip&limit=5&language=en',
    );
  });
  it('leaves out options the suffix already sets (the endpoint rejects repeated parameters)', () => {
    expect(geocodingUrl({ prefix: 'https://geo/', suffix: '.json?language=de,en&limit=3' }, 'Bonn', 'en')).toBe(
      'https://geo/Bonn.json?language=de,en&limit=3&autocomplete=true&types=place,region,postcode&proximity=ip',
    );
  });
  it('null for short text; a slash cannot leave the path segment', () => {
    expect(geocodingUrl(endpoint, 'ab', 'de')).toBeNull();
    expect(geocodingUrl(endpoint, '../x', 'de')).toContain('..%2Fx.json');
  });
});

describe('reading features (SPEC §3.11)', () => {
  it('place_name_{lang}, text_{lang} and coordinates [lon, lat]', () => {
    expect(featureToSuggestion(feature('Köln, NRW', 'Köln') as never, 'de')).toEqual({
      fullName: 'Köln, NRW',
      shortName: 'Köln',
      lat: 50.94,
      lon: 6.95,
    });
  });
  it('falls back to place_name / text without localized keys', () => {
    expect(featureToSuggestion(feature('Cologne', 'Cologne', [6.95, 50.94], 'en') as never, 'fr')).toMatchObject({
      fullName: 'Cologne (default)',
      shortName: 'Cologne (default)',
    });
  });
  it('at most 5 suggestions; garbage gives none', () => {
    const response = { features: Array.from({ length: 8 }, (_, i) => feature(`Ort ${i}`, `Ort ${i}`)) };
    expect(readSuggestions(response, 'de')).toHaveLength(MAX_SUGGESTIONS);
    expect(readSuggestions(null, 'de')).toEqual([]);
    expect(readSuggestions({ features: 'x' }, 'de')).toEqual([]);
    expect(readSuggestions({ features: [null, 1, {}, feature('A', 'A')] }, 'de')).toHaveLength(1);
  });
  it('a name the provider gives twice (a city state and its region) is suggested once, the first one kept', () => {
    const town = feature('Berlin, Deutschland', 'Berlin', [13.405, 52.52]);
    const region = {
      ...feature('Berlin, Deutschland', 'Berlin', [13.4, 52.5]),
      id: 'region.DE.16',
      place_type: ['region'],
    };
    const response = {
      features: [
        town,
        region,
        feature('Hamburg, Deutschland', 'Hamburg'),
        feature('hamburg, deutschland', 'Hamburg'),
        feature('Bern, Bern, Schweiz', 'Bern'),
      ],
    };
    expect(readSuggestions(response, 'de')).toEqual([
      { fullName: 'Berlin, Deutschland', shortName: 'Berlin', lat: 52.52, lon: 13.405 },
      { fullName: 'Hamburg, Deutschland', shortName: 'Hamburg', lat: 50.94, lon: 6.95 },
      { fullName: 'Bern, Bern, Schweiz', shortName: 'Bern', lat: 50.94, lon: 6.95 },
    ]);
  });
  it('missing or broken coordinates give null coordinates', () => {
    expect(featureToSuggestion(feature('A', 'A', null) as never, 'de')).toMatchObject({ lat: null, lon: null });
    expect(
      featureToSuggestion({ ...feature('A', 'A'), geometry: { coordinates: ['x', 1] } } as never, 'de'),
    ).toMatchObject({ lat: null, lon: null });
  });
  it('features[0].place_name', () => {
    expect(firstPlaceName({ features: [feature('A', 'A'), feature('B', 'B')] })).toBe('A (default)');
    expect(firstPlaceName({ features: [] })).toBeNull();
    expect(firstPlaceName(undefined)).toBeNull();
  });
});

describe('field state (SPEC §5.3)', () => {
  it('typing clears the stored coordinates', () => {
    expect(onCityInput('Kö')).toEqual({ text: 'Kö', lat: null, lon: null });
  });
  it('picking fills the full or short name by field type, with coordinates', () => {
    expect(pickSuggestion(koeln, 'full')).toEqual({ text: koeln.fullName, lat: 50.94, lon: 6.95 });
    expect(pickSuggestion(koeln, 'short')).toEqual({ text: 'Köln', lat: 50.94, lon: 6.95 });
  });
  it('on leaving, fills from the first suggestion only if it has all three parts', () => {
    expect(onCityBlur(onCityInput('Köl'), [koeln], 'short')).toEqual({ text: 'Köln', lat: 50.94, lon: 6.95 });
    expect(onCityBlur(onCityInput('Köl'), [{ ...koeln, shortName: '' }, koeln], 'short')).toEqual(onCityInput('Köl'));
    expect(onCityBlur(onCityInput('Köl'), [{ ...koeln, lat: null }], 'full')).toEqual(onCityInput('Köl'));
    expect(onCityBlur(onCityInput('Köl'), [], 'full')).toEqual(onCityInput('Köl'));
    expect(isCompleteSuggestion(undefined)).toBe(false);
  });
  it('keeps a picked city, and does not fill for too-short text', () => {
    const picked = pickSuggestion(koeln, 'full');
    expect(onCityBlur(picked, [{ ...koeln, fullName: 'Other', shortName: 'Other' }], 'full')).toBe(picked);
    expect(onCityBlur(onCityInput(''), [koeln], 'full')).toEqual(onCityInput(''));
  });
});

describe('highlighting (SPEC §5.3)', () => {
  it('bold matching prefix, case-insensitive, as segments', () => {
    expect(highlightPrefix('Köln', 'kö')).toEqual([
      { text: 'Kö', bold: true },
      { text: 'ln', bold: false },
    ]);
    expect(highlightPrefix('Köln', 'KÖLN')).toEqual([{ text: 'Köln', bold: true }]);
  });
  it('no match, empty text: one plain segment; markup stays text', () => {
    expect(highlightPrefix('Köln', 'Bonn')).toEqual([{ text: 'Köln', bold: false }]);
    expect(highlightPrefix('Köln', '')).toEqual([{ text: 'Köln', bold: false }]);
    expect(highlightPrefix('<b>x</b>', '<b')).toEqual([
      { text: '<b', bold: true },
      { text: '>x</b>', bold: false },
    ]);
    expect(highlightPrefix('', 'x')).toEqual([]);
  });
  it('segments always join back to the label', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (label, typed) => {
        expect(
          highlightPrefix(label, typed)
            .map((s) => s.text)
            .join(''),
        ).toBe(label);
      }),
      { numRuns: 300 },
    );
  });
});

describe('static autocomplete (SPEC §5.3)', () => {
  it('shows only options starting with the text', () => {
    const options = ['Berlin', 'Bern', 'Bonn', 'Köln'];
    expect(staticOptions(options, 'Ber')).toEqual(['Berlin', 'Bern']);
    expect(staticOptions(options, 'b')).toEqual(['Berlin', 'Bern', 'Bonn']);
    expect(staticOptions(options, '')).toEqual(options);
    expect(staticOptions(options, 'x')).toEqual([]);
  });
});

describe('keyboard (SPEC §5.3)', () => {
  it('down/up move the highlight with wrap-around', () => {
    expect(listKey('ArrowDown', -1, 3)).toEqual({ kind: 'highlight', index: 0 });
    expect(listKey('ArrowDown', 0, 3)).toEqual({ kind: 'highlight', index: 1 });
    expect(listKey('ArrowDown', 2, 3)).toEqual({ kind: 'highlight', index: 0 });
    expect(listKey('ArrowUp', 0, 3)).toEqual({ kind: 'highlight', index: 2 });
    expect(listKey('ArrowUp', -1, 3)).toEqual({ kind: 'highlight', index: 2 });
    expect(listKey('ArrowUp', 2, 3)).toEqual({ kind: 'highlight', index: 1 });
    expect(listKey('ArrowDown', 9, 3)).toEqual({ kind: 'highlight', index: 0 });
  });
  it('Enter picks the highlighted item; Tab picks the first', () => {
    expect(listKey('Enter', 1, 3)).toEqual({ kind: 'pick', index: 1 });
    expect(listKey('Enter', -1, 3)).toEqual({ kind: 'none' });
    expect(listKey('Tab', 2, 3)).toEqual({ kind: 'pick', index: 0 });
  });
  it('Escape closes; empty lists and other keys do nothing', () => {
    expect(listKey('Escape', 0, 3)).toEqual({ kind: 'close' });
    expect(listKey('Escape', -1, 0)).toEqual({ kind: 'close' });
    expect(listKey('ArrowDown', -1, 0)).toEqual({ kind: 'none' });
    expect(listKey('Tab', -1, 0)).toEqual({ kind: 'none' });
    expect(listKey('a', 0, 3)).toEqual({ kind: 'none' });
  });
  it('the highlight always stays inside the list', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('ArrowDown', 'ArrowUp')), fc.integer({ min: 1, max: 10 }), (keys, size) => {
        let index = -1;
        for (const key of keys) {
          const result = listKey(key, index, size);
          if (result.kind === 'highlight') index = result.index;
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(size);
        }
      }),
      { numRuns: 200 },
    );
  });
  it('lists close 250 ms after focus-out', () => {
    expect(AUTOCOMPLETE_CLOSE_DELAY_MS).toBe(250);
  });
});
