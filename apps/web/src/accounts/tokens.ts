/**
 * The secrets of candidate accounts. Every one is random (node:crypto) and only its hash is stored, so a copy of
 * the database signs nobody in and confirms nothing:
 * - session tokens (the `meridian_account` cookie): 32 random bytes, stored as SHA-256;
 * - e-mail links (confirm the address, reset the password): 32 random bytes, stored as SHA-256, each with its expiry
 *   and cleared on use (one use);
 * - the 6-digit verification code: stored as HMAC-SHA-256 keyed by the site secret and bound to the account (a
 *   million codes are quickly hashed, the key keeps a stolen table from being searched), 15 minutes, 5 tries.
 * Pure but for the random source.
 */
import crypto from 'node:crypto';

export const CODE_TTL_MS = 15 * 60_000;
export const CODE_MAX_TRIES = 5;
export const RESET_TTL_MS = 60 * 60_000;
/** A session lasts 30 days from sign-in, and ends after 14 days unused. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60_000;
/** Unverified accounts are removed after this long. */
export const UNVERIFIED_TTL_MS = 7 * 24 * 60 * 60_000;

/** A new random secret for a cookie or a link (43 characters, URL-safe). */
export const newSecret = (): string => crypto.randomBytes(32).toString('base64url');

/** The stored form of a session token or link secret. */
export const hashSecret = (secret: string): string => crypto.createHash('sha256').update(secret).digest('hex');

/** Whether a presented secret looks like one we issue (checked before any database read). */
export const isSecretShape = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/** A new 6-digit code, uniformly drawn (leading zeros kept). */
export const newCode = (): string => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

const codeKey = (secret: string) => crypto.createHmac('sha256', secret).update('meridian:account-code:v1').digest();

/** The stored form of a verification code, bound to the account it was sent for. */
export const hashCode = (secret: string, candidateId: number | string, code: string): string =>
  crypto.createHmac('sha256', codeKey(secret)).update(`${candidateId}:${code}`).digest('hex');

/** What a candidate's pending code looks like in the store. */
export interface CodeState {
  codeHash?: string | null;
  codeExpiresAt?: string | null;
  codeTries?: number | null;
}

export type CodeCheck =
  | { ok: true }
  /** `triesLeft` after this one; 0: the code is used up (a new one must be sent). */
  | { ok: false; reason: 'wrong'; triesLeft: number }
  | { ok: false; reason: 'expired' | 'used' | 'none' };

const sameHex = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/** A typed code checked against the pending one: right, wrong (with the tries left), expired, used up or none. */
export function checkCode(state: CodeState, typed: string, expected: (code: string) => string, now: number): CodeCheck {
  if (!state.codeHash || !state.codeExpiresAt) return { ok: false, reason: 'none' };
  const tries = state.codeTries ?? 0;
  if (tries >= CODE_MAX_TRIES) return { ok: false, reason: 'used' };
  if (now > Date.parse(state.codeExpiresAt)) return { ok: false, reason: 'expired' };
  const code = typed.replace(/\s+/g, '');
  if (/^\d{6}$/.test(code) && sameHex(expected(code), state.codeHash)) return { ok: true };
  return { ok: false, reason: 'wrong', triesLeft: Math.max(0, CODE_MAX_TRIES - tries - 1) };
}

/** Whether a session (or link) is still valid at `now`. */
export function sessionAlive(session: { expiresAt: string; lastSeenAt?: string | null }, now: number): boolean {
  if (now >= Date.parse(session.expiresAt)) return false;
  const seen = session.lastSeenAt ? Date.parse(session.lastSeenAt) : null;
  return seen === null || now - seen < SESSION_IDLE_MS;
}

/** `lastSeenAt` is written at most once an hour (a busy page view does not write on every request). */
export const shouldTouchSession = (lastSeenAt: string | null | undefined, now: number): boolean =>
  !lastSeenAt || now - Date.parse(lastSeenAt) > 60 * 60_000;
