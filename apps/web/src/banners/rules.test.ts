import { describe, expect, it } from 'vitest';
import { BANNER_LEAD_MS, bannersForPage, bannersShownAt } from './rules';

describe('banners of a page', () => {
  const everywhere = { id: 1, pageIds: [] };
  const newsOnly = { id: 2, pageIds: [7] };
  it('shows banners for every page and those limited to this page', () => {
    expect(bannersForPage([everywhere, newsOnly], 7)).toEqual([everywhere, newsOnly]);
    expect(bannersForPage([everywhere, newsOnly], 3)).toEqual([everywhere]);
  });
  it('a page without id (404) shows only the site-wide ones', () => {
    expect(bannersForPage([everywhere, newsOnly], null)).toEqual([everywhere]);
  });
});

describe('banners whose matter is over', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  const open = { id: 1, endsAt: null };
  const ahead = { id: 2, endsAt: '2026-11-24T12:00:01.000Z' };
  const over = { id: 3, endsAt: '2026-06-18T22:00:00.000Z' };
  const endingNow = { id: 4, endsAt: '2026-11-24T12:00:00.000Z' };
  it('are left out from their end on; those without an end or with one ahead stay', () => {
    expect(bannersShownAt([open, ahead, over, endingNow], now)).toEqual([open, ahead]);
  });
});

describe('banners with a start (show from)', () => {
  const start = Date.UTC(2026, 10, 24, 12);
  const iso = (ms: number) => new Date(ms).toISOString();
  const scheduled = { id: 5, startsAt: iso(start), endsAt: iso(start + 3_600_000) };
  const later = { id: 6, startsAt: iso(start + 86_400_000), endsAt: null };
  it('are left out of pages rendered more than a kept page’s lifetime before their start', () => {
    expect(bannersShownAt([scheduled, later], start - BANNER_LEAD_MS - 1)).toEqual([]);
  });
  it('are in pages rendered just before their start (the widget shows them from it) and until their end', () => {
    expect(bannersShownAt([scheduled, later], start - BANNER_LEAD_MS)).toEqual([scheduled]);
    expect(bannersShownAt([scheduled, later], start)).toEqual([scheduled]);
    expect(bannersShownAt([scheduled, later], start + 3_600_000)).toEqual([]);
  });
  it('the lead is at most a minute, so a scheduled banner never sits in a page long before it starts', () => {
    expect(BANNER_LEAD_MS).toBeLessThanOrEqual(60_000);
  });
});
