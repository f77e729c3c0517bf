import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultConfig, type SearchCriteria } from './types.ts';
import { VARIANTS } from './variants.ts';
import {
  appliedRadius,
  formatCity,
  isValidRadius,
  MAX_PAGE_OFFSET,
  parseCity,
  parseQueryString,
  readCareerParams,
  removeQueryParam,
  utmQuery,
  validateBranch,
  validateKeyword,
  validateNumericList,
  validateOffset,
  validateRadius,
  validateType,
  writeCareerQuery,
} from './url-params.ts';

const plain = VARIANTS.default; // default radius ''
const zero = VARIANTS['brand-b']; // default radius '0'
const config = defaultConfig();
const read = (query: string, overrides = {}, rules = plain) => readCareerParams(query, defaultConfig(overrides), rules);

describe('parseQueryString', () => {
  it('decodes names and values, + as space, first occurrence wins', () => {
    const params = parseQueryString('?search=Java+Dev&city=M%C3%BCnchen&search=second&flag');
    expect(params.get('search')).toBe('Java Dev');
    expect(params.get('city')).toBe('München');
    expect(params.get('flag')).toBe('');
  });
  it('marks broken percent-encoding as null instead of throwing', () => {
    expect(parseQueryString('search=%E0%A4%A').get('search')).toBeNull();
    expect(parseQueryString('search=%').get('search')).toBeNull();
    expect(parseQueryString('%zz=1').size).toBe(0);
  });
  it('handles empty input and stray ampersands', () => {
    expect(parseQueryString('').size).toBe(0);
    expect(parseQueryString('?').size).toBe(0);
    expect(parseQueryString('&&a=1&&').get('a')).toBe('1');
  });
});

describe('radius (SPEC §5.1)', () => {
  const withCity = 'city=Berlin;52.52;13.405&';
  it.each(['25', '50', '100', '200'])('accepts %s (with a city)', (radius) => {
    expect(validateRadius(radius, plain)).toBe(radius);
    expect(read(`${withCity}radius=${radius}`).criteria.radius).toBe(radius);
    expect(read(`city=Berlin&radius=${radius}`).criteria.radius).toBe(radius); // a bare name is geocoded first
  });
  it.each(['-', '0', '10', '250', '1000', '025', '25 ', 'abc', '', '2e1', '-25', '50.0', '１００'])(
    'rejects %j → empty',
    (radius) => {
      expect(validateRadius(radius, plain)).toBe('');
      expect(read(`${withCity}radius=${encodeURIComponent(radius)}`).criteria.radius).toBe('');
    },
  );
  it("'-' is the select's \"no radius\", not numeric: emptied, never sent or written back", () => {
    expect(isValidRadius('-')).toBe(false);
    const params = read(`${withCity}radius=-`, {}, zero);
    expect(params.criteria.radius).toBe('0');
    expect(writeCareerQuery(params.criteria, config, zero)).toBe('city=Berlin;52.52;13.405');
  });
  it('a radius without a city means nothing: emptied (the filter counter and the form show none)', () => {
    expect(read('radius=50').criteria.radius).toBe('');
    expect(read('radius=50', {}, zero).criteria.radius).toBe('0');
    expect(read('radius=50&city=%E0%A4%A', {}, zero).criteria.radius).toBe('0'); // a malformed city is no city
    expect(validateRadius('50', zero, null)).toBe('0');
    expect(appliedRadius({ city: null, radius: '50' }, zero)).toBe('0');
    expect(appliedRadius({ city: { name: 'Köln', lat: 50.9, lon: 6.9 }, radius: '50' }, zero)).toBe('50');
  });
  it('rejects anything longer than 3 characters', () => {
    expect(isValidRadius('1000')).toBe(false);
    expect(isValidRadius('100')).toBe(true);
  });
  it("absent → the variant's default radius ('' or '0')", () => {
    expect(read('').criteria.radius).toBe('');
    expect(read('', {}, zero).criteria.radius).toBe('0');
  });
  it("invalid in the '0' variant → its empty value '0'", () => {
    expect(read(`${withCity}radius=75`, {}, zero).criteria.radius).toBe('0');
    expect(read(`${withCity}radius=50`, {}, zero).criteria.radius).toBe('50');
  });
});

