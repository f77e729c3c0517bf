import { describe, expect, it } from 'vitest';
import { defaultConfig, emptyCriteria, type SearchCriteria } from './types.ts';
import { VARIANTS } from './variants.ts';
import {
  API_HEADERS,
  branchToSend,
  buildBranchRequest,
  buildDetailRequest,
  buildFacetListRequests,
  buildSearchRequest,
  formatCoordinate,
  requestUrl,
} from './search-request.ts';

const criteria = (overrides: Partial<SearchCriteria> = {}): SearchCriteria => ({ ...emptyCriteria(), ...overrides });
const params = (query: [string, string][]) => Object.fromEntries(query);
const search = (c: Partial<SearchCriteria> = {}, cfg = {}, offset = 0) =>
  buildSearchRequest(criteria(c), defaultConfig(cfg), { offset });

describe('GET /v4/recruiting/search (SPEC §7.3.1)', () => {
  it('minimal request: hyphen, lang, count, limit and offset; the API header with an empty value', () => {
    const request = search({}, { language: 'de', company: 'Velora' });
    expect(request.path).toBe('/v4/recruiting/search');
    expect(request.query).toEqual([
      ['hyphen', 'override'],
      ['lang', 'de'],
      ['count', 'velora'],
      ['limit', '20'],
      ['offset', '0'],
    ]);
    expect(request.headers).toEqual({ 'x-meridian-api': '' });
    expect(API_HEADERS).toEqual({ 'x-meridian-api': '' });
  });

  it.each([
    ['de', undefined],
    ['en', '2'],
    ['pl', '2'],
    ['fr', '3'],
    ['es', '5'],
    ['EN', '2'],
    ['it', undefined],
    ['', undefined],
    ['constructor', undefined],
  ])('prioLanguage %j → %j', (language, code) => {
    expect(params(search({}, { prioLanguage: language }).query).prioLanguage).toBe(code);
  });

  it.each([
    ['de', undefined],
    ['at', '12'],
    ['es', '23'],
    ['fr', '26'],
    ['pl', '28'],
    ['ch', undefined],
  ])('prioTargetmarket %j → %j', (market, code) => {
    expect(params(search({}, { prioTargetmarket: market }).query).prioTargetmarket).toBe(code);
  });

  it('count only when the filter component is present', () => {
    expect(params(search({}, { listComponents: ['search', 'list'] }).query).count).toBeUndefined();
    expect(params(search({}, { listComponents: ['filter'], company: 'KESTREL' }).query).count).toBe('kestrel');
  });

  it('limit is the page size; total=false only when offset > 0', () => {
    expect(params(search({}, { count: 10 }).query)).toMatchObject({ limit: '10', offset: '0' });
    expect(params(search({}, { count: 10 }).query).total).toBeUndefined();
    expect(params(search({}, { count: 10 }, 10).query)).toMatchObject({ offset: '10', total: 'false' });
    expect(params(buildSearchRequest(criteria(), defaultConfig(), { offset: 5, limit: 3 }).query)).toMatchObject({
      limit: '3',
      offset: '5',
    });
    expect(params(search({}, {}, -4).query).offset).toBe('0');
  });

  it('branch only if numeric and not 0 (SPEC §5.2)', () => {
    expect(params(search({ branch: '0' }).query).branch).toBeUndefined();
    expect(params(search({ branch: '12' }).query).branch).toBe('12');
    expect(params(search({ branch: '12,14' }).query).branch).toBe('12,14');
    expect(branchToSend('abc')).toBeNull();
    expect(branchToSend('')).toBeNull();
    expect(branchToSend('1,x')).toBeNull();
  });

  it('type, showRanges, tag and query', () => {
    const query = params(
      search({ type: '4', keyword: 'CAD Konstrukteur' }, { additionalFields: ['range'], tag: 'fair' }).query,
    );
    expect(query).toMatchObject({ type: '4', showRanges: 'true', tag: 'fair', query: 'CAD Konstrukteur' });
    const bare = params(search().query);
    expect(bare.type).toBeUndefined();
    expect(bare.showRanges).toBeUndefined();
    expect(bare.tag).toBeUndefined();
    expect(bare.query).toBeUndefined();
  });

  it('lat, lon and radius only with coordinates; radius only when it is a radius option', () => {
    expect(params(search({ city: { name: 'Köln', lat: 50.9, lon: 6.95 }, radius: '50' }).query)).toMatchObject({
      lat: '50.9',
      lon: '6.95',
      radius: '50',
    });
    // '-' is the select's "no radius" (SPEC §5.1: not numeric): never sent as is.
    expect(params(search({ city: { name: 'Köln', lat: 50.9, lon: 6.95 }, radius: '-' }).query).radius).toBeUndefined();
    expect(params(search({ city: { name: 'Köln', lat: 50.9, lon: 6.95 }, radius: '0' }).query).radius).toBeUndefined();
    expect(params(search({ city: { name: 'Köln', lat: 50.9, lon: 6.95 }, radius: '' }).query).radius).toBeUndefined();
    const noCoords = params(search({ city: { name: 'Köln', lat: null, lon: null }, radius: '50' }).query);
    expect(noCoords.lat).toBeUndefined();
    expect(noCoords.radius).toBeUndefined();
  });

  it('facet lists as comma lists', () => {
    const query = params(
      search({
        target: ['1', '2'],
        faculty: ['1001', '2000'],
        staffresponsibility: ['1'],
        jobtype: ['2', '3'],
        workplacetype: ['1'],
      }).query,
    );
    expect(query).toMatchObject({
      target: '1,2',
      faculty: '1001,2000',
      staffresponsibility: '1',
      jobtype: '2,3',
      workplacetype: '1',
    });
  });

  it('internal career: inhouse → inhouse=true; headquarter → branch=113', () => {
    expect(params(search({ internalCareer: 'inhouse' }).query).inhouse).toBe('true');
    const hq = params(search({ internalCareer: 'headquarter', branch: '7' }).query);
    expect(hq.branch).toBe('113');
    expect(hq.inhouse).toBeUndefined();
  });

  it('stays within what the API accepts: lang, limit, offset, coordinates, id lists', () => {
    expect(params(search({}, { language: 'pl' }).query).lang).toBeUndefined();
    expect(params(search({}, { language: 'EN' }).query).lang).toBe('en');
    expect(params(search({}, { count: 500 }).query).limit).toBe('100');
    expect(params(search({}, { count: 0 }).query).limit).toBe('20');
    expect(params(search({}, { count: Number.NaN }).query).limit).toBe('20');
    expect(params(search({}, {}, 1e9).query).offset).toBe('100000');
    expect(params(search({}, {}, Number.NaN).query).offset).toBe('0');
    expect(params(search({ faculty: ['1', '1', 'x', '1234567890', '2'] }).query).faculty).toBe('1,2');
    expect(
      params(search({ faculty: Array.from({ length: 60 }, (_, i) => String(i + 1)) }).query).faculty!.split(','),
    ).toHaveLength(50);
    expect(params(search({ faculty: ['x'] }).query).faculty).toBeUndefined();
    expect(params(search({ city: { name: 'x', lat: 1e-7, lon: -0 } }).query)).toMatchObject({
      lat: '0.0000001',
      lon: '0',
    });
  });
  it('formatCoordinate: plain decimals, never exponent notation, at most 15 fraction digits', () => {
    expect(formatCoordinate(50.9)).toBe('50.9');
    expect(formatCoordinate(-0)).toBe('0');
    expect(formatCoordinate(1e-7)).toBe('0.0000001');
    expect(formatCoordinate(-1e-20)).toBe('0');
    expect(formatCoordinate(0.12345678901234568)).toMatch(/^0\.\d{1,15}$/);
    for (const value of [89.99999999999999, -179.1234567890123, 5e-324, 48.137154]) {
      expect(formatCoordinate(value)).toMatch(/^-?\d{1,3}(\.\d{1,15})?$/);
      expect(Math.abs(Number(formatCoordinate(value)) - value)).toBeLessThan(1e-14);
    }
  });

  it('requestUrl joins api, path and the encoded query', () => {
    const request = search(
      { keyword: 'C++ Entwickler', city: { name: 'x', lat: 1, lon: 2 }, radius: '25' },
      { language: 'de', listComponents: [] },
    );
    expect(requestUrl('http://localhost:3001/', request)).toBe(
      'http://localhost:3001/v4/recruiting/search?hyphen=override&lang=de&limit=20&offset=0&query=C%2B%2B+Entwickler&lat=1&lon=2&radius=25',
    );
    expect(requestUrl('http://api', { path: '/x', query: [] })).toBe('http://api/x');
  });
});

