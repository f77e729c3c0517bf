import { describe, expect, it } from 'vitest';
import {
  closeHref,
  offerAfterPop,
  offerHref,
  offerInPlace,
  offerParamJobId,
  type DetailRouting,
} from './detail-location.ts';

const PATH: DetailRouting = { kind: 'path' };
const QUERY: DetailRouting = { kind: 'query', claimsUnnamed: false };
const QUERY_FIRST: DetailRouting = { kind: 'query', claimsUnnamed: true };
const offer = { njobid: 102418, urlpart: 'bauleiter-hochbau' };
const noTrade = { active: false };

describe('offer URLs of an instance', () => {
  it('pushes {maincareer}/{jobId}/{urlpart} on a career path', () => {
    expect(
      offerHref(offer, { maincareer: '/jobs', utm: '' }, noTrade, PATH, { pathname: '/jobs', search: '' }, 'a'),
    ).toBe('/jobs/102418/bauleiter-hochbau');
  });

  it('keeps a static page and its query, adding the offer and the instance', () => {
    const place = { pathname: '/partner.html', search: '?search=Ingenieur&meridian-offer=1-old&meridian-instance=x' };
    const href = offerHref(offer, { maincareer: '/partner.html', utm: '' }, noTrade, QUERY, place, '2');
    expect(href).toBe('/partner.html?search=Ingenieur&meridian-offer=102418-bauleiter-hochbau&meridian-instance=2');
    // The page path never changes, so a reload or a shared link loads the same static page.
    expect(new URL(href, 'http://partner.example').pathname).toBe('/partner.html');
  });

  it('closing drops the offer again (query) or goes back to the plugin URI (path)', () => {
    const place = { pathname: '/partner.html', search: '?search=x&meridian-offer=102418-a&meridian-instance=2' };
    expect(closeHref(QUERY, place, () => 'unused')).toBe('/partner.html?search=x');
    expect(closeHref(QUERY, { pathname: '/p.html', search: '?meridian-offer=1' }, () => 'unused')).toBe('/p.html');
    expect(closeHref(PATH, place, () => '/karriere?search=x')).toBe('/karriere?search=x');
  });

  it('reads an offer id from the parameter', () => {
    expect(offerParamJobId('102418-bauleiter')).toBe(102418);
    expect(offerParamJobId('102418')).toBe(102418);
    expect(offerParamJobId('0')).toBeNull();
    expect(offerParamJobId('abc')).toBeNull();
    expect(offerParamJobId('12x')).toBeNull();
    expect(offerParamJobId(null)).toBeNull();
  });
});

describe('which instance an URL or history entry belongs to', () => {
  it("a path opens only below the instance's own career path", () => {
    expect(offerInPlace({ pathname: '/jobs/102418/x', search: '' }, { maincareer: '/jobs' }, PATH, 'a')).toBe(102418);
    // Another instance's offer path (the page's own path is this instance's career path).
    expect(
      offerInPlace({ pathname: '/jobs/102418/x', search: '' }, { maincareer: '/example.html' }, PATH, 'b'),
    ).toBeNull();
    expect(
      offerInPlace(
        { pathname: '/de/de/karriere/5/x', search: '' },
        { maincareer: 'https://brand-a.example/de/de/karriere/' },
        PATH,
        null,
      ),
    ).toBe(5);
  });

  it('a query opens only in the named instance, or in the first one when none is named', () => {
    const named = { pathname: '/p.html', search: '?meridian-offer=7-x&meridian-instance=2' };
    expect(offerInPlace(named, { maincareer: '' }, QUERY, '2')).toBe(7);
    expect(offerInPlace(named, { maincareer: '' }, QUERY_FIRST, '1')).toBeNull();
    const unnamed = { pathname: '/p.html', search: '?meridian-offer=7-x' };
    expect(offerInPlace(unnamed, { maincareer: '' }, QUERY_FIRST, '1')).toBe(7);
    expect(offerInPlace(unnamed, { maincareer: '' }, QUERY, '2')).toBeNull();
    // A path-mode instance ignores the query, a query-mode one the path.
    expect(offerInPlace(named, { maincareer: '/p.html' }, PATH, '2')).toBeNull();
    expect(offerInPlace({ pathname: '/jobs/7/x', search: '' }, { maincareer: '' }, QUERY_FIRST, '1')).toBeNull();
  });

  it('back/forward to an entry another instance pushed closes this one, even when the URL would match', () => {
    const place = { pathname: '/jobs/102418/x', search: '' };
    expect(
      offerAfterPop(
        place,
        { recruitingJobId: 102418, recruitingInstance: 'jobs' },
        { maincareer: '/jobs' },
        PATH,
        'other',
      ),
    ).toBeNull();
    expect(
      offerAfterPop(
        place,
        { recruitingJobId: 102418, recruitingInstance: 'jobs' },
        { maincareer: '/jobs' },
        PATH,
        'jobs',
      ),
    ).toBe(102418);
    // Entries without an owner (page loads, closing) go by the URL; our sites' single instance has no name.
    expect(offerAfterPop(place, null, { maincareer: '/jobs' }, PATH, null)).toBe(102418);
    expect(
      offerAfterPop(place, { recruitingJobId: 102418, recruitingInstance: '' }, { maincareer: '/jobs' }, PATH, null),
    ).toBe(102418);
    expect(offerAfterPop({ pathname: '/jobs', search: '' }, {}, { maincareer: '/jobs' }, PATH, 'jobs')).toBeNull();
  });
});
