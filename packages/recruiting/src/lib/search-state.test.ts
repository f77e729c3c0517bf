import { describe, expect, it } from 'vitest';
import type { OfferDetail, OfferListItem, SearchResponse } from '@meridian/contracts';
import { defaultConfig, emptyCriteria, type SearchCriteria } from './types.ts';
import { VARIANTS } from './variants.ts';
import {
  branchCity,
  branchGeocodingText,
  detailReducer,
  detailSource,
  FIRST_SEARCH_DELAY_MS,
  initDetailState,
  hydrateSearchState,
  joinPages,
  serverPages,
  initSearchState,
  listMeta,
  missingEntryNotifications,
  noMatchesMessage,
  prevNext,
  reloadButtonModel,
  SEARCH_ERROR_NOTIFICATION,
  searchReducer,
  searchRequestKey,
  shouldSend,
  type SearchState,
} from './search-state.ts';

const offer = (id: number, extra: Partial<OfferListItem> = {}): OfferListItem => ({
  njobid: id,
  urlpart: `offer-${id}`,
  sjobbez: `Offer ${id}`,
  typeId: 3,
  sniederlassungbez: 'Niederlassung Köln',
  nniederlassungid: 7,
  uselocation_city: 'Köln',
  uselocation_country: 'Deutschland',
  seinsatzbereichbez: 'Technik',
  neinsatzfachbereichset: '1001',
  nzielgruppeset: '1',
  inhouseRecruiting: false,
  tags: [],
  ...extra,
});
const page = (ids: number[], extra: Partial<SearchResponse> = {}): SearchResponse => ({
  matches: ids.map((id) => offer(id)),
  counts: { range: { '1001': ids.length } },
  has_more: true,
  total_found: 45,
  total: 45,
  initial: false,
  status: 200,
  success: true,
  ...extra,
});
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
const criteria = (overrides: Partial<SearchCriteria> = {}): SearchCriteria => ({ ...emptyCriteria(), ...overrides });
const config = defaultConfig({ count: 20 });

function answered(state: SearchState, response: SearchResponse): SearchState {
  return searchReducer(state, { type: 'succeeded', key: state.request!.key, response });
}

describe('first search (SPEC §4.3)', () => {
  it('is requested with the 100 ms delay', () => {
    const state = initSearchState(config, { criteria: criteria({ keyword: 'Java' }), hasQueryString: true });
    expect(state.status).toBe('loading');
    expect(state.request).toMatchObject({
      offset: 0,
      append: false,
      delayMs: FIRST_SEARCH_DELAY_MS,
      needsGeocoding: false,
    });
    expect(FIRST_SEARCH_DELAY_MS).toBe(100);
  });
  it('a city from the URL without coordinates is geocoded first', () => {
    const state = initSearchState(config, {
      criteria: criteria({ city: { name: 'Köln', lat: null, lon: null } }),
      hasQueryString: true,
    });
    expect(state.request!.needsGeocoding).toBe(true);
  });
  it('preloaded list data answers the first search only without a query string', () => {
    const preloaded = defaultConfig({ count: 20, recruitingListData: page(range(1, 20)) });
    const fromPreload = initSearchState(preloaded, { criteria: criteria(), hasQueryString: false });
    expect(fromPreload.request).toBeNull();
    expect(fromPreload.status).toBe('done');
    expect(fromPreload.matches).toHaveLength(20);
    expect(fromPreload.totalFound).toBe(45);
    const withQuery = initSearchState(preloaded, { criteria: criteria({ keyword: 'x' }), hasQueryString: true });
    expect(withQuery.matches).toEqual([]);
    expect(withQuery.request).not.toBeNull();
  });
  it('a missing or zero page size falls back to 20', () => {
    expect(initSearchState(defaultConfig({ count: 0 }), { criteria: criteria(), hasQueryString: true }).pageSize).toBe(
      20,
    );
  });
});

