import type { Payload } from 'payload';
import type { Contest } from '@/payload-types';
import { normalizeEmail, type EntryValues } from './entry';

/** A contest of one site (another site's contest id is as unknown as a missing one). */
export async function findSiteContest(
  payload: Payload,
  siteId: number,
  contestId: number,
  lang: string,
): Promise<Contest | null> {
  const { docs } = await payload.find({
    collection: 'contests',
    locale: lang as 'de',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    where: { and: [{ id: { equals: contestId } }, { tenant: { equals: siteId } }] },
  });
  return docs[0] ?? null;
}

/**
 * Stores one entry. The database's unique index on (contest, email) decides about duplicates, also for two
 * simultaneous submissions; a failed insert is reported as a duplicate only when that entry really exists.
 */
export async function storeEntry(
  payload: Payload,
  entry: { siteId: number; contestId: number; values: EntryValues; lang: string; now?: Date },
): Promise<'stored' | 'duplicate'> {
  const email = normalizeEmail(entry.values.email);
  try {
    // No transaction: the one INSERT commits by itself, so 'stored' is only ever reported for a stored entry
    // (Payload's own transactions ignore a failed COMMIT). Depth 0: nothing to read back.
    await payload.create({
      collection: 'contest-entries',
      overrideAccess: true,
      disableTransaction: true,
      depth: 0,
      data: {
        tenant: entry.siteId,
        contest: entry.contestId,
        name: entry.values.name,
        email,
        answer: entry.values.answer,
        acceptedTermsAt: (entry.now ?? new Date()).toISOString(),
        language: entry.lang,
      },
    });
    return 'stored';
  } catch (error) {
    const existing = await payload.count({
      collection: 'contest-entries',
      overrideAccess: true,
      where: { and: [{ contest: { equals: entry.contestId } }, { email: { equals: email } }] },
    });
    if (existing.totalDocs > 0) return 'duplicate';
    throw error;
  }
}
