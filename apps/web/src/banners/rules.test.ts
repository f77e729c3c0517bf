import { describe, expect, it } from 'vitest';
import { bannersForPage, bannersShownAt } from './rules';

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