describe('paging (SPEC §4.3)', () => {
  const first = answered(initSearchState(config, { criteria: criteria(), hasQueryString: true }), page(range(1, 20)));

  it('load more appends the next page; offset advances by count', () => {
    const loading = searchReducer(first, { type: 'loadMore' });
    expect(loading.offset).toBe(20);
    expect(loading.request).toMatchObject({ offset: 20, append: true, delayMs: 0 });
    const second = answered(loading, page(range(21, 20), { total_found: 0, total: 0 }));
    expect(second.matches.map((m) => m.njobid)).toEqual(range(1, 40));
    expect(second.scrollToIndex).toBe(20);
    // total_found kept from the previous call when the new value is 0
    expect(second.totalFound).toBe(45);
    expect(second.total).toBe(45);
  });

  it('a new search resets the offset to 0 and keeps the old list on screen (busy) until its answer replaces it', () => {
    const more = answered(searchReducer(first, { type: 'loadMore' }), page(range(21, 20)));
    const fresh = searchReducer(more, { type: 'search', criteria: criteria({ keyword: 'SAP' }) });
    expect(fresh).toMatchObject({ offset: 0, status: 'loading', scrollToIndex: null });
    expect(fresh.matches).toHaveLength(40);
    expect(noMatchesMessage(fresh, '3', true)).toBeNull();
    expect(fresh.request).toMatchObject({ offset: 0, append: false });
    const done = answered(fresh, page([99], { has_more: false, total_found: 1, total: 1 }));
    expect(done.matches.map((m) => m.njobid)).toEqual([99]);
    expect(done.scrollToIndex).toBeNull();
  });

  it('a new search answering total_found 0 shows 0, not the old total', () => {
    const fresh = searchReducer(first, { type: 'search', criteria: criteria({ keyword: 'nothing' }) });
    const done = answered(fresh, page([], { has_more: false, total_found: 0, total: 0 }));
    expect(done.totalFound).toBe(0);
  });

  it('has_more drives the reload button; load more without more does nothing', () => {
    const last = answered(searchReducer(first, { type: 'loadMore' }), page(range(21, 5), { has_more: false }));
    expect(last.hasMore).toBe(false);
    expect(searchReducer(last, { type: 'loadMore' })).toBe(last);
    expect(reloadButtonModel(first, config, VARIANTS.default)).toEqual({
      kind: 'loadMore',
      dataReload: true,
      label: { key: ['recruiting.reload.page'], params: { from: 1, to: 20, total: 45 } },
    });
    expect(reloadButtonModel(last, config, VARIANTS.default)).toMatchObject({ kind: 'loadMore', dataReload: false });
  });

  it('list meta text follows the paging', () => {
    expect(listMeta(first)!.part1.params).toEqual({ from: 1, to: 20 });
    const more = searchReducer(first, { type: 'loadMore' });
    expect(listMeta(more)!.part1.params).toEqual({ from: 1, to: 40 });
  });

  it('counts and success come from the answer; malformed answers do not crash', () => {
    expect(first.counts).toEqual({ range: { '1001': 20 } });
    const weird = answered(searchReducer(first, { type: 'search', criteria: criteria({ keyword: 'z' }) }), {
      matches: null,
      counts: null,
      has_more: 'yes',
      total_found: 'x',
    } as unknown as SearchResponse);
    expect(weird).toMatchObject({ matches: [], counts: {}, hasMore: false, totalFound: 0, status: 'done' });
  });
});

