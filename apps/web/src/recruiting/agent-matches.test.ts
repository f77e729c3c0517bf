import { describe, expect, it } from 'vitest';
import type { OfferListItem } from '@meridian/contracts';
import { AGENT_BATCH_MAX_BYTES, AGENT_DELIVERED_MAX, answersOf, requestBatches } from './agent-matches';

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

describe('requestBatches (searches split to fit the API: 1,000 at most, and its body limit)', () => {
  const search = (index: number, delivered = 0) => ({
    id: `agent-${index}`,
    query: 'search=Schwei%C3%9Fer&city=Hamburg&radius=50',
    since: '2026-11-28T06:00:00.000Z',
    delivered: Array.from({ length: delivered }, (_, offer) => 10_000_000 + offer),
  });

  it('keeps small searches in batches of at most 1,000, in their order', () => {
    const searches = Array.from({ length: 2_345 }, (_, index) => search(index));
    const batches = requestBatches(searches);
    expect(batches.map((batch) => batch.length)).toEqual([1_000, 1_000, 345]);
    expect(batches.flat()).toEqual(searches);
  });

  it('starts a new batch before the body would pass the limit, even with 1,000 delivered offers per search', () => {
    const searches = Array.from({ length: 1_000 }, (_, index) => search(index, AGENT_DELIVERED_MAX));
    const batches = requestBatches(searches);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flat()).toEqual(searches);
    for (const batch of batches) {
      const body = JSON.stringify({ searches: batch, limit: 10 });
      expect(Buffer.byteLength(body)).toBeLessThan(4 * 1024 * 1024);
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(AGENT_BATCH_MAX_BYTES + 100);
    }
  });

  it('sends a single search alone when it is larger than the limit on its own (the API answers for it)', () => {
    expect(requestBatches([search(1, 3), search(2, 3)], 1_000, 10).map((batch) => batch.length)).toEqual([1, 1]);
    expect(requestBatches([])).toEqual([]);
  });
});