describe('offset (the no-JS load more)', () => {
  it('a whole number up to MAX_PAGE_OFFSET, else 0', () => {
    expect(read('offset=20').offset).toBe(20);
    expect(read('').offset).toBe(0);
    for (const bad of ['-20', '2e1', '20.5', 'abc', '', String(MAX_PAGE_OFFSET + 1), '%E0%A4%A'])
      expect(read(`offset=${bad}`).offset).toBe(0);
    expect(validateOffset(String(MAX_PAGE_OFFSET))).toBe(MAX_PAGE_OFFSET);
  });
  it('is paging, not part of the search: the query written back has none', () => {
    expect(writeCareerQuery(read('search=Java&offset=40').criteria, config, plain)).toBe('search=Java');
  });
});

describe('staff responsibility, job type, workplace type (filters kept in the URL)', () => {
  it('read as numeric comma lists, written back', () => {
    const params = read('staffresponsibility=1&jobtype=2,3&workplacetype=x');
    expect(params.criteria).toMatchObject({ staffresponsibility: ['1'], jobtype: ['2', '3'], workplacetype: [] });
    expect(writeCareerQuery(params.criteria, config, plain)).toBe('staffresponsibility=1&jobtype=2,3');
  });
});

describe('faculty and target (SPEC §5.1)', () => {
  it('accepts comma lists of numbers', () => {
    expect(read('faculty=1001,2000').criteria.faculty).toEqual(['1001', '2000']);
    expect(read('target=3').criteria.target).toEqual(['3']);
  });
  it('falls back to the configured range / targetgroup when any part is not numeric', () => {
    const overrides = { range: '5000,6001', targetgroup: '2' };
    expect(read('faculty=1001,abc', overrides).criteria.faculty).toEqual(['5000', '6001']);
    expect(read('faculty=1001,', overrides).criteria.faculty).toEqual(['5000', '6001']);
    expect(read('faculty=', overrides).criteria.faculty).toEqual(['5000', '6001']);
    expect(read('target=-1', overrides).criteria.target).toEqual(['2']);
    expect(read('target=1.5', overrides).criteria.target).toEqual(['2']);
    expect(read('target=%', overrides).criteria.target).toEqual(['2']);
  });
  it('parts the API would reject (over 9 digits, over 50 values) count as malformed', () => {
    expect(read('faculty=1234567890', { range: '1000' }).criteria.faculty).toEqual(['1000']);
    expect(read('faculty=123456789').criteria.faculty).toEqual(['123456789']);
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    expect(read(`target=${many}`, { targetgroup: '2' }).criteria.target).toEqual(['2']);
    expect(read(`target=${many.split(',').slice(0, 50).join(',')}`).criteria.target).toHaveLength(50);
  });
  it('absent → the configured preset; a malformed preset → none', () => {
    expect(read('', { range: '7000' }).criteria.faculty).toEqual(['7000']);
    expect(read('').criteria.faculty).toEqual([]);
    expect(validateNumericList(undefined, 'x,1')).toEqual([]);
  });
});

