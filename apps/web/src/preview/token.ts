import crypto from 'node:crypto';

/**
 * Workspace preview tokens (SPEC §2.6, §6): the value of `ADMCMD_prev`. A token is issued by /api/preview to a
 * signed-in editor for one site and expires; the pages render drafts only for a token that verifies here and
 * whose review link (`link`, a Review links document of the CMS) still exists: deleting it revokes the token.
 * Format: base64url(JSON claims) "." base64url(HMAC-SHA256).
 */
export const PREVIEW_PARAM = 'ADMCMD_prev';
/** An editor's preview link works for an hour; the admin's preview button issues a fresh one on each click. */
export const PREVIEW_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Longer values are rejected before any parsing. */
export const PREVIEW_TOKEN_MAX_LENGTH = 256;

export interface PreviewClaims {
  /** Site (tenant) id the token is valid for. */
  site: number;
  /** Editor who asked for it (for the logs). */
  user: number | string;
  /** The review link it belongs to (its `linkId` in the CMS). */
  link: string;
  /** Expiry, ms since epoch. */
  exp: number;
}

export type PreviewVerdict =
  | { ok: true; claims: PreviewClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'wrong-site' | 'revoked' };

/** A review link's id: random, URL-safe. */
export const LINK_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A key for this purpose only, derived from the CMS secret, so a leaked preview key signs nothing else. */
export function previewKey(secret: string): Buffer {
  return crypto.createHmac('sha256', secret).update('meridian:workspace-preview:v1').digest();
}

const mac = (key: Buffer, body: string) => crypto.createHmac('sha256', key).update(body).digest('base64url');

/** A fresh review link id (128 random bits). */
export const newLinkId = (): string => crypto.randomBytes(16).toString('base64url');

export function signPreviewToken(
  { site, user, link }: { site: number; user: number | string; link: string },
  key: Buffer,
  now: number = Date.now(),
  ttlMs: number = PREVIEW_TOKEN_TTL_MS,
): string {
  const body = Buffer.from(JSON.stringify({ s: site, u: user, l: link, e: now + ttlMs })).toString('base64url');
  return `${body}.${mac(key, body)}`;
}

/** Checks signature, expiry and site, in that order; never throws. */
export function verifyPreviewToken(
  token: string,
  key: Buffer,
  siteId: number,
  now: number = Date.now(),
): PreviewVerdict {
  if (token.length > PREVIEW_TOKEN_MAX_LENGTH || !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token))
    return { ok: false, reason: 'malformed' };
  const [body, signature] = token.split('.') as [string, string];
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    return { ok: false, reason: 'signature' };
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const { s, u, l, e } = (raw ?? {}) as { s?: unknown; u?: unknown; l?: unknown; e?: unknown };
  if (typeof s !== 'number' || typeof e !== 'number' || (typeof u !== 'number' && typeof u !== 'string'))
    return { ok: false, reason: 'malformed' };
  if (typeof l !== 'string' || !LINK_ID_PATTERN.test(l)) return { ok: false, reason: 'malformed' };
  if (now >= e) return { ok: false, reason: 'expired' };
  if (s !== siteId) return { ok: false, reason: 'wrong-site' };
  return { ok: true, claims: { site: s, user: u, link: l, exp: e } };
}

interface WarnLogger {
  warn: (fields: Record<string, unknown>, message: string) => void;
}

/**
 * The preview a request may see: the verified claims whose review link is still listed (`linkActive`), or null
 * (published content). A token that does not verify or whose link was revoked is logged as a rejected attempt
 * (never the token itself, which could be a valid one for another site).
 */
export async function acceptPreview(
  token: string | null | undefined,
  {
    key,
    siteId,
    log,
    linkActive,
    now = Date.now(),
  }: {
    key: Buffer;
    siteId: number;
    log: WarnLogger;
    linkActive: (link: string, siteId: number) => Promise<boolean>;
    now?: number;
  },
): Promise<{ token: string; claims: PreviewClaims } | null> {
  if (!token) return null;
  const verdict = verifyPreviewToken(token, key, siteId, now);
  const reason = verdict.ok ? ((await linkActive(verdict.claims.link, siteId)) ? null : 'revoked') : verdict.reason;
  if (verdict.ok && reason === null) return { token, claims: verdict.claims };
  log.warn(
    { reason, site: siteId, tokenLength: token.length },
    'workspace preview rejected: showing published content',
  );
  return null;
}
