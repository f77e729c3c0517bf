import { describe, expect, it } from 'vitest';
import { bannersForPage } from './banner-pages';

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
