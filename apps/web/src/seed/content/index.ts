/**
 * The demo content of all four sites, in a fixed order (the parent group first: it is the fallback site).
 */
import { site as brandA } from './brand-a.ts';
import { site as brandB } from './brand-b.ts';
import { site as brandC } from './brand-c.ts';
import { site as group } from './group.ts';
import { searchPage } from './search.ts';
import { withDemoMaps } from './maps.ts';
import type { SeedSite } from './types.ts';
import { withWidgets } from './widgets.ts';

export type * from './types.ts';

// Every site gets its search-result page in each language it serves.
const withSearch = (site: SeedSite): SeedSite => ({
  ...site,
  pages: [...site.pages, searchPage([...new Set(site.locales.map((l) => l.lang))])],
});

// Site-wide widgets: slider, video and buttons on the about page, banners on the news page.
export const seedSites: SeedSite[] = [group, brandA, brandB, brandC].map(withSearch).map(withDemoMaps).map(withWidgets);
