/**
 * Where an instance's open offer lives in the page URL (SPEC §2.8), and which history entries belong to which
 * instance when a page holds several (the standalone embed allows any number).
 *
 * - `path`: `{maincareer}/{jobId}/{urlpart}` (our sites; an embed whose page configured `maincareer`). The
 *   server (or the partner's server) must answer that path with the page.
 * - `query`: the same page with `?meridian-offer={jobId}-{urlpart}&meridian-instance={key}`: an embed on a static
 *   partner page without a configured career path. It survives reload and sharing because the path is unchanged.
 */
import { detailUrl, jobIdFromPath } from './links.ts';
import type { RecruitingConfig } from './types.ts';

export const OFFER_PARAM = 'meridian-offer';
export const INSTANCE_PARAM = 'meridian-instance';

export type DetailRouting =
  | { kind: 'path' }
  /** `claimsUnnamed`: this instance opens an offer parameter that names no instance (hand-written links). */
  | { kind: 'query'; claimsUnnamed: boolean };

/** The history state an instance pushes: who pushed it, and for which offer. */
export interface DetailHistoryState {
  recruitingJobId?: number;
  recruitingInstance?: string;
}

interface Place {
  pathname: string;
  search: string;
}

type OfferRef = { njobid: number; urlpart: string };

const params = (search: string) => new URLSearchParams(search.replace(/^\?/, ''));

const withSearch = (pathname: string, query: URLSearchParams): string => {
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
};

/** The page's query without an open offer (and the instance it names). */
function queryWithoutOffer(search: string): URLSearchParams {
  const query = new URLSearchParams(search.replace(/^\?/, ''));
  query.delete(OFFER_PARAM);
  query.delete(INSTANCE_PARAM);
  return query;
}

/** The path of `maincareer`, which may be a full URL. */
function careerPath(maincareer: string): string {
  let path = maincareer;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(maincareer)) {
    try {
      path = new URL(maincareer).pathname;
    } catch {
      // not a URL after all: compare as given
    }
  }
  return path.replace(/\/+$/, '');
}

/** The offer id of `meridian-offer` ({jobId} or {jobId}-{urlpart}); null when absent or not an id. */
export function offerParamJobId(value: string | null): number | null {
  const match = /^(\d{1,15})(?:-|$)/.exec(value ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** The URL an instance pushes when it opens an offer. */
export function offerHref(
  offer: OfferRef,
  config: Pick<RecruitingConfig, 'maincareer' | 'utm'>,
  tradeFair: Parameters<typeof detailUrl>[2],
  routing: DetailRouting,
  place: Place,
  instance: string | null,
): string {
  if (routing.kind === 'path') return detailUrl(offer, config, tradeFair);
  const query = queryWithoutOffer(place.search);
  query.set(OFFER_PARAM, offer.urlpart ? `${offer.njobid}-${offer.urlpart}` : String(offer.njobid));
  if (instance) query.set(INSTANCE_PARAM, instance);
  return withSearch(place.pathname, query);
}

/** The offer of this instance that a URL names, or null (another instance's offer, or none). */
export function offerInPlace(
  place: Place,
  config: Pick<RecruitingConfig, 'maincareer'>,
  routing: DetailRouting,
  instance: string | null,
): number | null {
  if (routing.kind === 'path') {
    const maincareer = careerPath(config.maincareer);
    return place.pathname.startsWith(`${maincareer}/`) ? jobIdFromPath(place.pathname) : null;
  }
  const query = params(place.search);
  const named = query.get(INSTANCE_PARAM);
  if (named === null ? !routing.claimsUnnamed : named !== instance) return null;
  return offerParamJobId(query.get(OFFER_PARAM));
}

/**
 * The offer this instance shows after back/forward: none when the entry was pushed by another instance (its state
 * names it), else the offer the URL names for this instance.
 */
export function offerAfterPop(
  place: Place,
  state: unknown,
  config: Pick<RecruitingConfig, 'maincareer'>,
  routing: DetailRouting,
  instance: string | null,
): number | null {
  const pushedBy = state && typeof state === 'object' ? (state as DetailHistoryState).recruitingInstance : undefined;
  if (pushedBy !== undefined && pushedBy !== (instance ?? '')) return null;
  return offerInPlace(place, config, routing, instance);
}

/** The URL restored when the layer closes: `closeLayerUrl` on a path, the same page without the offer on a query. */
export function closeHref(routing: DetailRouting, place: Place, pathClose: () => string): string {
  if (routing.kind === 'path') return pathClose();
  return withSearch(place.pathname, queryWithoutOffer(place.search));
}
