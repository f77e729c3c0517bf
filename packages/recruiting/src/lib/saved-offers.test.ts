import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { messages } from '@meridian/i18n';
import { createTranslate, recruitingMessages } from './translate.ts';
import {
  addSavedOffer,
  cleanSavedOffer,
  isOfferId,
  mergeSavedOffers,
  parseOfferId,
  parseSavedOffers,
  removeSavedOffer,
  safeOfferUrl,
  saveButtonLabel,
  SAVED_OFFERS_MAX,
  savedMessage,
  savedOfferSnapshot,
  serializeSavedOffers,
  type SavedOffer,
} from './saved-offers.ts';

const entry = (
  id: number,
  savedAt = `2026-11-${String((id % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
): SavedOffer => ({
  id,
  title: `Offer ${id}`,
  location: 'Stuttgart, Deutschland',
  company: 'Kestrel',
  url: `/de/de/karriere/${id}/offer-${id}`,
  savedAt,
});

describe('offer ids', () => {
  it('are whole numbers of 1 to 10 digits', () => {
    expect(isOfferId(1)).toBe(true);
    expect(isOfferId(9_999_999_999)).toBe(true);
    for (const bad of [0, -1, 1.5, 1e10, Number.NaN, '12', null]) expect(isOfferId(bad)).toBe(false);
    expect(parseOfferId('123')).toBe(123);
    for (const bad of ['', '0', '012', '1e3', '12a', ' 12', '12345678901', '-3', '../1'])
      expect(parseOfferId(bad)).toBeNull();
  });
});

describe('links of saved offers', () => {
  it('are site paths or http(s) URLs only', () => {
    expect(safeOfferUrl('/de/de/karriere/1/x')).toBe('/de/de/karriere/1/x');
    expect(safeOfferUrl('https://brand-a.example/de/de/karriere/1/x')).toBe(
      'https://brand-a.example/de/de/karriere/1/x',
    );
    for (const bad of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x', '/a b', 'ftp://x', '/\\evil', 7])
      expect(safeOfferUrl(bad)).toBe('');
  });
});

describe('the browser’s stored list', () => {
  it('reads back what was written, newest first', () => {
    const list = [entry(1, '2026-11-01T00:00:00.000Z'), entry(2, '2026-11-03T00:00:00.000Z')];
    expect(parseSavedOffers(serializeSavedOffers(list)).map((offer) => offer.id)).toEqual([2, 1]);
  });

  it('never throws on damaged storage: corrupt JSON, other shapes and bad entries are left out', () => {
    for (const raw of [null, '', '{', 'null', '42', '"x"', '{"offers":5}', '[null,1,"a"]', '{"v":1,"offers":{}}'])
      expect(parseSavedOffers(raw)).toEqual([]);
    const mixed = JSON.stringify([
      entry(1),
      { ...entry(2), id: 'abc' },
      { ...entry(3), title: '   ' },
      { ...entry(4), url: 'javascript:alert(1)' },
      { ...entry(5), savedAt: 'yesterday' },
      { ...entry(6), title: 'A\u0000B  \n C', location: 12 },
    ]);
    expect(parseSavedOffers(mixed)).toEqual([
      expect.objectContaining({ id: 6, title: 'AB C', location: '' }),
      expect.objectContaining({ id: 1 }),
    ]);
  });

  it('holds any JSON-ish input without throwing', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (raw) => {
          const list = parseSavedOffers(raw);
          expect(list.length).toBeLessThanOrEqual(SAVED_OFFERS_MAX);
          expect(new Set(list.map((offer) => offer.id)).size).toBe(list.length);
        },
      ),
    );
  });

  it('keeps at most the newest 100 and no duplicates', () => {
    const many = Array.from({ length: 130 }, (_, i) =>
      entry(i + 1, new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString()),
    );
    const parsed = parseSavedOffers(JSON.stringify([...many, entry(130, '2020-01-01T00:00:00.000Z')]));
    expect(parsed).toHaveLength(SAVED_OFFERS_MAX);
    expect(parsed[0]!.id).toBe(129);
    expect(parsed.some((offer) => offer.id === 130)).toBe(false);
    expect(new Set(parsed.map((offer) => offer.id)).size).toBe(SAVED_OFFERS_MAX);
  });
});

describe('saving, removing and merging', () => {
  it('saves once, refuses past the cap, removes', () => {
    const first = addSavedOffer([], entry(1));
    expect(first).toMatchObject({ ok: true, changed: true });
    if (!first.ok) return;
    expect(addSavedOffer(first.entries, { ...entry(1), title: 'Changed' })).toMatchObject({ ok: true, changed: false });
    const full = Array.from({ length: SAVED_OFFERS_MAX }, (_, i) => entry(i + 1));
    expect(addSavedOffer(full, entry(500))).toEqual({ ok: false, reason: 'full' });
    expect(removeSavedOffer(first.entries, 1)).toEqual([]);
    expect(removeSavedOffer(first.entries, 2)).toEqual(first.entries);
  });

  it('merges without duplicates: an offer in both keeps its first saving', () => {
    const account = [entry(1, '2026-11-01T00:00:00.000Z'), entry(2, '2026-11-02T00:00:00.000Z')];
    const browser = [entry(2, '2026-10-01T00:00:00.000Z'), entry(3, '2026-11-03T00:00:00.000Z')];
    const merged = mergeSavedOffers(account, browser);
    expect(merged.map((offer) => [offer.id, offer.savedAt.slice(0, 10)])).toEqual([
      [3, '2026-11-03'],
      [1, '2026-11-01'],
      [2, '2026-10-01'],
    ]);
  });
});

describe('snapshot and texts', () => {
  it('takes title, place and company of an offer', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(
      savedOfferSnapshot(
        {
          njobid: 42,
          sjobbez: 'Ingenieur (m/w/d)',
          uselocation_city: 'Stuttgart',
          uselocation_country: 'Deutschland',
          sniederlassungbez: 'Niederlassung Stuttgart',
        },
        '/de/de/karriere/42/ingenieur',
        now,
      ),
    ).toEqual({
      id: 42,
      title: 'Ingenieur (m/w/d)',
      location: 'Stuttgart, Deutschland',
      company: 'Niederlassung Stuttgart',
      url: '/de/de/karriere/42/ingenieur',
      savedAt: '2026-11-28T12:00:00.000Z',
    });
  });

  it('names the offer in the button and the live message, in every language', () => {
    for (const lang of ['de', 'en', 'fr', 'es'] as const) {
      const t = createTranslate(recruitingMessages(messages[lang] as unknown as Record<string, unknown>), lang);
      expect(saveButtonLabel(t, 'Welder')).toContain('Welder');
      expect(saveButtonLabel(t, 'Welder')).not.toContain('recruiting.');
      expect(savedMessage(t, 'saved', 'Welder')).toContain('Welder');
      expect(savedMessage(t, 'removed', 'Welder')).toContain('Welder');
      expect(savedMessage(t, 'full', 'Welder')).toContain('100');
      expect(savedMessage(t, 'failed', 'Welder')).not.toContain('recruiting.');
    }
    const de = createTranslate(recruitingMessages(messages.de as unknown as Record<string, unknown>), 'de');
    expect(saveButtonLabel(de, 'Schweißer')).toBe('Angebot merken: Schweißer');
    expect(saveButtonLabel(de, 'Schweißer', 'Köln, Deutschland')).toBe('Angebot merken: Schweißer, Köln, Deutschland');
    expect(saveButtonLabel(de, 'Schweißer', '  ')).toBe('Angebot merken: Schweißer');
  });

  it('cleans entries from any source the same way', () => {
    expect(cleanSavedOffer({ ...entry(7), title: 'x'.repeat(400) })!.title).toHaveLength(300);
    expect(cleanSavedOffer(null)).toBeNull();
  });
});
