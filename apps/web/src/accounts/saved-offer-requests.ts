/**
 * What the saved-offer API takes, checked before anything is read or stored (pure, unit-tested): the offer id of
 * the path, the offer's URL on this site as the job search shows it (which career page and language it was saved
 * on), and a browser's list to merge into the account. Titles, places and companies come from the recruiting API
 * where it knows the offer; a browser's own snapshot is used only for an offer the API no longer has.
 */
import {
  cleanSavedOffer,
  detailUrl,
  parseOfferId,
  SAVED_OFFERS_MAX,
  savedOfferSnapshot,
  type SavedOffer,
} from '@meridian/recruiting';
import type { OfferDetail } from '@meridian/contracts';
import type { SiteLocale } from '@/sites/languages';

/** A single save is small; a merge carries up to SAVED_OFFERS_MAX snapshots. */
export const SAVE_BODY_MAX_BYTES = 4 * 1024;
export const MERGE_BODY_MAX_BYTES = 256 * 1024;

export { parseOfferId };

/** Where on this site an offer was saved: the career page path and its locale. */
export interface SavedPlace {
  careerPath: string;
  locale: SiteLocale;
}

const PATH = /^\/([a-z]{2})\/([a-z]{2})((?:\/[a-z0-9][a-z0-9-]*)*)\/(\d{1,10})(?:\/[^/?#\s]*)?\/?$/;

/**
 * The career page and locale of an offer's URL as the job search shows it — `/{market}/{lang}/{page…}/{id}/{urlpart}`,
 * a path or an absolute URL of this origin, any query dropped — when it names this offer and a locale of the site.
 */
export function savedPlace(
  url: unknown,
  offerId: number,
  origin: string,
  locales: readonly SiteLocale[],
): SavedPlace | null {
  if (typeof url !== 'string' || url.length > 1000) return null;
  let path = url.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      const parsed = new URL(path);
      if (parsed.origin !== origin) return null;
      path = parsed.pathname;
    } catch {
      return null;
    }
  } else if (!path.startsWith('/') || path.startsWith('//')) return null;
  path = path.replace(/[?#].*$/, '');
  const match = PATH.exec(path);
  if (!match || Number(match[4]) !== offerId) return null;
  const locale = locales.find((entry) => entry.market === match[1] && entry.lang === match[2]);
  if (!locale) return null;
  return { careerPath: `/${match[1]}/${match[2]}${match[3]}`, locale };
}

/** The body of a PUT: `{ url }` (JSON), the offer's URL as the job search shows it. */
export function parseSaveBody(
  text: string,
  offerId: number,
  origin: string,
  locales: readonly SiteLocale[],
): { ok: true; place: SavedPlace } | { ok: false; field: string; code: string } {
  let body: unknown;
  try {
    body = JSON.parse(text || '{}');
  } catch {
    return { ok: false, field: 'body', code: 'json' };
  }
  const place = savedPlace((body as { url?: unknown } | null)?.url, offerId, origin, locales);
  return place ? { ok: true, place } : { ok: false, field: 'url', code: 'invalid' };
}

/** An entry of a browser's list to merge: its snapshot (cleaned) and where on this site it was saved. */
export interface MergeEntry {
  offer: SavedOffer;
  place: SavedPlace;
}

/**
 * The body of a merge: `{ offers: [...] }`, the browser's list. Entries that are not saved offers of this site are
 * left out (they stay nowhere: the browser's list is emptied after a merge); at most SAVED_OFFERS_MAX.
 */
export function parseMergeBody(
  text: string,
  origin: string,
  locales: readonly SiteLocale[],
): { ok: true; entries: MergeEntry[] } | { ok: false; field: string; code: string } {
  let body: unknown;
  try {
    body = JSON.parse(text || '{}');
  } catch {
    return { ok: false, field: 'body', code: 'json' };
  }
  const list = (body as { offers?: unknown } | null)?.offers;
  if (!Array.isArray(list)) return { ok: false, field: 'offers', code: 'required' };
  if (list.length > SAVED_OFFERS_MAX) return { ok: false, field: 'offers', code: 'tooMany' };
  const entries: MergeEntry[] = [];
  const seen = new Set<number>();
  for (const raw of list) {
    const offer = cleanSavedOffer(raw);
    if (!offer || seen.has(offer.id)) continue;
    const place = savedPlace(offer.url, offer.id, origin, locales);
    if (!place) continue;
    seen.add(offer.id);
    entries.push({ offer, place });
  }
  return { ok: true, entries };
}

/** The offer's absolute URL on the site it was saved on (with the API's current urlpart when known). */
export const savedOfferUrl = (origin: string, place: SavedPlace, offer: { njobid: number; urlpart: string }): string =>
  `${origin}${detailUrl(offer, { maincareer: place.careerPath, utm: '' })}`;

/**
 * What the account stores for an offer: the API's title, place and company when the API has it, else (an offer
 * withdrawn since the browser saved it) the browser's snapshot; saved at `savedAt`.
 */
export function accountSnapshot(
  origin: string,
  place: SavedPlace,
  offerId: number,
  savedAt: Date,
  fromApi: OfferDetail | null,
  fromBrowser: SavedOffer | null = null,
): SavedOffer | null {
  if (fromApi) return savedOfferSnapshot(fromApi, savedOfferUrl(origin, place, fromApi), savedAt);
  if (!fromBrowser) return null;
  const path = fromBrowser.url.replace(/^https?:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  const part = new RegExp(`/${offerId}/([^/]+)/?$`).exec(path)?.[1] ?? '';
  let urlpart = '';
  try {
    urlpart = decodeURIComponent(part);
  } catch {
    urlpart = '';
  }
  return cleanSavedOffer({
    ...fromBrowser,
    id: offerId,
    url: savedOfferUrl(origin, place, { njobid: offerId, urlpart }),
    savedAt: savedAt.toISOString(),
  });
}
