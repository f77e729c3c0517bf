import { describe, expect, it } from 'vitest';
import { defaultConfig, emptyCriteria, type SearchCriteria } from './types.ts';
import { VARIANTS } from './variants.ts';
import {
  allFreelanceProjectsUrl,
  filterToggleUrl,
  listEntryId,
  listPageUrl,
  loadMoreUrl,
  offerWithListUrl,
  resetFiltersUrl,
  applyUrl,
  closeLayerUrl,
  detailUrl,
  jobIdFromPath,
  linkModeUrl,
  mainSearchUrl,
  offerClickTarget,
  pdfUrl,
  registerUrl,
  searchFormTarget,
  timeHash,
  touchJobUrl,
  touchMainUrl,
  touchProjectUrl,
  trackingPixelUrl,
} from './links.ts';

const job = { njobid: 4711, urlpart: 'cad-konstrukteur-m-w-d', typeId: 3 as const };
const project = { njobid: 815, urlpart: 'sps-programmierung', typeId: 4 as const };
const touchUrls = {
  main: 'https://touch.example/suche',
  job: 'https://touch.example/job/',
  project: 'https://touch.example/projekt',
  register: 'https://touch.example/registrieren',
};
const criteria = (overrides: Partial<SearchCriteria> = {}): SearchCriteria => ({ ...emptyCriteria(), ...overrides });
const koeln = { name: 'Köln', lat: 50.9, lon: 6.95 };

describe('detail URL (SPEC §2.8)', () => {
  const config = { maincareer: 'https://site.example/de/de/karriere/', utm: 'utm_source=fair&utm_medium=qr' };
  it('{maincareer}/{jobId}/{urlpart}', () => {
    expect(detailUrl(job, config)).toBe('https://site.example/de/de/karriere/4711/cad-konstrukteur-m-w-d');
  });
  it('plus ?messemodus=…&{utm} in trade-fair mode', () => {
    expect(detailUrl(job, config, { active: true, messemodus: 'ifa' })).toBe(
      'https://site.example/de/de/karriere/4711/cad-konstrukteur-m-w-d?messemodus=ifa&utm_source=fair&utm_medium=qr',
    );
    expect(detailUrl(job, { ...config, utm: '' }, { active: true })).toBe(
      'https://site.example/de/de/karriere/4711/cad-konstrukteur-m-w-d?messemodus=1',
    );
    expect(detailUrl(job, { ...config, utm: '?utm_source=x' }, { active: true, messemodus: '1' })).toMatch(
      /\?messemodus=1&utm_source=x$/,
    );
  });
  it("keeps the page URL's UTM parameters in trade-fair mode, over the configured ones", () => {
    expect(
      detailUrl(
        job,
        { ...config, utm: '' },
        { active: true, messemodus: '1', utm: { utm_source: 'fair', utm_medium: 'qr' } },
      ),
    ).toBe(
      'https://site.example/de/de/karriere/4711/cad-konstrukteur-m-w-d?messemodus=1&utm_source=fair&utm_medium=qr',
    );
    expect(
      detailUrl(job, config, { active: true, messemodus: '1', utm: { utm_source: 'expo 2026', utm_campaign: 'c&d' } }),
    ).toBe(
      'https://site.example/de/de/karriere/4711/cad-konstrukteur-m-w-d?messemodus=1&utm_source=expo+2026&utm_medium=qr&utm_campaign=c%26d',
    );
    expect(detailUrl(job, config, { active: false, utm: { utm_source: 'fair' } })).toBe(
      'https://site.example/de/de/karriere/4711/cad-konstrukteur-m-w-d',
    );
  });
  it('encodes an odd urlpart', () => {
    expect(detailUrl({ njobid: 1, urlpart: 'a b/c' }, config)).toBe('https://site.example/de/de/karriere/1/a%20b%2Fc');
  });
});