describe('double-click guard and stale answers', () => {
  const start = initSearchState(config, { criteria: criteria({ keyword: 'Java' }), hasQueryString: true });
  it('the same search while it is in flight is not sent again', () => {
    const again = searchReducer(start, { type: 'search', criteria: criteria({ keyword: 'Java' }) });
    expect(again).toBe(start);
  });
  it('the request key ignores list order and differs by offset', () => {
    const a = searchRequestKey(criteria({ faculty: ['1', '2'] }), 0, 20);
    expect(searchRequestKey(criteria({ faculty: ['2', '1'] }), 0, 20)).toBe(a);
    expect(searchRequestKey(criteria({ faculty: ['1', '2'] }), 20, 20)).not.toBe(a);
    expect(searchRequestKey(criteria({ keyword: 'x' }), 0, 20)).not.toBe(
      searchRequestKey(criteria({ keyword: 'y' }), 0, 20),
    );
  });
  it('a different search replaces the pending one; the old answer is ignored', () => {
    const oldKey = start.request!.key;
    const next = searchReducer(start, { type: 'search', criteria: criteria({ keyword: 'SAP' }) });
    expect(shouldSend(next, oldKey)).toBe(false);
    expect(shouldSend(next, next.request!.key)).toBe(true);
    expect(searchReducer(next, { type: 'succeeded', key: oldKey, response: page([1]) })).toBe(next);
    expect(searchReducer(next, { type: 'failed', key: oldKey })).toBe(next);
  });
  it('load more while a request is in flight does nothing', () => {
    expect(searchReducer(start, { type: 'loadMore' })).toBe(start);
  });
  it('answers without a pending request are ignored', () => {
    const done = answered(start, page([1]));
    expect(searchReducer(done, { type: 'succeeded', key: 'x', response: page([2]) })).toBe(done);
  });
});

describe('hydrating from the server-rendered first page', () => {
  const bare = criteria({ keyword: 'Java', city: { name: 'Köln', lat: null, lon: null } });
  const geocoded = criteria({ keyword: 'Java', city: { name: 'Köln', lat: 50.94, lon: 6.96 } });
  it("the server's result for the URL's query answers the first search: no request, its criteria with coordinates", () => {
    const start = initSearchState(config, { criteria: bare, hasQueryString: true });
    expect(start.request).not.toBeNull();
    const state = hydrateSearchState(start, config, page(range(1, 20), { has_more: true, total_found: 30 }), geocoded);
    expect(state).toMatchObject({ status: 'done', request: null, totalFound: 30, hasMore: true, criteria: geocoded });
    expect(state.matches).toHaveLength(20);
    expect(searchRequestKey(state.criteria, 0, 20)).toBe(searchRequestKey(geocoded, 0, 20));
  });
  it('criteria the server did not run (another query) are not taken over; without a server result the first search stays', () => {
    const start = initSearchState(config, { criteria: bare, hasQueryString: true });
    const other = hydrateSearchState(
      start,
      config,
      page([1]),
      criteria({ keyword: 'SAP', city: { name: 'Köln', lat: 1, lon: 2 } }),
    );
    expect(other.criteria).toEqual(bare);
    expect(hydrateSearchState(start, config, null, geocoded)).toBe(start);
    expect(hydrateSearchState(start, config, { matches: 'x' } as unknown as SearchResponse, geocoded)).toBe(start);
  });
});

describe('the no-JS load more: ?offset= (SPEC §4.3)', () => {
  it('the server renders offers 1 … offset + count in pages the API accepts', () => {
    expect(serverPages(0, 20)).toEqual([{ offset: 0, limit: 20 }]);
    expect(serverPages(20, 20)).toEqual([{ offset: 0, limit: 40 }]);
    expect(serverPages(180, 20)).toEqual([
      { offset: 0, limit: 100 },
      { offset: 100, limit: 100 },
    ]);
    expect(serverPages(190, 20)).toEqual([
      { offset: 0, limit: 100 },
      { offset: 100, limit: 100 },
      { offset: 200, limit: 10 },
    ]);
  });
  it('joins the pages: matches in order, totals and counts from the first, has_more from the last', () => {
    const joined = joinPages([
      page(range(1, 100), { total_found: 150, has_more: true }),
      page(range(101, 20), { total_found: 0, has_more: false }),
    ])!;
    expect(joined.matches.map((m) => m.njobid)).toEqual(range(1, 120));
    expect(joined).toMatchObject({ total_found: 150, has_more: false });
    expect(joinPages([page([1]), null])).toBeNull();
  });
  it('hydrated, the next in-place load more continues after the pages the server showed', () => {
    const crit = criteria({ keyword: 'Java' });
    const start = initSearchState(config, { criteria: crit, hasQueryString: true });
    const state = hydrateSearchState(start, config, page(range(1, 40), { has_more: true, total_found: 90 }), crit, 20);
    expect(state).toMatchObject({ offset: 20, status: 'done', request: null });
    expect(listMeta(state)!.part1.params).toEqual({ from: 1, to: 40 });
    const more = searchReducer(state, { type: 'loadMore' });
    expect(more.request).toMatchObject({ offset: 40, append: true });
  });
});

