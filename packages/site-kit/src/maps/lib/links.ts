/** Marker links (SPEC §2.6): routing to an external route planner, marker URLs in a popup layer or a new tab. */

/** The external route planner; the destination address goes into `daddr`. Configuration of the block. */
export const DEFAULT_ROUTE_PLANNER = 'https://maps.google.com/maps';
export const LAYER_TYPE = '24818';

/** Route-planner URL for a destination address (new tab), or null without an address or with a bad base. */
export function routingUrl(
  destination: string | null | undefined,
  planner: string = DEFAULT_ROUTE_PLANNER,
): string | null {
  const address = destination?.trim();
  if (!address) return null;
  try {
    const url = new URL(planner);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.searchParams.set('daddr', address);
    return url.toString();
  } catch {
    return null;
  }
}

export type MarkerLink = { mode: 'layer'; href: string; layerUrl: string } | { mode: 'tab'; href: string };

/**
 * How a marker URL opens: flagged popup '1' and on this site → in the popup layer, whose content comes from the
 * URL with `type=24818`; otherwise (or another origin) in a new tab. Only http(s) and relative URLs; else null.
 */
export function markerLink(
  url: string | null | undefined,
  popup: string | boolean | null | undefined,
  pageUrl: string,
): MarkerLink | null {
  const raw = url?.trim();
  if (!raw) return null;
  let target: URL;
  try {
    target = new URL(raw, pageUrl);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  const asLayer = popup === '1' || popup === true;
  if (asLayer && target.origin === new URL(pageUrl).origin) {
    const layer = new URL(target);
    layer.hash = '';
    layer.searchParams.set('type', LAYER_TYPE);
    return {
      mode: 'layer',
      href: `${target.pathname}${target.search}${target.hash}`,
      layerUrl: `${layer.pathname}${layer.search}`,
    };
  }
  return { mode: 'tab', href: target.toString() };
}