describe('touch URLs (SPEC §2.8)', () => {
  it('job, project, main and register', () => {
    expect(touchJobUrl(job, touchUrls)).toBe('https://touch.example/job/4711?type=3');
    expect(touchProjectUrl(project, touchUrls)).toBe('https://touch.example/projekt/815/sps-programmierung?type=4');
    expect(touchMainUrl(touchUrls, '4', koeln)).toBe('https://touch.example/suche?type=4&city=K%C3%B6ln;50.9;6.95');
    expect(touchMainUrl(touchUrls, '3', null)).toBe('https://touch.example/suche?type=3');
    expect(registerUrl(touchUrls)).toBe('https://touch.example/registrieren');
  });
  it('null when not configured', () => {
    expect(touchJobUrl(job, {})).toBeNull();
    expect(touchProjectUrl(project, {})).toBeNull();
    expect(touchMainUrl({}, '3', null)).toBeNull();
    expect(registerUrl({})).toBeNull();
  });
  it('a click navigates to the touch page when configured, else opens the layer', () => {
    const config = { maincareer: '/karriere', utm: '', touchUrls };
    expect(offerClickTarget(job, config)).toEqual({ kind: 'navigate', href: 'https://touch.example/job/4711?type=3' });
    expect(offerClickTarget(project, config)).toEqual({
      kind: 'navigate',
      href: 'https://touch.example/projekt/815/sps-programmierung?type=4',
    });
    expect(offerClickTarget(job, { ...config, touchUrls: {} })).toEqual({
      kind: 'layer',
      href: '/karriere/4711/cad-konstrukteur-m-w-d',
    });
    expect(offerClickTarget(project, { ...config, touchUrls: { job: touchUrls.job } })).toEqual({
      kind: 'layer',
      href: '/karriere/815/sps-programmierung',
    });
  });
});

describe('job id from history (SPEC §2.8)', () => {
  it.each([
    ['/de/de/karriere/4711/cad-konstrukteur', 4711],
    ['/de/de/karriere/4711/cad-konstrukteur/', 4711],
    ['/karriere/1/x?messemodus=1', 1],
    ['/4711/slug#top', 4711],
  ])('%s → %s', (path, id) => expect(jobIdFromPath(path)).toBe(id));
  it.each([
    '/de/de/karriere',
    '/de/de/karriere/',
    '/',
    '',
    '/karriere/abc/slug',
    '/karriere/0/slug',
    '/karriere/-1/slug',
    '/karriere/1e3/x',
    '/x/99999999999999999999/y',
  ])('%j → null (close the layer)', (path) => expect(jobIdFromPath(path)).toBeNull());
  it('closing restores the plugin URI, keeping the search query', () => {
    expect(closeLayerUrl({ pluginUri: '/de/de/karriere' })).toBe('/de/de/karriere');
    expect(closeLayerUrl({ pluginUri: '/de/de/karriere' }, '?search=a')).toBe('/de/de/karriere?search=a');
  });
});

describe('apply link (SPEC §2.9)', () => {
  const config = { recruitingUrl: 'https://apply.example/bewerben/' };
  const utm = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'herbst', utm_term: 'cad', utm_content: 'ad 1' };
  it('{recruitingUrl}{urlpart}-{jobId} plus the five UTM parameters', () => {
    expect(applyUrl(job, config, VARIANTS.default, utm)).toBe(
      'https://apply.example/bewerben/cad-konstrukteur-m-w-d-4711?utm_source=google&utm_medium=cpc&utm_campaign=herbst&utm_term=cad&utm_content=ad+1',
    );
  });
  it('without UTM parameters: the bare link', () => {
    expect(applyUrl(job, config, VARIANTS.default)).toBe('https://apply.example/bewerben/cad-konstrukteur-m-w-d-4711');
  });
  it('the variant that omits UTM never appends them', () => {
    expect(applyUrl(job, config, VARIANTS['brand-c'], utm)).toBe(
      'https://apply.example/bewerben/cad-konstrukteur-m-w-d-4711',
    );
  });
  it("appends with '&' when the recruiting URL has a query already", () => {
    expect(
      applyUrl(job, { recruitingUrl: 'https://apply.example/?slug=' }, VARIANTS.default, { utm_source: 'x' }),
    ).toBe('https://apply.example/?slug=cad-konstrukteur-m-w-d-4711&utm_source=x');
  });
});

describe('PDF link (SPEC §7.7)', () => {
  const config = { api: 'http://localhost:3001/', prioTargetmarket: 'at', language: 'en' };
  it('{api}/v2/pdf/export/{targetmarket}/{language}/{urlpart}-{jobId}/compressed/', () => {
    expect(pdfUrl(job, config, VARIANTS.default)).toBe(
      'http://localhost:3001/v2/pdf/export/at/en/cad-konstrukteur-m-w-d-4711/compressed/',
    );
  });
  it('de/de fixed in the variants that say so', () => {
    expect(pdfUrl(job, config, VARIANTS['brand-b'])).toBe(
      'http://localhost:3001/v2/pdf/export/de/de/cad-konstrukteur-m-w-d-4711/compressed/',
    );
    expect(pdfUrl(job, config, VARIANTS['brand-c'])).toContain('/export/de/de/');
  });
  it('falls back to de when market or language are empty', () => {
    expect(pdfUrl(job, { api: 'http://a', prioTargetmarket: '', language: '' }, VARIANTS['brand-a'])).toBe(
      'http://a/v2/pdf/export/de/de/cad-konstrukteur-m-w-d-4711/compressed/',
    );
  });
});