describe('branch (SPEC §5.1)', () => {
  it('keeps the numeric parts of a comma list', () => {
    expect(validateBranch('12,abc,34')).toBe('12,34');
    expect(read('branch=5,x').criteria.branch).toBe('5');
  });
  it("a single non-numeric value becomes '0'", () => {
    expect(validateBranch('abc')).toBe('0');
    expect(validateBranch('')).toBe('0');
    expect(read('branch=<script>').criteria.branch).toBe('0');
  });
  it("a list without numeric parts becomes '0'", () => {
    expect(validateBranch('a,b')).toBe('0');
  });
  it('ids the API would reject count as non-numeric; at most 50 are kept', () => {
    expect(validateBranch('1234567890')).toBe('0');
    expect(validateBranch('1234567890,5')).toBe('5');
    expect(validateBranch(Array.from({ length: 60 }, (_, i) => i + 1).join(',')).split(',')).toHaveLength(50);
  });
  it('a single numeric value stays', () => {
    expect(read('branch=113').criteria.branch).toBe('113');
  });
  it('absent → the configured location (validated)', () => {
    expect(read('', { location: '42' }).criteria.branch).toBe('42');
    expect(read('', { location: 'x' }).criteria.branch).toBe('0');
    expect(read('').criteria.branch).toBe('0');
  });
  it("malformed encoding → '0'", () => {
    expect(read('branch=%E0').criteria.branch).toBe('0');
  });
});

describe('search keyword (SPEC §2.7, §5.1)', () => {
  it('reads search, trimmed', () => {
    expect(read('search=%20Java%20').criteria.keyword).toBe('Java');
  });
  it('uses searchTerm or searchword (touch URLs) when search is absent', () => {
    expect(read('searchTerm=SAP').criteria.keyword).toBe('SAP');
    expect(read('searchword=CAD').criteria.keyword).toBe('CAD');
    expect(read('search=A&searchTerm=B').criteria.keyword).toBe('A');
    expect(read('searchTerm=B&searchword=C').criteria.keyword).toBe('B');
  });
  it('falls back to linkKeyword only when search is absent', () => {
    expect(read('', { linkKeyword: 'Ingenieur' }).criteria.keyword).toBe('Ingenieur');
    expect(read('search=', { linkKeyword: 'Ingenieur' }).criteria.keyword).toBe('');
  });
  it('malformed → empty', () => {
    expect(read('search=%E0%A4%A').criteria.keyword).toBe('');
    expect(read('search=%3Cscript%3E').criteria.keyword).toBe('');
    expect(read('search=a%00b').criteria.keyword).toBe('');
    expect(read(`search=${'x'.repeat(101)}`).criteria.keyword).toBe('');
    expect(validateKeyword(null)).toBe('');
  });
  it('keeps ordinary punctuation and non-ASCII letters', () => {
    expect(read('search=C%2B%2B+%26+C%23').criteria.keyword).toBe('C++ & C#');
    expect(read('search=Gr%C3%BCnfl%C3%A4che').criteria.keyword).toBe('Grünfläche');
    expect(read(`search=${'x'.repeat(100)}`).criteria.keyword).toHaveLength(100);
  });
});

describe('city (SPEC §2.7, §5.1)', () => {
  it("parses 'name;lat;lon'", () => {
    expect(read('city=M%C3%BCnchen;48.137;11.575').criteria.city).toEqual({
      name: 'München',
      lat: 48.137,
      lon: 11.575,
    });
    expect(parseCity('Köln;50.9;6.95')).toEqual({ name: 'Köln', lat: 50.9, lon: 6.95 });
  });
  it('accepts a bare name (geocoded before the first search)', () => {
    expect(parseCity('Berlin')).toEqual({ name: 'Berlin', lat: null, lon: null });
  });
  it.each([
    'Berlin;52.5',
    'Berlin;52.5;13.4;x',
    ';52.5;13.4',
    'Berlin;abc;13.4',
    'Berlin;91;13.4',
    'Berlin;52.5;181',
    'Berlin;52.5;',
    'Berlin;0x10;1',
    'Berlin;Infinity;1',
    '<b>;1;2',
    '',
    'x'.repeat(51),
  ])('malformed %j → empty', (value) => {
    expect(parseCity(value)).toBeNull();
    expect(read(`city=${encodeURIComponent(value)}`).criteria.city).toBeNull();
  });
  it('broken encoding → empty', () => {
    expect(read('city=%E0;1;2').criteria.city).toBeNull();
  });
  it('normalises -0', () => {
    expect(Object.is(parseCity('X;-0;-0')!.lat, 0)).toBe(true);
  });
  it('formatCity writes name;lat;lon, or the bare name without coordinates', () => {
    expect(formatCity({ name: 'Köln', lat: 50.9, lon: 6.95 })).toBe('Köln;50.9;6.95');
    expect(formatCity({ name: 'Köln', lat: null, lon: null })).toBe('Köln');
  });
});

