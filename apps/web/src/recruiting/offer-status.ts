/**
 * Whether offers are still in the recruiting API, and what it says of them (saved offers: the snapshot when one is
 * saved, "no longer available" on the account page). The API answers an unknown or withdrawn offer with `{}`; an
 * API that does not answer leaves the state unknown, which is not the same as gone.
 */
import type { OfferDetail, OfferDetailResponse } from '@meridian/contracts';
import { buildDetailRequest, getVariant, requestUrl } from '@meridian/recruiting';
import { internalApiUrl } from './api-urls';

export type OfferStatus = { kind: 'available'; offer: OfferDetail } | { kind: 'gone' } | { kind: 'unknown' };

const TIMEOUT_MS = 5000;

/** One offer in a language (de, en, fr, es). */
export async function offerStatus(jobId: number, lang: string): Promise<OfferStatus> {
  const request = buildDetailRequest(jobId, { rules: getVariant('default'), tradeFair: false, language: lang });
  try {
    const response = await fetch(requestUrl(internalApiUrl(), request), {
      headers: { accept: 'application/json', ...request.headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
    if (!response.ok) return { kind: 'unknown' };
    const body = (await response.json()) as OfferDetailResponse;
    if (body && typeof body === 'object' && 'njobid' in body && body.njobid === jobId)
      return { kind: 'available', offer: body as OfferDetail };
    return body && typeof body === 'object' && Object.keys(body).length === 0 ? { kind: 'gone' } : { kind: 'unknown' };
  } catch {
    return { kind: 'unknown' };
  }
}
