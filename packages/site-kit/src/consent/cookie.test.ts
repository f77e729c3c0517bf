import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, consentCookieString, parseConsent, readConsentCookie, serializeConsent } from './cookie.ts';
import { DEFAULT_CONSENT_MODE, consentModeDefaultScript, consentModeFor } from './consent-mode.ts';
import { DEFAULT_CONFIGURED_ITEMS, ITEM_TYPES } from './items.ts';
import { acceptAll, acceptEssentials, sanitizeRecord, type StoredConsent } from './rules.ts';

const ID = '6f1c2a3e-8b7d-4c5e-9f0a-1b2c3d4e5f60';
const sample: StoredConsent = { id: ID, revision: 3, record: acceptAll(DEFAULT_CONFIGURED_ITEMS) };

describe('consent cookie (§9.4)', () => {
  it('round-trips a stored consent', () => {
    expect(parseConsent(serializeConsent(sample))).toEqual(sample);
    expect(readConsentCookie(`a=1; ${CONSENT_COOKIE}=${serializeConsent(sample)}; b=2`)).toEqual(sample);
  });
  it('writes name, 365 days, path /, SameSite=Lax and Secure on https only', () => {
    const http = consentCookieString(sample, { secure: false });
    expect(http).toMatch(/^meridian_cookie_consent=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(consentCookieString(sample, { secure: true })).toMatch(/; SameSite=Lax; Secure$/);
    // The value is cookie-safe: no separators or spaces.
    expect(serializeConsent(sample)).not.toMatch(/[;, "\s]/);
  });
  it('reads tampered, truncated and foreign values as no consent', () => {
    const good = serializeConsent(sample);
    const cases = [
      '',
      'x',
      'null',
      'true',
      '[]',
      '%',
      '%E0%A4%A',
      good.slice(0, good.length - 5),
      good.slice(0, 10),
      encodeURIComponent(JSON.stringify({ id: 'not-a-uuid', rev: 1, items: {} })),
      encodeURIComponent(JSON.stringify({ id: ID, rev: 0, items: {} })),
      encodeURIComponent(JSON.stringify({ id: ID, rev: 1.5, items: {} })),
      encodeURIComponent(JSON.stringify({ id: ID, rev: '1', items: {} })),
      encodeURIComponent(JSON.stringify({ id: ID, rev: 1, items: [] })),
      encodeURIComponent(JSON.stringify({ id: ID, rev: 1 })),
      encodeURIComponent(JSON.stringify({ GOOGLE_ANALYTICS: true })),
      'a'.repeat(5000),
    ];
    for (const value of cases) expect(parseConsent(value), value.slice(0, 40)).toBeNull();
    expect(readConsentCookie(null)).toBeNull();
    expect(readConsentCookie('other=1; meridian_cookie_consent_x=2')).toBeNull();
  });
  it('drops unknown keys and non-boolean values inside a well-formed value', () => {
    const value = encodeURIComponent(
      JSON.stringify({ id: ID, rev: 1, items: { YOUTUBE: true, FOO: true, PINGDOM: 'yes' } }),
    );
    expect(parseConsent(value)?.record).toEqual({ YOUTUBE: true });
  });
  it('property: never throws, and returns null or a sanitised record', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json(), fc.json().map(encodeURIComponent)),
        (value) => {
          const result = parseConsent(value);
          if (result) expect(result.record).toEqual(sanitizeRecord(result.record));
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 40 }), (noise, cut) => {
        const good = serializeConsent(sample);
        const truncated = good.slice(0, Math.max(0, good.length - 1 - cut));
        expect(parseConsent(truncated)).toBeNull();
        expect(() => readConsentCookie(`${CONSENT_COOKIE}=${noise}`)).not.toThrow();
      }),
    );
    // ~1 s alone; a generous limit so a busy machine is not a failure (this checks behaviour, not speed).
  }, 60_000);
  it('property: any stored record survives the cookie', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.dictionary(fc.constantFrom(...ITEM_TYPES), fc.boolean()),
        (id, revision, record) => {
          const parsed = parseConsent(serializeConsent({ id, revision, record }));
          expect(parsed).toEqual({ id: id.toLowerCase(), revision, record });
        },
      ),
    );
  });
});

describe('Google Consent Mode v2', () => {
  it('defaults to denied except security storage', () => {
    expect(DEFAULT_CONSENT_MODE).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
    expect(consentModeFor({})).toEqual(DEFAULT_CONSENT_MODE);
    expect(consentModeFor(acceptEssentials(DEFAULT_CONFIGURED_ITEMS))).toEqual(DEFAULT_CONSENT_MODE);
    expect(consentModeDefaultScript()).toContain(`gtag('consent','default',{"ad_storage":"denied"`);
  });
  it('grants everything on accept all', () => {
    expect(Object.values(consentModeFor(acceptAll(DEFAULT_CONFIGURED_ITEMS))).every((v) => v === 'granted')).toBe(true);
  });
  it('maps analytics, ads and signals separately', () => {
    expect(consentModeFor({ GOOGLE_ANALYTICS: true })).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentModeFor({ GOOGLE_ANALYTICS: true, GOOGLE_ADS: true })).toMatchObject({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'denied',
    });
    expect(consentModeFor({ GOOGLE_ANALYTICS: true, GOOGLE_ADS: true, GOOGLE_SIGNALS: true })).toMatchObject({
      ad_personalization: 'granted',
      personalization_storage: 'granted',
    });
  });
});
