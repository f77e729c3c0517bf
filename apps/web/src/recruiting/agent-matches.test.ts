import { describe, expect, it } from 'vitest';
import type { OfferListItem } from '@meridian/contracts';
import { answersOf } from './agent-matches';

const item = (njobid: number, sjobbez: string) => ({ njobid, sjobbez, urlpart: `o-${njobid}` }) as OfferListItem;

describe('answersOf (the batch answer joined with its list items)', () => {
  it('joins each match with the list item it names and keeps the distance of its own search', () => {
    const offers = [item(11, 'Schweißer'), item(12, 'Welder')];
    const answers = answersOf({
      offers,
      results: [
        { id: 'a', total_found: 3, matches: [{ njobid: 11, offer: 0, nentfernung: 4 }] },
        { id: 'b', total_found: 1, matches: [{ njobid: 11, offer: 0, nentfernung: 30 }] },
        { id: 'c', total_found: 1, matches: [{ njobid: 12, offer: 1 }] },
        { id: 'd', error: { parameter: 'faculty', detail: 'unknown value 99001' } },
        { id: 'e', total_found: 0, matches: [] },
      ],
    });
    expect(answers).toEqual([
      { id: 'a', ok: true, total: 3, matches: [{ njobid: 11, item: offers[0], distanceKm: 4 }] },
      { id: 'b', ok: true, total: 1, matches: [{ njobid: 11, item: offers[0], distanceKm: 30 }] },
      { id: 'c', ok: true, total: 1, matches: [{ njobid: 12, item: offers[1] }] },
      { id: 'd', ok: false, parameter: 'faculty', detail: 'unknown value 99001' },
      { id: 'e', ok: true, total: 0, matches: [] },
    ]);
    // One list item, shared: not copied per search.
    const [a, b] = answers as Extract<(typeof answers)[number], { ok: true }>[];
    expect(a!.matches[0]!.item).toBe(b!.matches[0]!.item);
  });

  it('refuses an answer whose match names no list item, or another offer’s', () => {
    const offers = [item(11, 'Schweißer')];
    expect(() => answersOf({ offers, results: [{ id: 'a', matches: [{ njobid: 11, offer: 1 }] }] })).toThrow(
      'names offer 11 without its list item',
    );
    expect(() => answersOf({ offers, results: [{ id: 'a', matches: [{ njobid: 12, offer: 0 }] }] })).toThrow(
      'names offer 12',
    );
  });
});