describe('search failure (SPEC §8.3)', () => {
  it('a failed next page keeps the results shown, says so and can be asked for again', () => {
    const first = answered(
      initSearchState(config, { criteria: criteria(), hasQueryString: true }),
      page(range(1, 20), { has_more: true, total_found: 45 }),
    );
    const loading = searchReducer(first, { type: 'loadMore' });
    const failed = searchReducer(loading, { type: 'failed', key: loading.request!.key });
    expect(failed).toMatchObject({
      offset: 0,
      status: 'done',
      request: null,
      hasMore: true,
      totalFound: 45,
      nextPageFailed: true,
      notification: null,
    });
    expect(failed.matches).toHaveLength(20);
    expect(noMatchesMessage(failed, '3', true)).toBeNull();
    const retry = searchReducer(failed, { type: 'loadMore' });
    expect(retry.request).toMatchObject({ offset: 20, append: true });
    expect(retry.nextPageFailed).toBe(false);
    const done = answered(retry, page(range(21, 20), { has_more: true, total_found: 45 }));
    expect(done.matches).toHaveLength(40);
    expect(done.nextPageFailed).toBe(false);
  });
  it('a failed search empties the result, asks for the error toast for 7 s and shows no "no jobs" hint beside it', () => {
    const first = answered(initSearchState(config, { criteria: criteria(), hasQueryString: true }), page(range(1, 20)));
    const loading = searchReducer(first, { type: 'search', criteria: criteria({ keyword: 'SAP' }) });
    const failed = searchReducer(loading, { type: 'failed', key: loading.request!.key });
    expect(failed).toMatchObject({
      success: false,
      total: 0,
      totalFound: 0,
      matches: [],
      hasMore: false,
      status: 'error',
      request: null,
    });
    expect(failed.notification).toEqual({
      type: 'error',
      headline: 'recruiting.search.title',
      text: 'recruiting.search.error',
      duration: 7000,
    });
    expect(SEARCH_ERROR_NOTIFICATION.duration).toBe(7000);
    const shown = searchReducer(failed, { type: 'notificationShown' });
    expect(shown.notification).toBeNull();
    expect(searchReducer(shown, { type: 'notificationShown' })).toBe(shown);
    expect(noMatchesMessage(failed, '3', true)).toBeNull();
  });
});

describe('empty states (SPEC §8.3)', () => {
  const done = { status: 'done' as const, matches: [] };
  it("no matches: 'no jobs' or 'no projects', the text only with the search component", () => {
    expect(noMatchesMessage(done, '3', true)).toEqual({
      title: 'recruiting.nojobs.title',
      text: 'recruiting.nojobs.text',
    });
    expect(noMatchesMessage(done, '4', false)).toEqual({ title: 'recruiting.noprojects.title', text: null });
    expect(noMatchesMessage(done, '', true)!.title).toBe('recruiting.nojobs.title');
    expect(noMatchesMessage({ status: 'loading', matches: [] }, '3', true)).toBeNull();
    expect(noMatchesMessage({ status: 'done', matches: [offer(1)] }, '3', true)).toBeNull();
  });
  it('entryId > 0 without metadata: two 10 s infos', () => {
    const notes = missingEntryNotifications({ entryId: 5, metadata: null, type: '4' })!;
    expect(notes.atOnce).toEqual({
      type: 'info',
      headline: 'recruiting.noprojects.title',
      text: 'recruiting.nojobs.text',
      duration: 10000,
    });
    expect(notes.afterList).toEqual({
      type: 'info',
      headline: 'recruiting.sitenotavailable.title',
      text: 'recruiting.sitenotavailable.text',
      duration: 10000,
    });
    expect(missingEntryNotifications({ entryId: 5, metadata: null, type: '3' })!.atOnce.headline).toBe(
      'recruiting.nojobs.title',
    );
    expect(missingEntryNotifications({ entryId: 5, metadata: { title: 'x' }, type: '3' })).toBeNull();
    expect(missingEntryNotifications({ entryId: 0, metadata: null, type: '3' })).toBeNull();
  });
});