describe('type, trade-fair mode and UTM', () => {
  it('type 3 or 4, else the configured type', () => {
    expect(read('type=4').criteria.type).toBe('4');
    expect(read('type=5', { type: '3' }).criteria.type).toBe('3');
    expect(read('type=x').criteria.type).toBe('');
    expect(validateType(undefined, '4')).toBe('4');
  });
  it('messemodus turns on trade-fair mode and keeps its value', () => {
    const params = read('messemodus=ifa2026&utm_source=fair&utm_medium=qr');
    expect(params.tradeFair).toBe(true);
    expect(params.messemodus).toBe('ifa2026');
    expect(params.utm).toEqual({ utm_source: 'fair', utm_medium: 'qr' });
    expect(read('messemodus=').tradeFair).toBe(false);
    expect(read('messemodus=0').tradeFair).toBe(false);
    expect(read('messemodus=false').tradeFair).toBe(false);
    expect(read('', { messemodus: true }).tradeFair).toBe(true);
    expect(read('', { messemodus: true }).messemodus).toBe('1');
  });
  it('keeps only the five UTM parameters', () => {
    const params = read('utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d&utm_content=e&utm_id=f&gclid=g');
    expect(params.utm).toEqual({
      utm_source: 'a',
      utm_medium: 'b',
      utm_campaign: 'c',
      utm_term: 'd',
      utm_content: 'e',
    });
    expect(read('utm_source=%E0&utm_medium=').utm).toEqual({});
  });
  it('hasQueryString reports whether any parameter was there', () => {
    expect(read('').hasQueryString).toBe(false);
    expect(read('?').hasQueryString).toBe(false);
    expect(read('?foo=1').hasQueryString).toBe(true);
  });
});