describe('tracking pixel (SPEC §7.7)', () => {
  it('{ads}/{jobId}/{tracking}/trackingpixel.gif?chash={time-based hash}', () => {
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);
    expect(trackingPixelUrl(4711, { ads: 'http://ads.example/', tracking: 'kestrel' }, now)).toBe(
      `http://ads.example/4711/kestrel/trackingpixel.gif?chash=${now.toString(36)}`,
    );
  });
  it('the hash changes with time and is never negative or fractional', () => {
    expect(timeHash(1000)).not.toBe(timeHash(2000));
    expect(timeHash(-5)).toBe('0');
    expect(timeHash(35.9)).toBe('z');
  });
});

describe('search form target (SPEC §2.10)', () => {
  const rules = VARIANTS.default;
  it('project type → touch main URL with type=4, searchTerm and city', () => {
    const config = defaultConfig({ touchUrls });
    expect(
      searchFormTarget(criteria({ type: '4', keyword: 'SPS', city: koeln }), config, rules, { listOnPage: true }),
    ).toEqual({
      kind: 'navigate',
      href: 'https://touch.example/suche?type=4&searchTerm=SPS&city=K%C3%B6ln;50.9;6.95',
    });
  });
  it('project type without a touch main URL searches in place', () => {
    expect(
      searchFormTarget(criteria({ type: '4', keyword: 'SPS' }), defaultConfig(), rules, { listOnPage: true }).kind,
    ).toBe('inPlace');
  });
  it('no list on the page → maincareer with search, city and a non-default radius', () => {
    const config = defaultConfig({ maincareer: '/de/de/karriere' });
    expect(
      searchFormTarget(criteria({ keyword: 'Java', city: koeln, radius: '50' }), config, rules, { listOnPage: false }),
    ).toEqual({
      kind: 'navigate',
      href: '/de/de/karriere?search=Java&city=K%C3%B6ln;50.9;6.95&radius=50',
    });
    expect(searchFormTarget(criteria({ keyword: 'Java' }), config, rules, { listOnPage: false })).toEqual({
      kind: 'navigate',
      href: '/de/de/karriere?search=Java',
    });
    expect(searchFormTarget(criteria(), config, rules, { listOnPage: false })).toEqual({
      kind: 'navigate',
      href: '/de/de/karriere',
    });
  });
  it('radius left out when it equals the default', () => {
    const config = defaultConfig({ maincareer: '/karriere' });
    expect(
      searchFormTarget(criteria({ city: koeln, radius: '0' }), config, VARIANTS['brand-b'], { listOnPage: false }),
    ).toEqual({
      kind: 'navigate',
      href: '/karriere?city=K%C3%B6ln;50.9;6.95',
    });
  });
  it('no list on the page with a touch main URL → touch main with searchTerm', () => {
    const config = defaultConfig({ touchUrls });
    expect(
      searchFormTarget(criteria({ keyword: 'Java', city: koeln, radius: '25' }), config, rules, { listOnPage: false }),
    ).toEqual({
      kind: 'navigate',
      href: 'https://touch.example/suche?type=3&searchTerm=Java&city=K%C3%B6ln;50.9;6.95&radius=25',
    });
  });
  it('otherwise in place, with the rewritten query string', () => {
    expect(
      searchFormTarget(criteria({ keyword: 'Java', radius: '25' }), defaultConfig(), rules, {
        listOnPage: true,
        tradeFair: true,
        messemodus: '1',
        utm: { utm_source: 'x' },
      }),
    ).toEqual({ kind: 'inPlace', query: 'search=Java&messemodus=1&utm_source=x' }); // no city: the radius means nothing
  });
});

