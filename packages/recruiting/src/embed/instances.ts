/**
 * Rules of the standalone embed that need no DOM: how an instance's offers appear in the URL, its name among
 * several instances on one page, its API, and the message for the site owner when the API cannot be used.
 */
import type { DetailHistory } from '../hooks/useDetail.ts';

/**
 * An instance whose page configured `maincareer` pushes `{maincareer}/{jobId}/{urlpart}` (the partner's server
 * answers those paths). Without it, a static partner page would get paths nobody serves: the offer goes into the
 * query of the same page (`?meridian-offer=…&meridian-instance=…`). The first such instance on the page also opens
 * an offer parameter that names no instance.
 */
export function embedDetailHistory(
  given: Record<string, unknown>,
  instance: string,
  firstQueryInstance: boolean,
): DetailHistory {
  const maincareer = typeof given.maincareer === 'string' ? given.maincareer.trim() : '';
  if (maincareer) return { routing: { kind: 'path' }, instance };
  return { routing: { kind: 'query', claimsUnnamed: firstQueryInstance }, instance };
}

/** The instance's name in history entries and URLs: the element's id, else its position among the page's instances. */
export const instanceName = (elementId: string, position: number): string =>
  /^[A-Za-z0-9_-]{1,64}$/.test(elementId) ? elementId : String(position);

/** The API an instance calls: its own `api`, else the installation that served the script (empty when unknown). */
export function embedApi(configured: string, served: string): string {
  const api = configured.trim() || (served.startsWith('http') ? served : '');
  return api.replace(/\/+$/, '');
}

/**
 * Why the API cannot be used from this page, for the console (the site owner reads it there): the API answers
 * requests without CORS (`no-cors` probe succeeded) but refuses this origin, or it cannot be reached at all.
 */
export function unavailableReason(api: string, origin: string, reachable: boolean): string {
  if (!api)
    return '[meridian-recruiting] no recruiting API configured: set `api` in the configuration (e.g. "https://api.example").';
  if (reachable) {
    return `[meridian-recruiting] the recruiting API ${api} does not allow this page's origin ${origin}: add ${origin} to CORS_ORIGINS of the API (a comma-separated list) and restart it.`;
  }
  return `[meridian-recruiting] the recruiting API ${api} cannot be reached from ${origin} (is it running, and is \`api\` right?).`;
}
