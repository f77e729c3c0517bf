/**
 * E-commerce style tracking (SPEC §9.2, §3.4). The offer item, prices, currency and item variants are the site's
 * analytics layer's (@meridian/site-kit/analytics), which also pushes the events; this module adds what is the
 * recruiting module's own: offers of the API as tracked offers, the tracked search parameters, the apply rule.
 * Everything here runs only when tracking is allowed: that check belongs to the caller.
 */
import type { OfferListItem } from '@meridian/contracts';
import { offerItem, type OfferList, type TrackedOffer } from '@meridian/site-kit/analytics';
import type { SearchCriteria } from './types.ts';

export {
  CURRENCY,
  PRICES,
  itemVariant,
  offerPrice,
  type EcommerceItem,
  type ItemVariant,
  type OfferList,
  type TrackedOffer,
} from '@meridian/site-kit/analytics';

/** Apply navigation fallback (SPEC §4.6, §9.3). */
export const APPLY_NAVIGATION_FALLBACK_MS = 3000;
/** Branch-name lookup for tracking (SPEC §9.2): every 100 ms, up to 30 times. */
export const BRANCH_NAME_POLL = { intervalMs: 100, maxTries: 30 } as const;

/** A list item or detail → the tracked offer (inhouse recruiting → item_variant job_ihr). */
export function trackedOffer(
  offer: Pick<OfferListItem, 'njobid' | 'sjobbez' | 'typeId' | 'inhouseRecruiting'> &
    Partial<Pick<OfferListItem, 'uselocation_city' | 'sniederlassungbez' | 'seinsatzbereichbez'>>,
  company?: string,
): TrackedOffer {
  return {
    id: offer.njobid,
    title: offer.sjobbez,
    type: offer.typeId === 4 ? 4 : 3,
    internal: offer.inhouseRecruiting === true,
    company,
    city: offer.uselocation_city || undefined,
    branch: offer.sniederlassungbez || undefined,
    category: offer.seinsatzbereichbez || undefined,
  };
}

/** The e-commerce item of an offer (the analytics layer's shape). */
export const ecommerceItem = offerItem;

/** Search parameters tracked with the list view (SPEC §3.4). */
export function searchTrackingParams(criteria: SearchCriteria): Record<string, string> {
  return {
    search_term: criteria.keyword,
    city: criteria.city?.name ?? '',
    city_radius: criteria.radius,
    ranges_of_applications: criteria.faculty.join(','),
    experience_levels: criteria.target.join(','),
    type: criteria.type,
    staff_responsibility: criteria.staffresponsibility.join(','),
    workplacetype: criteria.workplacetype.join(','),
    jobtype: criteria.jobtype.join(','),
    internal_career: criteria.internalCareer,
  };
}

/** 1-based page number of the page that starts at `offset`. */
export const pageNumber = (offset: number, pageSize: number): number =>
  pageSize > 0 ? Math.floor(Math.max(0, offset) / pageSize) + 1 : 1;

/**
 * List view (SPEC §3.4): the analytics layer's `OfferList` input (its `viewItemListEvent` builds the event):
 * list id and name, page number, shown count, total, the offers of the page just shown with their absolute
 * position (`offset`), and the tracked search parameters. `shown` is everything shown so far.
 */
export function listViewPayload(input: {
  listId: string;
  listName: string;
  offset: number;
  pageSize: number;
  shown: number;
  total: number;
  offers: TrackedOffer[];
  criteria?: SearchCriteria;
}): OfferList {
  return {
    listId: input.listId,
    listName: input.listName,
    page: pageNumber(input.offset, input.pageSize),
    shown: input.shown,
    total: input.total,
    offers: input.offers,
    offset: input.offset,
    search: input.criteria ? searchTrackingParams(input.criteria) : undefined,
  };
}

// Offer view, apply click and initiative application: the analytics layer's viewItemEvent, applyClickEvent and
// initiativeApplicationEvent, fed with trackedOffer(…).

// ---------------------------------------------------------------------------------------------------------------
// Apply navigation (SPEC §4.6): with tracking allowed, track first, then navigate; a fallback navigates after 3 s

export type ApplyPlan = { kind: 'navigateNow' } | { kind: 'trackThenNavigate'; fallbackMs: number };

export const applyPlan = (trackingAllowed: boolean): ApplyPlan =>
  trackingAllowed ? { kind: 'trackThenNavigate', fallbackMs: APPLY_NAVIGATION_FALLBACK_MS } : { kind: 'navigateNow' };

export interface ApplyNavigationState {
  navigated: boolean;
}

/**
 * Whichever comes first — the tracker's confirmation or the fallback timer — navigates; the other does nothing
 * (never navigate twice).
 */
export function applyNavigationStep(
  state: ApplyNavigationState,
  event: 'tracked' | 'fallbackElapsed',
): { state: ApplyNavigationState; navigate: boolean } {
  void event;
  if (state.navigated) return { state, navigate: false };
  return { state: { navigated: true }, navigate: true };
}
