'use client';
/** Browser parts of the maps: the map content element and the recruiting detail map (see `detail.ts`). */
export { SiteMap, type SiteMapProps } from './components/SiteMap.tsx';
export { mountDetailMap, DETAIL_MAP_SELECTOR } from './detail.ts';
