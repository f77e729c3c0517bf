/** The signed-in candidate of a request (its `meridian_account` cookie), for the routes and the pages. */
import type { Payload } from 'payload';
import type { Candidate } from '@/payload-types';
import { readCookie, SESSION_COOKIE } from './cookies';
import { sessionCandidate } from './store';

export const requestSessionToken = (cookieHeader: string | null | undefined): string | null =>
  readCookie(cookieHeader, SESSION_COOKIE);

export async function requestCandidate(
  payload: Payload,
  cookieHeader: string | null | undefined,
): Promise<Candidate | null> {
  return sessionCandidate(payload, requestSessionToken(cookieHeader));
}
