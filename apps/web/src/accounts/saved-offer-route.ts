/**
 * What every saved-offer route checks first, as the account forms do: same origin only (the browser's Origin, and
 * a cross-site fetch's Sec-Fetch-Site; the account cookie is SameSite=Lax besides), a site of ours, and the
 * signed-in candidate of the `meridian_account` cookie — never an id from the request.
 */
import type { Payload } from 'payload';
import { getPayload } from '@/cms/payload';
import type { Candidate } from '@/payload-types';
import { problemResponse } from '@/outage/unavailable-body';
import { sameOrigin } from '@/security/same-origin';
import { requestOrigin } from '@/seo/metadata';
import { resolveSite, type ResolvedSite } from '@/sites/data';
import { requestCandidate } from './session';

export interface SavedOfferRequest {
  payload: Payload;
  candidate: Candidate;
  site: ResolvedSite;
  origin: string;
}

/** Answers of the saved-offer API are personal: never stored by a cache, and they differ by cookie. */
export const PERSONAL_HEADERS = { 'cache-control': 'no-store', vary: 'Cookie' } as const;

export function savedOfferProblem(status: number, error: string, extra?: Record<string, string>): Response {
  return problemResponse(status, error, PERSONAL_HEADERS, extra);
}

/** The request's context, or the refusal to answer with (403 cross-site, 404 unknown site, 401 signed out). */
export async function savedOfferRequest(request: Request): Promise<SavedOfferRequest | Response> {
  if (!sameOrigin(request) || request.headers.get('sec-fetch-site') === 'cross-site')
    return savedOfferProblem(403, 'crossSite');
  const host = request.headers.get('host');
  const site = await resolveSite(host);
  const origin = requestOrigin(host, request.headers.get('x-forwarded-proto'));
  if (!site || !origin) return savedOfferProblem(404, 'unknownSite');
  const payload = await getPayload();
  const candidate = await requestCandidate(payload, request.headers.get('cookie'));
  if (!candidate) return savedOfferProblem(401, 'signedOut');
  return { payload, candidate, site, origin };
}
