import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  USER_PROPERTIES,
  applicationLabel,
  cleanEventParams,
  cleanUserProperties,
  cut,
  maskEmails,
} from './limits.ts';

describe('e-mail masking (§5.5)', () => {
  it('masks addresses in text and URLs, plain or URL-encoded', () => {
    expect(maskEmails('Contact jane.doe+jobs@example.co.uk now')).toBe('Contact ***@example.co.uk now');
    expect(maskEmails('https://x.example/?email=jane%40example.com&a=1')).toBe(
      'https://x.example/?email=***@example.com&a=1',
    );
    expect(maskEmails('a@b.de, c@d.org')).toBe('***@b.de, ***@d.org');
    expect(maskEmails('no address @ here')).toBe('no address @ here');
  });
  it('property: no local part survives', () => {
    const addresses = fc.emailAddress().filter((email) => !/[/?#&=]/.test(email.split('@')[0]!));
    fc.assert(
      fc.property(
        addresses,
        fc.string().map((s) => s.replace(/[A-Za-z0-9._%+\-!$'*^`{|}~@]/g, '')),
        (email, noise) => {
          const [local, domain] = email.split('@') as [string, string];
          const masked = maskEmails(`${noise} ${email} ${noise}`);
          expect(masked).toContain(`***@${domain}`);
          // Without the mask itself (a local part like '*' is a suffix of '***'), nothing of the address is left.
          expect(masked.replace(`***@${domain}`, '')).not.toContain(`${local}@`);
        },
      ),
    );
  });
});

describe('length limits (§5.5)', () => {
  it('cuts each kind of value to its limit', () => {
    const long = 'x'.repeat(1000);
    const event = cleanEventParams({
      event: 'page_view',
      page_title: long,
      page_location: long,
      page_referrer: long,
      user_id: long,
      other: long,
      items: [{ item_name: long }],
    });
    expect((event.page_title as string).length).toBe(LIMITS.pageTitle);
    expect((event.page_location as string).length).toBe(LIMITS.pageLocation);
    expect((event.page_referrer as string).length).toBe(LIMITS.pageReferrer);
    expect((event.user_id as string).length).toBe(LIMITS.userId);
    expect((event.other as string).length).toBe(LIMITS.eventParam);
    expect(((event.items as Record<string, string>[])[0]!.item_name as string).length).toBe(LIMITS.itemParam);
    expect((cleanUserProperties({ city: long }).meridian_city as string).length).toBe(LIMITS.userProperty);
  });
  it('masks before cutting, and never splits a surrogate pair', () => {
    expect(cleanEventParams({ page_title: `${'a'.repeat(290)} max@firma.de` }).page_title).toBe(
      `${'a'.repeat(290)} ***@firma`,
    );
    expect(cut('😀😀😀', 2)).toBe('😀😀');
  });
  it('drops values that are not strings, finite numbers or booleans; keeps nested ecommerce', () => {
    expect(
      cleanEventParams({
        a: undefined,
        b: null,
        c: {},
        d: NaN,
        e: 3,
        f: true,
        ecommerce: { value: 75, currency: 'EUR', items: [{ price: 75, x: {} }] },
      }),
    ).toEqual({
      e: 3,
      f: true,
      ecommerce: { value: 75, currency: 'EUR', items: [{ price: 75 }] },
    });
    expect(cleanEventParams({ ecommerce: null })).toEqual({ ecommerce: null });
  });
  it('property: every pushed string is within its limit, whatever the key', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.oneof(
            fc.string({ maxLength: 12 }),
            fc.constantFrom('page_title', 'page_location', 'user_id', 'constructor', 'toString'),
          ),
          fc.oneof(fc.string({ maxLength: 600 }), fc.emailAddress()),
        ),
        (params) => {
          const clean = cleanEventParams(params);
          for (const [key, value] of Object.entries(clean)) {
            if (typeof value !== 'string') continue;
            const special: Record<string, number> = {
              page_title: 300,
              page_location: 420,
              page_referrer: 420,
              user_id: 256,
            };
            const limit = Object.hasOwn(special, key) ? special[key]! : 100;
            expect(Array.from(value).length).toBeLessThanOrEqual(limit);
          }
        },
      ),
    );
  });
});

describe('user properties and application contexts', () => {
  it('uses the meridian_ prefix and knows the eleven properties only', () => {
    expect(USER_PROPERTIES).toHaveLength(11);
    expect(
      cleanUserProperties({
        application: 'brand-a_touch',
        meridian_role: 'editor',
        unknown: 'x',
        meridian_zipcode: 70376,
      }),
    ).toEqual({
      meridian_application: 'brand-a_touch',
      meridian_role: 'editor',
      meridian_zipcode: 70376,
    });
  });
  it('names the three application contexts', () => {
    expect(applicationLabel('touch', 'brand-a')).toBe('brand-a_touch');
    expect(applicationLabel('intranet', 'brand-a')).toBe('intranet');
    expect(applicationLabel('talent_portal', 'brand-b')).toBe('talent_portal');
  });
});

describe('workspace preview tokens', () => {
  it('are taken out of page_location and page_referrer before the data layer sees them', () => {
    const cleaned = cleanEventParams({
      event: 'page_view',
      page_location: 'http://brand-a.localhost:3000/de/de/karriere?ADMCMD_prev=eyJzIjoxfQ.c2ln&utm_source=fair',
      page_referrer: 'http://brand-a.localhost:3000/de/de?ADMCMD_prev=eyJzIjoxfQ.c2ln',
    });
    expect(cleaned).toMatchObject({
      page_location: 'http://brand-a.localhost:3000/de/de/karriere?utm_source=fair',
      page_referrer: 'http://brand-a.localhost:3000/de/de',
    });
    expect(JSON.stringify(cleaned)).not.toContain('c2ln');
  });
});
