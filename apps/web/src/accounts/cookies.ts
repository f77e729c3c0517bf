/**
 * The account's cookies. Candidates are not a Payload auth collection: their sessions are our own records and
 * `meridian_account` our own cookie, so Payload's auth (the editors' `payload-token`, read by every auth
 * collection) never sees a candidate, and no candidate cookie is ever read as an editor's (see README, accounts).
 * All are HttpOnly, SameSite=Lax (a cross-site form post carries none of them), Secure on https, Path=/.
 * - `meridian_account`: the session token (its SHA-256 is the session record's key);
 * - `meridian_account_pending`: which account a browser that just signed up verifies (signed, 15 minutes);
 * - `meridian_account_device`: this browser signed in to this address before (signed); the sign-in throttle does
 *   not hold such a browser back for the account's failures (throttle.ts);
 * - `meridian_account_flash`: a refused form's errors and typed values (never a password) for the page the 303
 *   goes back to;
 * - `meridian_account_passkey`: the challenge of a passkey's sign-in or registration (signed, 5 minutes).
 */
import crypto from 'node:crypto';

export const SESSION_COOKIE = 'meridian_account';
export const PENDING_COOKIE = 'meridian_account_pending';
export const DEVICE_COOKIE = 'meridian_account_device';
export const FLASH_COOKIE = 'meridian_account_flash';
/** A passkey ceremony's challenge (passkeys/challenge.ts). */
export const PASSKEY_COOKIE = 'meridian_account_passkey';
/** Every cookie of the account: a request with any of them is personal (never served from the page cache). */
export const ACCOUNT_COOKIES = [SESSION_COOKIE, PENDING_COOKIE, DEVICE_COOKIE, FLASH_COOKIE, PASSKEY_COOKIE] as const;

const DAY_SECONDS = 24 * 60 * 60;
export const SESSION_COOKIE_MAX_AGE = 30 * DAY_SECONDS;
export const PENDING_MAX_AGE = 15 * 60;
export const DEVICE_MAX_AGE = 365 * DAY_SECONDS;
export const FLASH_MAX_AGE = 120;

/** A Set-Cookie value (maxAge 0 deletes it). */
export function setCookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return `${name}=${maxAge > 0 ? value : ''}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

const mac = (secret: string, purpose: string, text: string) =>
  crypto
    .createHmac('sha256', crypto.createHmac('sha256', secret).update(`meridian:account:${purpose}`).digest())
    .update(text)
    .digest()
    .subarray(0, 18)
    .toString('base64url');

const sameText = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The pending cookie: the account id and when it ends, signed. */
export function pendingValue(secret: string, candidateId: number, now = Date.now()): string {
  const until = Math.floor(now / 1000) + PENDING_MAX_AGE;
  return `${candidateId}.${until}.${mac(secret, 'pending', `${candidateId}.${until}`)}`;
}

export function readPending(secret: string, value: string | null, now = Date.now()): number | null {
  const match = /^([1-9]\d{0,14})\.(\d{1,12})\.([\w-]{24})$/.exec(value ?? '');
  if (!match) return null;
  if (!sameText(match[3]!, mac(secret, 'pending', `${match[1]}.${match[2]}`))) return null;
  if (Number(match[2]) * 1000 < now) return null;
  return Number(match[1]);
}

/** The device cookie for an address (normalised): a random nonce and its signature with the address. */
export function deviceValue(secret: string, email: string): string {
  const nonce = crypto.randomBytes(9).toString('base64url');
  return `${nonce}.${mac(secret, 'device', `${nonce}:${email}`)}`;
}

/** Whether this browser's device cookie was issued for this address. */
export function isTrustedDevice(secret: string, value: string | null, email: string): boolean {
  const match = /^([\w-]{12})\.([\w-]{24})$/.exec(value ?? '');
  return Boolean(match && sameText(match[2]!, mac(secret, 'device', `${match[1]}:${email}`)));
}

/** The cookies of a browser that has just signed in: its session, no pending sign-up, and the device mark. */
export function signedInCookies(secret: string, sessionToken: string, email: string, secure: boolean): string[] {
  return [
    setCookie(SESSION_COOKIE, sessionToken, SESSION_COOKIE_MAX_AGE, secure),
    setCookie(PENDING_COOKIE, '', 0, secure),
    setCookie(DEVICE_COOKIE, deviceValue(secret, email), DEVICE_MAX_AGE, secure),
  ];
}