describe('GET /v4/recruiting/details/{jobId} (SPEC §7.3.2)', () => {
  const detailUrl = 'https://brand-a.localhost/de/de/karriere/42/cad-konstrukteur?messemodus=1';
  it('prepare=active&hyphen=active with the API header', () => {
    const request = buildDetailRequest(42, { rules: VARIANTS.default, tradeFair: false });
    expect(requestUrl('http://api', request)).toBe('http://api/v4/recruiting/details/42?prepare=active&hyphen=active');
    expect(request.headers).toEqual({ 'x-meridian-api': '' });
  });
  it('adds the encoded qrCodeUrl in trade-fair mode for the variant that shows a QR code', () => {
    const request = buildDetailRequest(42, { rules: VARIANTS['brand-a'], tradeFair: true, detailUrl });
    expect(params(request.query).qrCodeUrl).toBe(detailUrl);
    expect(requestUrl('http://api', request)).toContain(
      `&qrCodeUrl=${encodeURIComponent(detailUrl).replace(/%20/g, '+')}`,
    );
  });
  it('no qrCodeUrl outside trade-fair mode or in other variants', () => {
    expect(
      params(buildDetailRequest(42, { rules: VARIANTS['brand-a'], tradeFair: false, detailUrl }).query).qrCodeUrl,
    ).toBeUndefined();
    expect(
      params(buildDetailRequest(42, { rules: VARIANTS['brand-b'], tradeFair: true, detailUrl }).query).qrCodeUrl,
    ).toBeUndefined();
  });
  it("asks in the page's language (en, fr, es, de) and leaves out what the API does not take", () => {
    for (const language of ['en', 'fr', 'es', 'de']) {
      expect(
        requestUrl('http://api', buildDetailRequest(42, { rules: VARIANTS.default, tradeFair: false, language })),
      ).toBe(`http://api/v4/recruiting/details/42?prepare=active&hyphen=active&lang=${language}`);
    }
    expect(
      params(buildDetailRequest(42, { rules: VARIANTS.default, tradeFair: false, language: 'EN' }).query).lang,
    ).toBe('en');
    expect(
      params(buildDetailRequest(42, { rules: VARIANTS.default, tradeFair: false, language: 'pl' }).query).lang,
    ).toBeUndefined();
    expect(
      params(buildDetailRequest(42, { rules: VARIANTS.default, tradeFair: false, language: 'en&x=1' }).query).lang,
    ).toBeUndefined();
  });
  it('encodes a hostile job id into one path segment', () => {
    expect(buildDetailRequest('1/../x', { rules: VARIANTS.default, tradeFair: false }).path).toBe(
      '/v4/recruiting/details/1%2F..%2Fx',
    );
  });
});