describe('branch pages (SPEC §4.4)', () => {
  const branchConfig = defaultConfig({ location: '7', maincareer: '/karriere' });
  const state = { matches: [offer(1)], totalFound: 12, hasMore: false };
  it("'search all' with the total until the branch city is known", () => {
    expect(reloadButtonModel(state, branchConfig, VARIANTS.default)).toEqual({
      kind: 'searchAll',
      label: { key: 'recruiting.search.all', params: { total: 12 } },
      href: '/karriere',
    });
  });
  it("then 'search in {city}' to the main search with the city's coordinates", () => {
    const city = branchCity([
      { city: 'Köln', latitude: 50.9, longitude: 6.95, zip: '50667', name: 'Niederlassung Köln' },
    ]);
    expect(reloadButtonModel(state, branchConfig, VARIANTS.default, city)).toEqual({
      kind: 'searchInCity',
      label: { key: 'recruiting.search.in', params: { city: 'Köln' } },
      href: '/karriere?city=K%C3%B6ln;50.9;6.95',
    });
  });
  it('branch city refined by geocoding; malformed branch data gives none or no coordinates', () => {
    const feature = { geometry: { type: 'Point', coordinates: [6.96, 50.94] } } as never;
    expect(branchCity([{ city: 'Köln', latitude: 50.9, longitude: 6.95 }], feature)).toEqual({
      name: 'Köln',
      lat: 50.94,
      lon: 6.96,
    });
    expect(branchCity([])).toBeNull();
    expect(branchCity(null)).toBeNull();
    expect(branchCity([{ city: '' }])).toBeNull();
    expect(branchCity([{ city: 'Köln', latitude: 'x' as never }])).toEqual({ name: 'Köln', lat: null, lon: null });
    // without coordinates the button stays 'search all'
    expect(reloadButtonModel(state, branchConfig, VARIANTS.default, { name: 'Köln', lat: null, lon: null }).kind).toBe(
      'searchAll',
    );
    expect(branchGeocodingText({ zip: '50667', city: 'Köln' })).toBe('50667 Köln');
    expect(branchGeocodingText({ city: 'Köln' })).toBe('Köln');
  });
});

describe('detail layer data (SPEC §4.3, §4.6, §8.3)', () => {
  const detail = { ...offer(42), sjobbez_hyphen: 'Offer 42' } as OfferDetail;
  it('preloaded detail answers the first open of its offer only', () => {
    const cfg = defaultConfig({ recruitingDetailData: detail });
    let state = initDetailState();
    expect(detailSource(state, 42, cfg)).toEqual({ kind: 'preloaded', response: detail });
    expect(detailSource(state, 43, cfg)).toEqual({ kind: 'fetch' });
    state = detailReducer(detailReducer(state, { type: 'open', jobId: 42 }), {
      type: 'loaded',
      jobId: 42,
      response: detail,
    });
    expect(state).toMatchObject({ status: 'open', jobId: 42, preloadedUsed: true });
    expect(detailSource(state, 42, cfg)).toEqual({ kind: 'fetch' });
  });
  it("an empty preloaded detail ('not available') is used for the first open", () => {
    const cfg = defaultConfig({ recruitingDetailData: {} });
    expect(detailSource(initDetailState(), 42, cfg)).toEqual({ kind: 'preloaded', response: {} });
    expect(detailSource(initDetailState(), 42, defaultConfig())).toEqual({ kind: 'fetch' });
  });
  it("an empty detail object shows 'not available'", () => {
    const state = detailReducer(detailReducer(initDetailState(), { type: 'open', jobId: 42 }), {
      type: 'loaded',
      jobId: 42,
      response: {},
    });
    expect(state.status).toBe('notAvailable');
  });
  it('a failed fetch keeps the layer with its error until it is closed, and another offer can still open', () => {
    const state = detailReducer(detailReducer(initDetailState(), { type: 'open', jobId: 42 }), {
      type: 'failed',
      jobId: 42,
    });
    expect(state).toMatchObject({ status: 'failed', jobId: 42, detail: null });
    expect(detailReducer(state, { type: 'close' })).toMatchObject({ status: 'closed', jobId: null });
    expect(detailReducer(state, { type: 'open', jobId: 43 })).toMatchObject({ status: 'loading', jobId: 43 });
  });
  it('a double click never opens two layers; stale answers are ignored', () => {
    const opening = detailReducer(initDetailState(), { type: 'open', jobId: 42 });
    expect(detailReducer(opening, { type: 'open', jobId: 42 })).toBe(opening);
    const other = detailReducer(opening, { type: 'open', jobId: 43 });
    expect(other.jobId).toBe(43);
    expect(detailReducer(other, { type: 'loaded', jobId: 42, response: detail })).toBe(other);
    expect(detailReducer(other, { type: 'failed', jobId: 42 })).toBe(other);
    const closed = detailReducer(other, { type: 'close' });
    expect(closed.status).toBe('closed');
    expect(detailReducer(closed, { type: 'close' })).toBe(closed);
    expect(detailReducer(closed, { type: 'loaded', jobId: 43, response: detail })).toBe(closed);
  });
  it('prev/next from the position in the loaded list', () => {
    const list = [offer(1), offer(2), offer(3)];
    expect(prevNext(list, 1)).toEqual({ index: 0, prev: null, next: 2 });
    expect(prevNext(list, 2)).toEqual({ index: 1, prev: 1, next: 3 });
    expect(prevNext(list, 3)).toEqual({ index: 2, prev: 2, next: null });
    expect(prevNext(list, 9)).toEqual({ index: -1, prev: null, next: null });
  });
});

