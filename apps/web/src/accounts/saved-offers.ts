/**
 * A candidate's saved offers in the CMS database (Local API, server only). Every function names the candidate by
 * the id the caller took from the session, never from a request: an offer id only ever selects among that
 * candidate's own records, so changing it in a request reaches nobody else's. One record per candidate and offer
 * (a unique index: two saves at once store one).
 *
 * For account deletion and data export: `deleteSavedOffersOf` and `savedOffersForExport`.
 */
import type { Payload } from 'payload';
import { SAVED_OFFERS_MAX, type SavedOffer } from '@meridian/recruiting';
import type { SavedOffer as SavedOfferRecord } from '@/payload-types';

const COLLECTION = 'saved-offers' as const;

const toSaved = (record: SavedOfferRecord): SavedOffer => ({
  id: Number(record.offerId),
  title: record.title,
  location: record.location ?? '',
  company: record.company ?? '',
  url: record.url,
  savedAt: new Date(record.savedAt).toISOString(),
});

const ofCandidate = (candidateId: number) => ({ candidate: { equals: candidateId } });

async function records(payload: Payload, candidateId: number): Promise<SavedOfferRecord[]> {
  const found = await payload.find({
    collection: COLLECTION,
    overrideAccess: true,
    depth: 0,
    pagination: false,
    limit: SAVED_OFFERS_MAX * 2,
    sort: '-savedAt',
    where: ofCandidate(candidateId),
  });
  return found.docs as SavedOfferRecord[];
}

/** The candidate's saved offers, newest first. */
export async function listSavedOffers(payload: Payload, candidateId: number): Promise<SavedOffer[]> {
  return (await records(payload, candidateId)).map(toSaved);
}

export async function countSavedOffers(payload: Payload, candidateId: number): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: COLLECTION,
    overrideAccess: true,
    where: ofCandidate(candidateId),
  });
  return totalDocs;
}

const findOne = async (payload: Payload, candidateId: number, offerId: number) =>
  (
    await payload.find({
      collection: COLLECTION,
      overrideAccess: true,
      depth: 0,
      limit: 1,
      where: { and: [ofCandidate(candidateId), { offerId: { equals: offerId } }] },
    })
  ).docs[0] as SavedOfferRecord | undefined;

export type SaveResult = { kind: 'saved' | 'exists'; offer: SavedOffer } | { kind: 'full' };

/** Saves an offer for the candidate: already saved → unchanged ('exists'); at SAVED_OFFERS_MAX → refused. */
export async function saveOffer(
  payload: Payload,
  candidateId: number,
  offer: SavedOffer,
  lang: string | null = null,
): Promise<SaveResult> {
  const known = await findOne(payload, candidateId, offer.id);
  if (known) return { kind: 'exists', offer: toSaved(known) };
  if ((await countSavedOffers(payload, candidateId)) >= SAVED_OFFERS_MAX) return { kind: 'full' };
  try {
    const created = (await payload.create({
      collection: COLLECTION,
      overrideAccess: true,
      depth: 0,
      data: {
        candidate: candidateId,
        offerId: offer.id,
        title: offer.title,
        location: offer.location || null,
        company: offer.company || null,
        url: offer.url,
        lang: (lang as SavedOfferRecord['lang']) ?? null,
        savedAt: offer.savedAt,
      },
    })) as SavedOfferRecord;
    return { kind: 'saved', offer: toSaved(created) };
  } catch (error) {
    // The same offer saved twice at once: the unique index lets one in; the other is answered with it.
    const other = await findOne(payload, candidateId, offer.id);
    if (!other) throw error;
    return { kind: 'exists', offer: toSaved(other) };
  }
}

/** Removes one of the candidate's saved offers; false when the candidate has not saved it. */
export async function removeSavedOffer(payload: Payload, candidateId: number, offerId: number): Promise<boolean> {
  const result = await payload.delete({
    collection: COLLECTION,
    overrideAccess: true,
    depth: 0,
    where: { and: [ofCandidate(candidateId), { offerId: { equals: offerId } }] },
  });
  return result.docs.length > 0;
}

/**
 * A browser's list merged into the account (after sign-in): offers the account has already are left as they are
 * (no duplicates), the others are added, newest first, until the account holds SAVED_OFFERS_MAX. Returns how many
 * were added.
 */
export async function mergeSavedOffers(
  payload: Payload,
  candidateId: number,
  entries: readonly { offer: SavedOffer; lang: string | null }[],
): Promise<number> {
  const known = new Set((await records(payload, candidateId)).map((record) => Number(record.offerId)));
  let room = SAVED_OFFERS_MAX - known.size;
  let added = 0;
  const newest = [...entries].sort((a, b) => b.offer.savedAt.localeCompare(a.offer.savedAt));
  for (const { offer, lang } of newest) {
    if (room <= 0) break;
    if (known.has(offer.id)) continue;
    const result = await saveOffer(payload, candidateId, offer, lang);
    known.add(offer.id);
    if (result.kind === 'saved') {
      added += 1;
      room -= 1;
    }
  }
  return added;
}

/** Account deletion: every saved offer of the candidate goes. Returns how many. */
export async function deleteSavedOffersOf(payload: Payload, candidateId: number): Promise<number> {
  const result = await payload.delete({
    collection: COLLECTION,
    overrideAccess: true,
    depth: 0,
    where: ofCandidate(candidateId),
  });
  return result.docs.length;
}

/** Data export: the candidate's saved offers as plain data (offer id, title, place, company, link, when saved). */
export async function savedOffersForExport(
  payload: Payload,
  candidateId: number,
): Promise<{ offerId: number; title: string; location: string; company: string; url: string; savedAt: string }[]> {
  return (await listSavedOffers(payload, candidateId)).map(({ id, ...rest }) => ({ offerId: id, ...rest }));
}