describe('GET /v4/data/branches/{companyId}/{branchId} (SPEC §7.3.3)', () => {
  it("the instance's company with type=1,2,3,4&extended=true", () => {
    const request = buildBranchRequest(7, { companyId: 2 }, VARIANTS['brand-a']);
    expect(requestUrl('http://api', request)).toBe('http://api/v4/data/branches/2/7?type=1,2,3,4&extended=true');
  });
  it('company id 1 fixed in the variants that say so', () => {
    expect(buildBranchRequest(7, { companyId: 3 }, VARIANTS['brand-b']).path).toBe('/v4/data/branches/1/7');
    expect(buildBranchRequest(7, { companyId: 1 }, VARIANTS.default).path).toBe('/v4/data/branches/1/7');
  });
  it('extended omitted in one variant', () => {
    expect(buildBranchRequest(7, { companyId: 4 }, VARIANTS['brand-c']).query).toEqual([['type', '1,2,3,4']]);
  });
});

describe('facet lists (SPEC §7.3.4)', () => {
  const groups = VARIANTS['brand-a'].filterGroups;
  it('one call per shown group, with lang; ranges with faculties=true', () => {
    const requests = buildFacetListRequests(defaultConfig({ language: 'en' }), groups);
    expect(requests.map((r) => r.request.path)).toEqual([
      '/v4/recruiting/ranges',
      '/v4/recruiting/targetgroups',
      '/v4/recruiting/staffresponsibilities',
      '/v4/recruiting/jobtypes',
      '/v4/recruiting/workplacetypes',
      '/v4/recruiting/internalcareers',
    ]);
    expect(requests[0]!.request.query).toEqual([
      ['faculties', 'true'],
      ['lang', 'en'],
    ]);
  });
  it('brand B asks for types (radius has no list)', () => {
    const paths = buildFacetListRequests(defaultConfig(), VARIANTS['brand-b'].filterGroups).map((r) => r.facet);
    expect(paths).toContain('types');
    expect(paths).not.toContain('radius');
    expect(paths).not.toContain('internalCareers');
  });
  it('skipped when a preset list is configured', () => {
    const requests = buildFacetListRequests(
      defaultConfig({
        targetgroupsFilter: [{ nzielgruppeid: 1, szielgruppebez: 'Professionals' }],
        jobtypesFilter: [{ id: 1, name: 'Vollzeit' }],
      }),
      groups,
    );
    expect(requests.map((r) => r.facet)).toEqual([
      'range',
      'staffResponsibilities',
      'workplacetypes',
      'internalCareers',
    ]);
  });
  it('an empty preset list counts as not configured', () => {
    expect(buildFacetListRequests(defaultConfig({ jobtypesFilter: [] }), groups).map((r) => r.facet)).toContain(
      'jobtypes',
    );
  });
});

describe('own company offers', () => {
  it('brand variants search their company only, the parent group all', async () => {
    const { buildSearchRequest } = await import('./search-request.ts');
    const { defaultConfig, emptyCriteria } = await import('./types.ts');
    const brand = buildSearchRequest(emptyCriteria(), defaultConfig({ variant: 'brand-b', company: 'brightwork' }), {
      offset: 0,
    });
    expect(brand.query).toContainEqual(['company', 'brightwork']);
    const group = buildSearchRequest(emptyCriteria(), defaultConfig(), { offset: 0 });
    expect(group.query.some(([name]) => name === 'company')).toBe(false);
  });
});
