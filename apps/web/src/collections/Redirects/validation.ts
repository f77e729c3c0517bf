/**
 * Rules of an editor-managed redirect: `from` is a site path (no scheme, host, query or fragment, no
 * traversal), `to` a site path or an https URL, status 301 or 302, and no redirect may lead back to itself.
 * Pure functions: the collection's validators and hooks and the proxy use them.
 */
export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export interface RedirectRule {
  from: string;
  to: string;
  status: RedirectStatus;
}

const MAX_PATH = 1024;
const PATH_SEGMENT = /^[A-Za-z0-9._~%-]+$/;

/** Normalised form of a path for matching: lower case, no trailing slash (except `/`). */
export function normalizeRedirectPath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.toLowerCase() || '/';
}

export function validateFromPath(value: unknown): true | string {
  if (typeof value !== 'string' || value.length === 0) return 'Enter a path that starts with /.';
  if (value.length > MAX_PATH) return `Use at most ${MAX_PATH} characters.`;
  if (!value.startsWith('/') || value.startsWith('//'))
    return 'Enter a path of this site that starts with / (no https://, no host).';
  if (/[?#\s\\]/.test(value)) return 'A path has no query (?), fragment (#), spaces or backslashes.';
  const segments = value.split('/').filter(Boolean);
  if (segments.some((s) => s === '.' || s === '..' || !PATH_SEGMENT.test(s)))
    return 'Use letters, digits and - . _ ~ in path segments.';
  if (/^\/(admin|cms-api|api|_next)(\/|$)/i.test(value)) return 'The CMS, API and asset paths cannot be redirected.';
  return true;
}

export function validateToTarget(value: unknown): true | string {
  if (typeof value !== 'string' || value.length === 0) return 'Enter a path (/…) or an https:// URL.';
  if (value.length > 2048) return 'Use at most 2048 characters.';
  if (/\s|\\/.test(value)) return 'No spaces or backslashes.';
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname ? true : 'Use an https:// URL or a path starting with /.';
  } catch {
    return 'Use an https:// URL or a path starting with /.';
  }
}

/** The path part of a target when it points into the site itself (a path), else null (external URL). */
const internalPath = (to: string): string | null =>
  to.startsWith('/') && !to.startsWith('//') ? to.split(/[?#]/)[0]! : null;

/**
 * Whether adding `rule` to a site's other redirects makes a loop: following `to` from rule to rule comes back to
 * `rule.from` (including `to` = `from`).
 */
export function createsLoop(
  rule: Pick<RedirectRule, 'from' | 'to'>,
  others: readonly Pick<RedirectRule, 'from' | 'to'>[],
): boolean {
  const byFrom = new Map(others.map((r) => [normalizeRedirectPath(r.from), r.to]));
  byFrom.set(normalizeRedirectPath(rule.from), rule.to);
  const start = normalizeRedirectPath(rule.from);
  const seen = new Set<string>();
  let current: string | null = start;
  while (current !== null) {
    if (seen.has(current)) return true;
    seen.add(current);
    const target = byFrom.get(current);
    if (target === undefined) return false;
    const next = internalPath(target);
    current = next === null ? null : normalizeRedirectPath(next);
  }
  return false;
}

/** The redirect for a request path, if any (matching ignores case and a trailing slash). */
export function matchRedirect(rules: readonly RedirectRule[], pathname: string): RedirectRule | null {
  const path = normalizeRedirectPath(pathname);
  return rules.find((rule) => normalizeRedirectPath(rule.from) === path) ?? null;
}