describe('writeCareerQuery (SPEC §2.10)', () => {
  const base: SearchCriteria = readCareerParams('', config, plain).criteria;
  it('writes keyword, city, radius, lists, branch and type', () => {
    const query = writeCareerQuery(
      {
        ...base,
        keyword: 'Java Dev',
        city: { name: 'München', lat: 48.1, lon: 11.5 },
        radius: '50',
        faculty: ['1001'],
        target: ['2', '3'],
        branch: '7',
        type: '4',
      },
      config,
      plain,
    );
    expect(query).toBe('search=Java+Dev&city=M%C3%BCnchen;48.1;11.5&radius=50&faculty=1001&target=2,3&branch=7&type=4');
  });
  it("writes brand A's internal-career filter, and reads it back (reload, shared link)", () => {
    for (const internalCareer of ['inhouse', 'headquarter'] as const) {
      const query = writeCareerQuery({ ...base, internalCareer }, config, plain);
      expect(query).toBe(`internalCareer=${internalCareer}`);
      expect(readCareerParams(`?${query}`, config, plain).criteria.internalCareer).toBe(internalCareer);
    }
    expect(readCareerParams('?internalCareer=x', config, plain).criteria.internalCareer).toBe('');
    expect(writeCareerQuery({ ...base, internalCareer: '' }, config, plain)).toBe('');
  });
  it('a malformed percent-encoding in search or city is emptied (SPEC §5.1)', () => {
    const read = readCareerParams('?search=%E0%A4%A&city=%E0%A4%A', config, plain).criteria;
    expect(read.keyword).toBe('');
    expect(read.city).toBeNull();
    // the same, decoded leniently before it reached the module: U+FFFD
    const lenient = readCareerParams('?search=%EF%BF%BD%25A&city=%EF%BF%BD', config, plain).criteria;
    expect(lenient.keyword).toBe('');
    expect(lenient.city).toBeNull();
  });
  it('writes radius only if it differs from the default', () => {
    expect(writeCareerQuery({ ...base, radius: '' }, config, plain)).toBe('');
    expect(writeCareerQuery({ ...base, radius: '0' }, config, zero)).toBe('');
    const city = { name: 'Köln', lat: 50.9, lon: 6.9 };
    expect(writeCareerQuery({ ...base, city, radius: '25' }, config, zero)).toBe('city=K%C3%B6ln;50.9;6.9&radius=25');
    // Not a radius a search applies: left out ('-' is "no radius"; without a city a radius means nothing).
    expect(writeCareerQuery({ ...base, city, radius: '-' }, config, plain)).toBe('city=K%C3%B6ln;50.9;6.9');
    expect(writeCareerQuery({ ...base, radius: '25' }, config, zero)).toBe('');
  });
  it('leaves presets and the configured location out', () => {
    const preset = defaultConfig({ range: '1001', location: '9', type: '3' });
    expect(writeCareerQuery({ ...base, faculty: ['1001'], branch: '9', type: '3' }, preset, plain)).toBe('');
  });
  it('writes an empty search when a link keyword would otherwise come back', () => {
    expect(writeCareerQuery(base, defaultConfig({ linkKeyword: 'SAP' }), plain)).toBe('search=');
  });
  it('keeps trade-fair mode and UTM', () => {
    expect(
      writeCareerQuery(base, config, plain, {
        tradeFair: true,
        messemodus: 'ifa',
        utm: { utm_source: 'x', utm_term: 'a b' },
      }),
    ).toBe('messemodus=ifa&utm_source=x&utm_term=a+b');
  });
  it('removeQueryParam drops one parameter and keeps the rest as they were (§2.12)', () => {
    expect(removeQueryParam('?search=a&branch=5&city=K%C3%B6ln', 'branch')).toBe('search=a&city=K%C3%B6ln');
    expect(removeQueryParam('branch=5', 'branch')).toBe('');
    expect(removeQueryParam('a=%E0&branch=1', 'branch')).toBe('a=%E0');
  });
  it('utmQuery in the spec order', () => {
    expect(utmQuery({ utm_content: 'c', utm_source: 's' })).toBe('utm_source=s&utm_content=c');
    expect(utmQuery({})).toBe('');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Properties

const RADII = ['', '0', '-', '25', '50', '100', '200'];
const isValidCriteria = (criteria: SearchCriteria, defaultRadius: string) => {
  expect(criteria.keyword.length).toBeLessThanOrEqual(100);
  expect(criteria.keyword).not.toMatch(/[\p{Cc}<>]/u);
  expect(criteria.keyword).toBe(criteria.keyword.trim());
  expect(['25', '50', '100', '200', defaultRadius]).toContain(criteria.radius);
  if (!criteria.city) expect(criteria.radius).toBe(defaultRadius);
  expect(criteria.branch).toMatch(/^\d+(,\d+)*$/);
  for (const value of [...criteria.faculty, ...criteria.target, ...criteria.branch.split(',')])
    expect(value).toMatch(/^\d{1,9}$/);
  expect(criteria.faculty.length).toBeLessThanOrEqual(50);
  expect(criteria.target.length).toBeLessThanOrEqual(50);
  expect(criteria.branch.split(',').length).toBeLessThanOrEqual(50);
  expect(['', '3', '4']).toContain(criteria.type);
  if (criteria.city) {
    expect(criteria.city.name.length).toBeGreaterThan(0);
    expect(criteria.city.name.length).toBeLessThanOrEqual(50);
    if (criteria.city.lat !== null) expect(Math.abs(criteria.city.lat)).toBeLessThanOrEqual(90);
    if (criteria.city.lon !== null) expect(Math.abs(criteria.city.lon)).toBeLessThanOrEqual(180);
    expect(criteria.city.lat === null).toBe(criteria.city.lon === null);
  }
};

const paramName = fc.constantFrom(
  'search',
  'searchTerm',
  'searchword',
  'city',
  'radius',
  'faculty',
  'target',
  'branch',
  'messemodus',
  'type',
  'utm_source',
  'x',
);
const rawValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('%', '%E0', '%zz', ';;', '1,2,,3', '-', '25', '0', '1e309', 'Köln;50.9;6.95', '<x>', '%00'),
);
const rawQuery = fc.oneof(
  fc.string(),
  fc
    .array(fc.tuple(paramName, rawValue), { maxLength: 8 })
    .map((pairs) => pairs.map(([n, v]) => `${n}=${v}`).join('&')),
  fc
    .array(fc.tuple(paramName, rawValue), { maxLength: 8 })
    .map((pairs) => pairs.map(([n, v]) => `${n}=${encodeURIComponent(v)}`).join('&')),
);

describe('properties', () => {
  it('the parser never throws and its output is always valid', () => {
    fc.assert(
      fc.property(rawQuery, fc.constantFrom(plain, zero), (query, rules) => {
        const params = readCareerParams(query, config, rules);
        isValidCriteria(params.criteria, rules.defaultRadius);
      }),
      { numRuns: 1000 },
    );
  });

  const safeText = (max: number) =>
    fc
      .string({ unit: 'grapheme', maxLength: max })
      // U+FFFD marks a malformed escape in the URL: such a value is emptied by design (§5.1), not round-tripped.
      .map((s) => s.replace(/[\p{Cc}<>;\uFFFD]/gu, '').trim())
      .filter((s) => s.length <= max);
  const digits = fc.integer({ min: 0, max: 999999 }).map(String);
  const criteriaArb = fc.record({
    keyword: safeText(100),
    city: fc.option(
      fc.record({
        name: safeText(50).filter((s) => s !== ''),
        coords: fc.option(
          fc.tuple(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true })),
        ),
      }),
    ),
    radius: fc.constantFrom(...RADII),
    branch: fc.oneof(
      fc.constant('0'),
      fc.array(digits, { minLength: 1, maxLength: 3 }).map((ids) => ids.join(',')),
    ),
    type: fc.constantFrom('', '3', '4'),
    faculty: fc.array(digits, { maxLength: 4 }),
    target: fc.array(digits, { maxLength: 4 }),
  });

  it('round-trips: state → query string → state', () => {
    fc.assert(
      fc.property(
        criteriaArb,
        fc.constantFrom(plain, zero),
        fc.constantFrom('', 'Ingenieur'),
        (raw, rules, linkKeyword) => {
          // Only a radius a search applies survives the trip ('-' is none, and so is any radius without a city).
          const radius =
            raw.radius === '' || raw.radius === '0' || raw.radius === '-' || !raw.city
              ? rules.defaultRadius
              : raw.radius;
          const criteria: SearchCriteria = {
            keyword: raw.keyword,
            city: raw.city
              ? {
                  name: raw.city.name,
                  lat: raw.city.coords ? raw.city.coords[0] + 0 : null,
                  lon: raw.city.coords ? raw.city.coords[1] + 0 : null,
                }
              : null,
            radius,
            branch: raw.branch,
            type: raw.type as SearchCriteria['type'],
            faculty: raw.faculty,
            target: raw.target,
            staffresponsibility: [],
            jobtype: [],
            workplacetype: [],
            internalCareer: '',
          };
          const cfg = defaultConfig({ linkKeyword });
          const utm = { utm_source: 'newsletter', utm_campaign: 'spring 2027' };
          const query = writeCareerQuery(criteria, cfg, rules, { tradeFair: true, messemodus: 'fair', utm });
          const back = readCareerParams(query, cfg, rules);
          expect(back.criteria).toEqual(criteria);
          expect(back.tradeFair).toBe(true);
          expect(back.messemodus).toBe('fair');
          expect(back.utm).toEqual(utm);
          // Also through the browser's own parser.
          expect(new URLSearchParams(query).get('search') ?? '').toBe(criteria.keyword);
        },
      ),
      { numRuns: 500 },
    );
  });
});
