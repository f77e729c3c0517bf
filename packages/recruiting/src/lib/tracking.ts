/**
 * E-commerce style tracking payloads (SPEC §9.2, §3.4) as plain objects. The site's analytics layer
 * (packages/site-kit/src/analytics) pushes them; this module does not import it. The offer and list shapes match
 * its `TrackedOffer` / `OfferList` inputs structurally, and the payloads its event builders produce.
 * Everything here runs only when tracking is allowed: that check belongs to the caller.
 */
import type { OfferListItem } from '@meridian/contracts';
import type { SearchCriteria } from './types.ts';

export const CURRENCY = 'EUR';
/** SPEC §9.2: job 75, project 100, initiative application 50. */
export const PRICES = { job: 75, project: 100, initiative: 50 } as const;
/** Apply navigation fallback (SPEC §4.6, §9.3). */
export const APPLY_NAVIGATION_FALLBACK_MS = 3000;
/** Branch-name lookup for tracking (SPEC §9.2): every 100 ms, up to 30 times. */
export const BRANCH_NAME_POLL = { intervalMs: 100, maxTries: 30 } as const;

export type ItemVariant = 'job_ihr' | 'job' | 'project';

/** An offer as the analytics layer takes it. */
export interface TrackedOffer {
  id: string | number;
  title: string;
  type: 3 | 4;
  internal?: boolean;
  company?: string;
  city?: string;
  branch?: string;
  category?: string;
}

export const itemVariant = (offer: Pick<TrackedOffer, 'type' | 'internal'>): ItemVariant =>
  offer.type === 4 ? 'project' : offer.internal ? 'job_ihr' : 'job';

export const offerPrice = (offer: Pick<TrackedOffer, 'type'>): number => (offer.type === 4 ? PRICES.project : PRICES.job);

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

export interface EcommerceItem {
  item_id: string;
  item_name: string;
  item_variant: ItemVariant;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  price: number;
  quantity: 1;
  index?: number;
}

export function ecommerceItem(offer: TrackedOffer, index?: number): EcommerceItem {
  return {
    item_id: String(offer.id),
    item_name: offer.title,
    item_variant: itemVariant(offer),
    item_brand: offer.company,
    item_category: offer.category,
    item_category2: offer.city,
    item_category3: offer.branch,
    price: offerPrice(offer),
    quantity: 1,
    index,
  };
}

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

/** The list as the analytics layer's `OfferList` input. */
export interface OfferListPayload {
  listId: string;
  listName: string;
  page: number;
  shown: number;
  total: number;
  offers: TrackedOffer[];
  search?: Record<string, unknown>;
}

/** 1-based page number of the page that starts at `offset`. */
export const pageNumber = (offset: number, pageSize: number): number => (pageSize > 0 ? Math.floor(Math.max(0, offset) / pageSize) + 1 : 1);

/**
 * List view (SPEC §3.4): item_list_id, item_list_name, page number, shown count, total, items. `offers` are the
 * offers of the page just shown; `shown` is everything shown so far.
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
}): OfferListPayload & { ecommerce: { item_list_id: string; item_list_name: string; items: EcommerceItem[] } } {
  const offers = input.offers;
  return {
    listId: input.listId,
    listName: input.listName,
    page: pageNumber(input.offset, input.pageSize),
    shown: input.shown,
    total: input.total,
    offers,
    search: input.criteria ? searchTrackingParams(input.criteria) : undefined,
    ecommerce: {
      item_list_id: input.listId,
      item_list_name: input.listName,
      items: offers.map((offer, i) => ecommerceItem(offer, input.offset + i)),
    },
  };
}

export interface ValuePayload {
  currency: typeof CURRENCY;
  value: number;
  items: EcommerceItem[];
  transaction_id?: string;
}

const valuePayload = (offers: TrackedOffer[]): ValuePayload => ({
  currency: CURRENCY,
  value: offers.reduce((sum, offer) => sum + offerPrice(offer), 0),
  items: offers.map((offer, i) => ecommerceItem(offer, i)),
});

/** Offer view (detail opened). */
export const offerViewPayload = (offer: TrackedOffer): ValuePayload => valuePayload([offer]);
/** Apply click (the cart step). */
export const applyClickPayload = (offer: TrackedOffer): ValuePayload => valuePayload([offer]);

/** Initiative application: price 50. */
export function initiativeApplicationPayload(company?: string, transactionId?: string): ValuePayload {
  return {
    currency: CURRENCY,
    value: PRICES.initiative,
    items: [{ item_id: 'initiative', item_name: 'initiative', item_variant: 'job', item_brand: company, price: PRICES.initiative, quantity: 1 }],
    ...(transactionId ? { transaction_id: transactionId } : {}),
  };
}

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
export function applyNavigationStep(state: ApplyNavigationState, event: 'tracked' | 'fallbackElapsed'): { state: ApplyNavigationState; navigate: boolean } {
  void event;
  if (state.navigated) return { state, navigate: false };
  return { state: { navigated: true }, navigate: true };
}
