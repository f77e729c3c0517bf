/**
 * The WebAuthn challenge between a passkey's options and the browser's answer, kept in a signed cookie instead of a
 * record: `meridian_account_passkey` = purpose (sign-in, adding a passkey, confirming a deletion), the candidate (0
 * for a sign-in, where nobody is known yet), the
 * challenge, when it ends, and an HMAC over all of them. A challenge answers once: the route deletes the cookie with
 * its answer, and a sign-in also moves the passkey's counter on (a replayed answer then fails both ways).
 */
import crypto from 'node:crypto';
import { PASSKEY_COOKIE } from '../cookies';

export const CHALLENGE_COOKIE = PASSKEY_COOKIE;
/** Five minutes: the time a person takes at the browser's passkey prompt, with room. */
export const CHALLENGE_MAX_AGE = 5 * 60;

export type ChallengePurpose = 'signin' | 'register' | 'confirm';

const mac = (secret: string, text: string) =>
  crypto
    .createHmac('sha256', crypto.createHmac('sha256', secret).update('meridian:account:passkey').digest())
    .update(text)
    .digest()
    .subarray(0, 18)
    .toString('base64url');

/** A new random challenge (base64url, 32 bytes). */
export const newChallenge = (): string => crypto.randomBytes(32).toString('base64url');

/** The cookie's value for this challenge. */
export function challengeValue(
  secret: string,
  purpose: ChallengePurpose,
  candidateId: number,
  challenge: string,
  now = Date.now(),
): string {
  const until = Math.floor(now / 1000) + CHALLENGE_MAX_AGE;
  const text = `${purpose}.${candidateId}.${challenge}.${until}`;
  return `${text}.${mac(secret, text)}`;
}

/**
 * The challenge in a cookie's value, when it is genuine, still valid and for this purpose (and, for adding a
 * passkey, for this candidate); otherwise null.
 */
export function readChallenge(
  secret: string,
  value: string | null,
  purpose: ChallengePurpose,
  candidateId: number,
  now = Date.now(),
): string | null {
  const match = /^(signin|register|confirm)\.(\d{1,15})\.([\w-]{43})\.(\d{1,12})\.([\w-]{24})$/.exec(value ?? '');
  if (!match) return null;
  const [, kind, candidate, challenge, until, signature] = match;
  const expected = mac(secret, `${kind}.${candidate}.${challenge}.${until}`);
  if (signature!.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature!), Buffer.from(expected)))
    return null;
  if (kind !== purpose || Number(candidate) !== candidateId) return null;
  if (Number(until) * 1000 < now) return null;
  return challenge!;
}