describe('other links', () => {
  it('link mode: the prefiltered search', () => {
    const config = defaultConfig({
      maincareer: '/karriere',
      linkKeyword: 'SAP',
      linkLocation: 'Köln;50.9;6.95',
      linkRadius: '50',
      range: '1001',
      targetgroup: '2',
      type: '3',
    });
    expect(linkModeUrl(config, VARIANTS.default)).toBe(
      '/karriere?search=SAP&city=K%C3%B6ln;50.9;6.95&radius=50&faculty=1001&target=2&type=3',
    );
    expect(linkModeUrl(defaultConfig({ maincareer: '/karriere', linkRadius: '0' }), VARIANTS['brand-b'])).toBe(
      '/karriere',
    );
    expect(linkModeUrl(defaultConfig({ maincareer: '/karriere', linkRadius: '999' }), VARIANTS.default)).toBe(
      '/karriere',
    );
  });
  it('all freelance projects near a branch', () => {
    expect(allFreelanceProjectsUrl({ touchUrls }, koeln)).toBe(
      'https://touch.example/suche?type=4&city=K%C3%B6ln;50.9;6.95',
    );
    expect(allFreelanceProjectsUrl({ touchUrls: {} }, koeln)).toBeNull();
    expect(allFreelanceProjectsUrl({ touchUrls: {}, maincareer: '/karriere' }, koeln)).toBe(
      '/karriere?type=4&city=K%C3%B6ln;50.9;6.95',
    );
    expect(allFreelanceProjectsUrl({ touchUrls: {}, maincareer: '/karriere' }, null)).toBe('/karriere?type=4');
  });
  it('main search for a city: touch main or maincareer', () => {
    expect(mainSearchUrl({ touchUrls: {}, maincareer: '/karriere', type: '' }, koeln)).toBe(
      '/karriere?city=K%C3%B6ln;50.9;6.95',
    );
    expect(mainSearchUrl({ touchUrls: {}, maincareer: '/karriere', type: '' }, null)).toBe('/karriere');
    expect(mainSearchUrl({ touchUrls, maincareer: '/karriere', type: '4' }, koeln)).toBe(
      'https://touch.example/suche?type=4&city=K%C3%B6ln;50.9;6.95',
    );
  });
});

describe('links that work without JavaScript', () => {
  const b = VARIANTS['brand-b'];
  const config = defaultConfig({ variant: 'brand-b', maincareer: '/de/de/karriere', pluginUri: '/de/de/karriere' });
  const links = { config, rules: b };
  const hamburg = { name: 'Hamburg', lat: 53.55, lon: 9.99 };
  const search = criteria({ city: hamburg, radius: '0', target: ['3'] });
  it('a filter value: the list with it toggled (radius single-select; unchecked → the default, not written)', () => {
    expect(filterToggleUrl(search, 'radius', '100', true, links)).toBe(
      '/de/de/karriere?city=Hamburg;53.55;9.99&radius=100&target=3',
    );
    expect(filterToggleUrl({ ...search, radius: '100' }, 'radius', '100', false, links)).toBe(
      '/de/de/karriere?city=Hamburg;53.55;9.99&target=3',
    );
    expect(filterToggleUrl(search, 'targetgroup', '3', false, links)).toBe('/de/de/karriere?city=Hamburg;53.55;9.99');
    expect(resetFiltersUrl({ ...search, radius: '50', type: '4' }, links)).toBe(
      '/de/de/karriere?city=Hamburg;53.55;9.99',
    );
  });
  it('load more: the next offset, scrolled to the first new entry', () => {
    expect(loadMoreUrl(search, links, 20, 'recX')).toBe(
      '/de/de/karriere?city=Hamburg;53.55;9.99&target=3&offset=20#recX-offer-21',
    );
    expect(loadMoreUrl(criteria(), links, 40, 'recX')).toBe('/de/de/karriere?offset=40#recX-offer-41');
    expect(listEntryId('recX', 21)).toBe('recX-offer-21');
  });
  it('an offer carries the list (search and offset); close returns to it', () => {
    expect(offerWithListUrl(job, search, links, 20)).toBe(
      '/de/de/karriere/4711/cad-konstrukteur-m-w-d?city=Hamburg;53.55;9.99&target=3&offset=20',
    );
    expect(offerWithListUrl(job, criteria(), links)).toBe('/de/de/karriere/4711/cad-konstrukteur-m-w-d');
    expect(listPageUrl(search, links, 20)).toBe('/de/de/karriere?city=Hamburg;53.55;9.99&target=3&offset=20');
    expect(listPageUrl(criteria(), links)).toBe('/de/de/karriere');
  });
  it('in trade-fair mode the offer keeps messemodus and UTM once, the list keeps them too', () => {
    const fair = { ...links, tradeFair: true, messemodus: '1', utm: { utm_source: 'x' } };
    expect(offerWithListUrl(job, search, fair)).toBe(
      '/de/de/karriere/4711/cad-konstrukteur-m-w-d?messemodus=1&utm_source=x&city=Hamburg;53.55;9.99&target=3',
    );
    expect(listPageUrl(search, fair)).toBe(
      '/de/de/karriere?city=Hamburg;53.55;9.99&target=3&messemodus=1&utm_source=x',
    );
  });
});
