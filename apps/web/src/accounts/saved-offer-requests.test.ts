import { describe, expect, it } from 'vitest';
import type { OfferDetail } from '@meridian/contracts';
import { SAVED_OFFERS_MAX } from '@meridian/recruiting';
import type { SiteLocale } from '@/sites/languages';
import { accountSnapshot, parseMergeBody, parseOfferId, parseSaveBody, savedPlace } from './saved-offer-requests';

const ORIGIN = 'http://brand-a.localhost:3000';
const LOCALES: SiteLocale[] = [
  { market: 'de', lang: 'de' },
  { market: 'de', lang: 'en' },
];

describe('the offer id of a saved-offer URL', () => {
  it('is 1 to 10 digits', () => {
    expect(parseOfferId('1234')).toBe(1234);
    for (const bad of ['0', '01', 'abc', '1.5', '12345678901', '', '%31', '1;2']) expect(parseOfferId(bad)).toBeNull();
  });
});

describe('where an offer was saved', () => {
  it('reads the career page and locale of the offer URL the job search shows', () => {
    expect(savedPlace('/de/en/careers/42/welder-m-f-d', 42, ORIGIN, LOCALES)).toEqual({
      careerPath: '/de/en/careers',
      locale: { market: 'de', lang: 'en' },
    });
    expect(savedPlace(`${ORIGIN}/de/de/karriere/42/x?messemodus=1`, 42, ORIGIN, LOCALES)?.careerPath).toBe(
      '/de/de/karriere',
    );
    expect(savedPlace('/de/de/jobs/team/42', 42, ORIGIN, LOCALES)?.careerPath).toBe('/de/de/jobs/team');
  });

  it('refuses another offer, another origin, a locale the site does not serve and anything not a path', () => {
    for (const url of [
      '/de/de/karriere/43/x',
      'https://evil.example/de/de/karriere/42/x',
      '//evil.example/de/de/karriere/42/x',
      '/fr/fr/carrieres/42/x',
      'javascript:alert(1)//42',
      '/de/de/../42/x',
      '/de/de/karriere/42/a/b',
      42,
      null,
    ])
      expect(savedPlace(url, 42, ORIGIN, LOCALES), String(url)).toBeNull();
  });

  it('a PUT body names its problem', () => {
    expect(parseSaveBody('{', 42, ORIGIN, LOCALES)).toEqual({ ok: false, field: 'body', code: 'json' });
    expect(parseSaveBody('{"url":"/x"}', 42, ORIGIN, LOCALES)).toEqual({ ok: false, field: 'url', code: 'invalid' });
    expect(parseSaveBody('{"url":"/de/de/karriere/42/x"}', 42, ORIGIN, LOCALES).ok).toBe(true);
  });
});

describe('a browser’s list to merge', () => {
  const entry = (id: number, url = `/de/de/karriere/${id}/x`) => ({
    id,
    title: `Offer ${id}`,
    location: 'Ulm',
    company: 'Kestrel',
    url,
    savedAt: '2026-11-20T10:00:00.000Z',
  });

  it('keeps this site’s valid entries once each and leaves the rest out', () => {
    const parsed = parseMergeBody(
      JSON.stringify({
        offers: [entry(1), entry(1), entry(2, 'https://evil.example/de/de/karriere/2/x'), { id: 'x' }, entry(3)],
      }),
      ORIGIN,
      LOCALES,
    );
    expect(parsed.ok && parsed.entries.map((item) => item.offer.id)).toEqual([1, 3]);
  });

  it('refuses what is not a list, or too long a list', () => {
    expect(parseMergeBody('{}', ORIGIN, LOCALES)).toEqual({ ok: false, field: 'offers', code: 'required' });
    expect(parseMergeBody('nope', ORIGIN, LOCALES)).toEqual({ ok: false, field: 'body', code: 'json' });
    const many = { offers: Array.from({ length: SAVED_OFFERS_MAX + 1 }, (_, i) => entry(i + 1)) };
    expect(parseMergeBody(JSON.stringify(many), ORIGIN, LOCALES)).toEqual({
      ok: false,
      field: 'offers',
      code: 'tooMany',
    });
  });
});

describe('what the account stores', () => {
  const place = { careerPath: '/de/de/karriere', locale: { market: 'de', lang: 'de' } as SiteLocale };
  const at = new Date('2026-11-28T10:00:00Z');

  it('takes the recruiting API’s description and current urlpart over the browser’s', () => {
    const fromApi = {
      njobid: 42,
      urlpart: 'schweisser-m-w-d',
      sjobbez: 'Schweißer (m/w/d)',
      uselocation_city: 'Ulm',
      uselocation_country: 'Deutschland',
      sniederlassungbez: 'Ulm',
      sorganisationbez: 'Kestrel Engineering GmbH',
    } as OfferDetail;
    const browser = {
      id: 42,
      title: '<b>fake</b>',
      location: '',
      company: '',
      url: '/de/de/karriere/42/old',
      savedAt: at.toISOString(),
    };
    expect(accountSnapshot(ORIGIN, place, 42, at, fromApi, browser)).toEqual({
      id: 42,
      title: 'Schweißer (m/w/d)',
      location: 'Ulm, Deutschland',
      company: 'Kestrel Engineering GmbH',
      url: `${ORIGIN}/de/de/karriere/42/schweisser-m-w-d`,
      savedAt: '2026-11-28T10:00:00.000Z',
    });
  });

  it('falls back to the browser’s snapshot for a withdrawn offer, with a link rebuilt on this origin', () => {
    const browser = {
      id: 7,
      title: 'Old offer',
      location: 'Ulm',
      company: 'K',
      url: '/de/de/karriere/7/old-offer',
      savedAt: at.toISOString(),
    };
    expect(accountSnapshot(ORIGIN, place, 7, at, null, browser)?.url).toBe(`${ORIGIN}/de/de/karriere/7/old-offer`);
    expect(accountSnapshot(ORIGIN, place, 7, at, null, null)).toBeNull();
  });
});
