/**
 * Where the module's bookmarks live. The module talks to a `SavedOffersStore` only: by default the browser's own
 * list (localStorage; signed-out visitors and partner pages), or whatever a site passes in (its account, through
 * its own API) — so the module knows nothing of accounts. The browser's list is read and written by plain functions
 * over a Storage; the store adds same-tab listeners and the `storage` event for other tabs.
 */
import {
  addSavedOffer,
  parseSavedOffers,
  removeSavedOffer,
  SAVED_OFFERS_KEY,
  serializeSavedOffers,
  type SavedOffer,
  type SavedOutcome,
} from '../lib/saved-offers.ts';

export interface SavedOffersState {
  /** 'loading' until the saved ids are known (the buttons show "not saved" meanwhile). */
  status: 'loading' | 'ready';
  ids: ReadonlySet<number>;
}

/** What the module needs of a store of saved offers. `getSnapshot` returns the same object until something changes. */
export interface SavedOffersStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SavedOffersState;
  save(offer: SavedOffer): Promise<SavedOutcome>;
  remove(id: number): Promise<SavedOutcome>;
}

export const LOADING_STATE: SavedOffersState = Object.freeze({ status: 'loading', ids: new Set<number>() });

/** The Storage of this browser, or null where there is none or it is blocked (privacy settings, sandboxed frames). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The browser's saved offers, newest first ([] when there is no storage or it holds something else). */
export function readLocalSavedOffers(storage: Pick<Storage, 'getItem'> | null): SavedOffer[] {
  try {
    return parseSavedOffers(storage?.getItem(SAVED_OFFERS_KEY));
  } catch {
    return [];
  }
}

/** Stores the list; false when the browser refuses (quota, blocked storage). An empty list removes the key. */
export function writeLocalSavedOffers(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null,
  entries: readonly SavedOffer[],
): boolean {
  if (!storage) return false;
  try {
    if (entries.length === 0) storage.removeItem(SAVED_OFFERS_KEY);
    else storage.setItem(SAVED_OFFERS_KEY, serializeSavedOffers(entries));
    return true;
  } catch {
    return false;
  }
}

/** Empties the browser's list (after it was merged into an account). */
export const clearLocalSavedOffers = (storage: Pick<Storage, 'setItem' | 'removeItem'> | null): boolean =>
  writeLocalSavedOffers(storage, []);

let pageStore: SavedOffersStore | null = null;

/** The browser's list as this page's store (one for every instance on the page; a fresh, empty one on the server). */
export function localSavedOffers(): SavedOffersStore {
  if (typeof window === 'undefined') return createLocalSavedOffers(null, null);
  pageStore ??= createLocalSavedOffers();
  return pageStore;
}

type Listener = () => void;
/** Same-tab listeners of every local store on the page (a page may hold several module instances). */
const localListeners = new Set<Listener>();

/**
 * The browser's list as a store: every instance on the page and every tab of the origin sees a change (the storage
 * event fires in the other tabs only, so this tab's instances are told directly).
 */
export function createLocalSavedOffers(
  storage: Storage | null = browserStorage(),
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = typeof window === 'undefined'
    ? null
    : window,
): SavedOffersStore {
  let state: SavedOffersState = LOADING_STATE;
  let raw: string | null | undefined;
  const read = (): SavedOffersState => {
    let current: string | null = null;
    try {
      current = storage?.getItem(SAVED_OFFERS_KEY) ?? null;
    } catch {
      current = null;
    }
    if (state !== LOADING_STATE && current === raw) return state;
    raw = current;
    state = { status: 'ready', ids: new Set(parseSavedOffers(current).map((entry) => entry.id)) };
    return state;
  };
  const notify = () => {
    for (const listener of [...localListeners]) listener();
  };
  const change = (next: SavedOffer[]): boolean => {
    if (!writeLocalSavedOffers(storage, next)) return false;
    notify();
    return true;
  };
  return {
    subscribe(listener) {
      localListeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === SAVED_OFFERS_KEY || event.key === null) listener();
      };
      events?.addEventListener('storage', onStorage as EventListener);
      return () => {
        localListeners.delete(listener);
        events?.removeEventListener('storage', onStorage as EventListener);
      };
    },
    getSnapshot: () => (storage ? read() : LOADING_STATE),
    async save(offer) {
      const result = addSavedOffer(readLocalSavedOffers(storage), offer);
      if (!result.ok) return 'full';
      if (!result.changed) return 'saved';
      return change(result.entries) ? 'saved' : 'failed';
    },
    async remove(id) {
      return change(removeSavedOffer(readLocalSavedOffers(storage), id)) ? 'removed' : 'failed';
    },
  };
}