describe('properties', () => {
  it('any sequence of actions keeps the paging consistent and never throws', async () => {
    const fc = (await import('fast-check')).default;
    type Step =
      | { kind: 'search'; keyword: string }
      | { kind: 'loadMore' }
      | { kind: 'answer'; size: number; hasMore: boolean; totalFound: number }
      | { kind: 'fail' }
      | { kind: 'stale' };
    const step: import('fast-check').Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('search' as const), keyword: fc.constantFrom('a', 'b', 'c') }),
      fc.constant({ kind: 'loadMore' as const }),
      fc.record({
        kind: fc.constant('answer' as const),
        size: fc.integer({ min: 0, max: 20 }),
        hasMore: fc.boolean(),
        totalFound: fc.integer({ min: 0, max: 500 }),
      }),
      fc.constant({ kind: 'fail' as const }),
      fc.constant({ kind: 'stale' as const }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let state = initSearchState(config, { criteria: criteria(), hasQueryString: true });
        let nextId = 1;
        for (const s of steps) {
          const before = state;
          if (s.kind === 'search')
            state = searchReducer(state, { type: 'search', criteria: criteria({ keyword: s.keyword }) });
          else if (s.kind === 'loadMore') state = searchReducer(state, { type: 'loadMore' });
          else if (s.kind === 'fail')
            state = state.request ? searchReducer(state, { type: 'failed', key: state.request.key }) : state;
          else if (s.kind === 'stale')
            state = searchReducer(state, { type: 'succeeded', key: 'stale', response: page([1]) });
          else if (state.request) {
            const ids = range(nextId, s.size);
            nextId += s.size;
            state = answered(state, page(ids, { has_more: s.hasMore, total_found: s.totalFound }));
          }
          if (s.kind === 'stale') expect(state).toBe(before);
          // offset is always a whole number of pages; the list never holds more than the pages requested
          expect(state.offset % state.pageSize).toBe(0);
          // (a new search in flight still shows the previous list)
          if (!state.request || state.request.append)
            expect(state.matches.length).toBeLessThanOrEqual(state.offset + state.pageSize);
          expect(state.status === 'loading').toBe(state.request !== null);
          if (state.request) expect(state.request.offset).toBe(state.offset);
          if (state.status === 'error') expect(state.matches).toEqual([]);
          // ids are never duplicated by appending
          expect(new Set(state.matches.map((m) => m.njobid)).size).toBe(state.matches.length);
        }
      }),
      { numRuns: 300 },
    );
  });
});
