/**
 * Side-navigation fragments (SPEC §2.1, §7.2): a page URL with `type=24818` answers the page's main content as
 * JSON instead of the page. Pure rules shared by the proxy and the fragment route.
 */
export const FRAGMENT_TYPE = '24818';

/** Only exactly type=24818 asks for the fragment; any other value is ignored (the normal page). */
export function isFragmentRequest(searchParams: URLSearchParams): boolean {
  return searchParams.get('type') === FRAGMENT_TYPE;
}

/** Where a redirected page's fragment lives: the redirect target with the request's query and type=24818. */
export function fragmentRedirectLocation(location: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set('type', FRAGMENT_TYPE);
  return `${location}?${params.toString()}`;
}

/** The banner ids that the info buttons (`data-banner-toggle`) in a fragment's HTML open. */
export function bannerIdsToggledIn(html: string): Set<number> {
  const ids = new Set<number>();
  for (const match of html.matchAll(/\bdata-banner-toggle="(\d{1,12})"/g)) ids.add(Number(match[1]));
  return ids;
}
