/**
 * Saved offers (the bookmark on every offer of the list and the detail layer): the list as the browser keeps it
 * while nobody is signed in, and the rules every store shares — which ids are offers, the snapshot an entry keeps
 * to be listed without the API, the cap, merging two lists without duplicates, and what the button and its live
 * message say. Pure: storage and requests are the stores' (client/saved-offers.ts, a site's account adapter).
 */
import type { OfferListItem } from '@meridian/contracts';
import { cityCountry, type Translate } from './format.ts';

/** The localStorage key of the browser's list (one per origin: a site, or a partner page with the embed). */
export const SAVED_OFFERS_KEY = 'meridian_saved_offers';
/** At most this many saved offers, in the browser and in an account. */
export const SAVED_OFFERS_MAX = 100;
/** Longest snapshot texts kept (longer ones are cut). */
export const SAVED_TEXT_MAX = { title: 300, location: 200, company: 200, url: 1000 } as const;

/** One saved offer: its id and the minimal snapshot to list it by. */
export interface SavedOffer {
  id: number;
  title: string;
  location: string;
  company: string;
  /** The offer's page (a site path or an absolute http(s) URL). */
  url: string;
  /** ISO date-time. */
  savedAt: string;
}

/** An offer id as the recruiting API takes it: a whole number of 1 to 10 digits, not 0. */
export function isOfferId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value < 1e10;
}

/** An offer id from text (a URL segment, a form field): digits only, else null. */
export function parseOfferId(value: unknown): number | null {
  if (typeof value === 'number') return isOfferId(value) ? value : null;
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

/** Plain text of at most `max` characters: controls removed, spaces collapsed. */
export function plainText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  const text = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return [...text].slice(0, max).join('');
}

/** A URL an entry may link to: a path on the same origin or an absolute http(s) URL; else ''. */
export function safeOfferUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length > SAVED_TEXT_MAX.url) return '';
  const url = value.trim();
  if (/^\/(?!\/)[^\s\\]*$/.test(url)) return url;
  if (!/^https?:\/\/[^\s\\]+$/i.test(url)) return '';
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : '';
  } catch {
    return '';
  }
}

const validDate = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.length > 40) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
};

/** One entry checked and cleaned, or null when it is not a saved offer (no id, no title or no link). */
export function cleanSavedOffer(value: unknown): SavedOffer | null {
  if (!value || typeof value !== 'object') return null;
  const entry = value as Record<string, unknown>;
  const id = parseOfferId(entry.id);
  const title = plainText(entry.title, SAVED_TEXT_MAX.title);
  const url = safeOfferUrl(entry.url);
  const savedAt = validDate(entry.savedAt);
  if (id === null || !title || !url || !savedAt) return null;
  return {
    id,
    title,
    location: plainText(entry.location, SAVED_TEXT_MAX.location),
    company: plainText(entry.company, SAVED_TEXT_MAX.company),
    url,
    savedAt,
  };
}

const newestFirst = (a: SavedOffer, b: SavedOffer) => b.savedAt.localeCompare(a.savedAt) || b.id - a.id;

/** Entries without duplicates (an id's earliest saving wins), newest first, at most SAVED_OFFERS_MAX. */
function normalize(entries: readonly SavedOffer[]): SavedOffer[] {
  const byId = new Map<number, SavedOffer>();
  for (const entry of entries) {
    const known = byId.get(entry.id);
    if (!known || entry.savedAt < known.savedAt) byId.set(entry.id, entry);
  }
  return [...byId.values()].sort(newestFirst).slice(0, SAVED_OFFERS_MAX);
}

/**
 * The browser's stored list read defensively: anything that is not a list of valid entries (missing, corrupt JSON,
 * another shape, entries without id or title, unsafe links) is left out, never thrown — a damaged store must not
 * break the page. Duplicates collapse; at most SAVED_OFFERS_MAX, the newest.
 */
export function parseSavedOffers(raw: string | null | undefined): SavedOffer[] {
  if (!raw || raw.length > 1_000_000) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  const list = Array.isArray(data) ? data : (data as { offers?: unknown } | null)?.offers;
  if (!Array.isArray(list)) return [];
  return normalize(list.slice(0, SAVED_OFFERS_MAX * 4).flatMap((entry) => cleanSavedOffer(entry) ?? []));
}

/** What the browser stores (versioned, so a later shape can be told apart). */
export const serializeSavedOffers = (entries: readonly SavedOffer[]): string =>
  JSON.stringify({ v: 1, offers: normalize(entries) });

export type SaveChange = { ok: true; entries: SavedOffer[]; changed: boolean } | { ok: false; reason: 'full' };

/** Saves an offer: already saved → unchanged; at the cap → refused (nothing is pushed out silently). */
export function addSavedOffer(entries: readonly SavedOffer[], offer: SavedOffer): SaveChange {
  if (entries.some((entry) => entry.id === offer.id)) return { ok: true, entries: [...entries], changed: false };
  if (entries.length >= SAVED_OFFERS_MAX) return { ok: false, reason: 'full' };
  return { ok: true, entries: normalize([offer, ...entries]), changed: true };
}

export const removeSavedOffer = (entries: readonly SavedOffer[], id: number): SavedOffer[] =>
  entries.filter((entry) => entry.id !== id);

/**
 * Two lists as one (the browser's merged into the account's): no duplicates — an offer in both keeps the earlier
 * saving — newest first, at most SAVED_OFFERS_MAX.
 */
export const mergeSavedOffers = (a: readonly SavedOffer[], b: readonly SavedOffer[]): SavedOffer[] =>
  normalize([...a, ...b]);

/** The snapshot of an offer of the list or the detail (the API's fields), saved now. */
export function savedOfferSnapshot(
  offer: Pick<OfferListItem, 'njobid' | 'sjobbez' | 'uselocation_city' | 'uselocation_country'> & {
    sniederlassungbez?: string | null;
    sorganisationbez?: string | null;
  },
  url: string,
  now: Date,
): SavedOffer | null {
  return cleanSavedOffer({
    id: offer.njobid,
    title: offer.sjobbez,
    location: cityCountry(offer),
    company: offer.sorganisationbez || offer.sniederlassungbez || '',
    url,
    savedAt: now.toISOString(),
  });
}

/** What a save or removal ended in (the live message says it). */
export type SavedOutcome = 'saved' | 'removed' | 'full' | 'failed';

/**
 * The button's accessible name: the action, the offer's title and, where it has one, its place — offers of the same
 * title in one list (a welder in Köln, a welder in Hamburg) get buttons a screen reader tells apart. Its state is
 * aria-pressed.
 */
export const saveButtonLabel = (t: Translate, title: string, place = ''): string =>
  t('recruiting.saved.save', { title: place.trim() ? `${title}, ${place.trim()}` : title });

/** The polite live message after a change. */
export function savedMessage(t: Translate, outcome: SavedOutcome, title: string): string {
  switch (outcome) {
    case 'saved':
      return t('recruiting.saved.added', { title });
    case 'removed':
      return t('recruiting.saved.removed', { title });
    case 'full':
      return t('recruiting.saved.full', { count: SAVED_OFFERS_MAX });
    case 'failed':
      return t('recruiting.saved.failed');
  }
}
