/**
 * Saved offers with the recruiting API: a save described by the API, a browser's list merged after sign-in, and the
 * account's list with each offer's availability. The API's calls come in as `lookup` (recruiting/offer-status.ts
 * by default), so the integration suites run them against the real API.
 */
import type { Payload } from 'payload';
import type { SavedOffer } from '@meridian/recruiting';
import { offerStatus, type OfferStatus } from '@/recruiting/offer-status';
import { accountSnapshot, type MergeEntry, type SavedPlace } from './saved-offer-requests';
import { listSavedOffers, mergeSavedOffers, saveOffer } from './saved-offers';

export type OfferLookup = (offerId: number, lang: string) => Promise<OfferStatus>;

interface Context {
  payload: Payload;
  candidate: { id: number };
  origin: string;
}

export type SaveFromApiResult =
  { kind: 'saved' | 'exists'; offer: SavedOffer } | { kind: 'gone' | 'unavailable' | 'full' };

/** Saves an offer the API has, as the API describes it in the language of the page it was saved on. */
export async function saveOfferFromApi(
  { payload, candidate, origin }: Context,
  offerId: number,
  place: SavedPlace,
  lookup: OfferLookup = offerStatus,
  now = new Date(),
): Promise<SaveFromApiResult> {
  const status = await lookup(offerId, place.locale.lang);
  if (status.kind === 'gone') return { kind: 'gone' };
  if (status.kind === 'unknown') return { kind: 'unavailable' };
  const offer = accountSnapshot(origin, place, offerId, now, status.offer);
  if (!offer) return { kind: 'gone' };
  return saveOffer(payload, candidate.id, offer, place.locale.lang);
}

/**
 * A browser's list into the account: offers the account has are skipped (no duplicates); the others are described
 * by the API, or — withdrawn since — by the browser's own snapshot; each keeps when the browser saved it. When the
 * API does not answer, nothing is merged ('unavailable': the browser keeps its list for a later try).
 */
export async function mergeSavedOffersFromBrowser(
  { payload, candidate, origin }: Context,
  entries: readonly MergeEntry[],
  lookup: OfferLookup = offerStatus,
): Promise<{ kind: 'merged'; added: number } | { kind: 'unavailable' }> {
  const known = new Set((await listSavedOffers(payload, candidate.id)).map((offer) => offer.id));
  const fresh = entries.filter((entry) => !known.has(entry.offer.id));
  const statuses = await inBatches(fresh, (entry) => lookup(entry.offer.id, entry.place.locale.lang));
  if (statuses.some((status) => status.kind === 'unknown')) return { kind: 'unavailable' };
  const snapshots = fresh.flatMap((entry, index) => {
    const status = statuses[index]!;
    const offer = accountSnapshot(
      origin,
      entry.place,
      entry.offer.id,
      new Date(entry.offer.savedAt),
      status.kind === 'available' ? status.offer : null,
      entry.offer,
    );
    return offer ? [{ offer, lang: entry.place.locale.lang }] : [];
  });
  return { kind: 'merged', added: await mergeSavedOffers(payload, candidate.id, snapshots) };
}

export type Availability = 'available' | 'gone' | 'unknown';

/** The candidate's saved offers, newest first, each with whether the API still has it ('unknown': no answer). */
export async function savedOffersWithAvailability(
  payload: Payload,
  candidateId: number,
  langOf: (offer: SavedOffer) => string,
  lookup: OfferLookup = offerStatus,
): Promise<{ offer: SavedOffer; availability: Availability }[]> {
  const offers = await listSavedOffers(payload, candidateId);
  const statuses = await inBatches(offers, (offer) => lookup(offer.id, langOf(offer)));
  return offers.map((offer, index) => ({
    offer,
    availability: statuses[index]!.kind === 'available' ? 'available' : statuses[index]!.kind,
  }));
}

/** Runs `task` for every item, a few at a time; the results in the items' order. */
async function inBatches<T, R>(items: readonly T[], task: (item: T) => Promise<R>, parallel = 6): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return results;
}
