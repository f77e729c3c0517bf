/**
 * The account's saved offers as the job search's store (the module's SavedOffersStore; the module knows no account):
 * the site passes it to the module for a signed-in visitor. On first use it merges what this browser saved while
 * signed out into the account (then empties the browser's list) and reads the account's list; saving and removing
 * go through /api/account/saved-offers. Other tabs are told through a BroadcastChannel and re-read the list; a tab
 * coming back to the front re-reads it too. Signed out meanwhile (401): the browser's own list takes over.
 */
import {
  clearLocalSavedOffers,
  createLocalSavedOffers,
  LOADING_STATE,
  readLocalSavedOffers,
  browserStorage,
  type SavedOffersState,
  type SavedOffersStore,
} from '@meridian/recruiting/client/saved-offers';
import type { SavedOffer, SavedOutcome } from '@meridian/recruiting';

export const SAVED_OFFERS_API = '/api/account/saved-offers';
const CHANNEL = 'meridian_saved_offers';

const json = { accept: 'application/json', 'content-type': 'application/json' };

/** Merges the browser's list into the account (emptied on success); the account's list after it, or null. */
export async function mergeBrowserSavedOffers(endpoint = SAVED_OFFERS_API): Promise<SavedOffer[] | null> {
  const storage = browserStorage();
  const local = readLocalSavedOffers(storage);
  if (local.length === 0) return null;
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: json,
    credentials: 'same-origin',
    body: JSON.stringify({ offers: local }),
  }).catch(() => null);
  if (!response?.ok) return null;
  clearLocalSavedOffers(storage);
  const body = (await response.json().catch(() => null)) as { offers?: SavedOffer[] } | null;
  return body?.offers ?? null;
}

export function createAccountSavedOffers(endpoint = SAVED_OFFERS_API): SavedOffersStore {
  let state: SavedOffersState = LOADING_STATE;
  let local: SavedOffersStore | null = null;
  let started = false;
  const listeners = new Set<() => void>();
  // Opened on first use in the browser (never while the server renders: Node has BroadcastChannel too).
  let channel: BroadcastChannel | null = null;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const setIds = (ids: Iterable<number>) => {
    state = { status: 'ready', ids: new Set(ids) };
    notify();
  };
  const signedOut = () => {
    local ??= createLocalSavedOffers();
    for (const listener of listeners) local.subscribe(listener);
    notify();
  };
  const read = async () => {
    const response = await fetch(endpoint, { headers: json, credentials: 'same-origin' }).catch(() => null);
    if (response?.status === 401) return signedOut();
    if (!response?.ok) return;
    const body = (await response.json().catch(() => null)) as { offers?: SavedOffer[] } | null;
    if (Array.isArray(body?.offers)) setIds(body.offers.map((offer) => offer.id));
  };
  const start = async () => {
    const merged = await mergeBrowserSavedOffers(endpoint);
    if (merged) setIds(merged.map((offer) => offer.id));
    else await read();
  };
  const changed = () => channel?.postMessage('changed');
  const onVisible = () => {
    if (document.visibilityState === 'visible' && !local) void read();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      const stopLocal = local?.subscribe(listener);
      if (!started && typeof window !== 'undefined') {
        started = true;
        void start();
        if (typeof BroadcastChannel !== 'undefined') {
          channel = new BroadcastChannel(CHANNEL);
          channel.onmessage = () => void read();
        }
        document.addEventListener('visibilitychange', onVisible);
      }
      return () => {
        listeners.delete(listener);
        stopLocal?.();
      };
    },
    getSnapshot: () => (local ? local.getSnapshot() : state),
    async save(offer): Promise<SavedOutcome> {
      if (local) return local.save(offer);
      const response = await fetch(`${endpoint}/${offer.id}`, {
        method: 'PUT',
        headers: json,
        credentials: 'same-origin',
        body: JSON.stringify({ url: offer.url }),
      }).catch(() => null);
      if (response?.status === 401) {
        signedOut();
        return local!.save(offer);
      }
      if (response?.status === 409) return 'full';
      if (!response?.ok) return 'failed';
      setIds([...state.ids, offer.id]);
      changed();
      return 'saved';
    },
    async remove(id): Promise<SavedOutcome> {
      if (local) return local.remove(id);
      const response = await fetch(`${endpoint}/${id}`, { method: 'DELETE', credentials: 'same-origin' }).catch(
        () => null,
      );
      if (response?.status === 401) {
        signedOut();
        return local!.remove(id);
      }
      if (!response || (!response.ok && response.status !== 404)) return 'failed';
      setIds([...state.ids].filter((saved) => saved !== id));
      changed();
      return 'removed';
    },
  };
}
