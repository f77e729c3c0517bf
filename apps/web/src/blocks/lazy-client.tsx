'use client';
/**
 * Client components that only some pages show, split into chunks of their own. The catch-all page imports every
 * block, so a static import would put the recruiting module and the map into every page's first-load JavaScript;
 * through `next/dynamic` a page loads them only when it renders them (still server-rendered: `ssr` stays on).
 */
import dynamic from 'next/dynamic';

/** The module on a site page, with the account's saved offers for a signed-in candidate. */
export const SiteRecruitingModule = dynamic(() =>
  import('./Recruiting/SiteRecruitingModule').then((module) => module.SiteRecruitingModule),
);

/** The header search box on every page: the module's header mode without the result list and detail layer. */
export const HeaderSearchModule = dynamic(() =>
  import('@meridian/recruiting/components/header').then((module) => module.HeaderSearchModule),
);

export const SiteMap = dynamic(() => import('@meridian/site-kit/maps/client').then((module) => module.SiteMap));
