/**
 * The consent cookie (SPEC §9.4, name fixed in ARCHITECTURE §5): `meridian_cookie_consent`, 365 days, path /,
 * SameSite=Lax, Secure on https. The value is URI-encoded JSON `{"id","rev","items"}`; anything that does not
 * parse to exactly that shape (tampered, truncated, another product's cookie) reads as no consent, never throws.
 */
import { sanitizeRecord, type StoredConsent } from './rules.ts';

export const CONSENT_COOKIE = 'meridian_cookie_consent';
export const CONSENT_MAX_AGE_DAYS = 365;
export const CONSENT_MAX_AGE_SECONDS = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
/** Browsers keep at least 4096 bytes per cookie; a longer value cannot be ours. */
const MAX_VALUE_LENGTH = 4000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isConsentId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
export const isRevision = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= 1_000_000;

export function serializeConsent(stored: StoredConsent): string {
  return encodeURIComponent(JSON.stringify({ id: stored.id, rev: stored.revision, items: stored.record }));
}

/** The stored consent from a raw cookie value, or null. */
export function parseConsent(value: string | null | undefined): StoredConsent | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_VALUE_LENGTH) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(value));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const { id, rev, items } = parsed as Record<string, unknown>;
  if (!isConsentId(id) || !isRevision(rev) || !items || typeof items !== 'object' || Array.isArray(items)) return null;
  return { id: id.toLowerCase(), revision: rev, record: sanitizeRecord(items) };
}

/** The consent cookie's value from a `Cookie` header or `document.cookie` string. */
export function readConsentCookie(cookieHeader: string | null | undefined): StoredConsent | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === CONSENT_COOKIE) return parseConsent(part.slice(index + 1).trim());
  }
  return null;
}

/** A `document.cookie` assignment (or Set-Cookie value) storing the consent. */
export function consentCookieString(stored: StoredConsent, { secure }: { secure: boolean }): string {
  return `${CONSENT_COOKIE}=${serializeConsent(stored)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
