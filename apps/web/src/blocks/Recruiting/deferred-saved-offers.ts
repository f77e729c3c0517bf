import { LOADING_STATE, type SavedOffersStore } from '@meridian/recruiting/client/saved-offers';
import type { SavedOutcome } from '@meridian/recruiting';

/**
 * A saved-offers store that loads the real one on first use. The account's store is code only signed-in candidates
 * need: behind a dynamic import, it stays out of the job search's chunks, which every visitor loads. Until it is
 * here the state is "loading", as the account's own store is until its list arrives. A store that fails to load
 * answers 'failed', and the next use tries again.
 */
export function deferredSavedOffers(load: () => Promise<SavedOffersStore>): SavedOffersStore {
  let store: SavedOffersStore | null = null;
  let loading: Promise<SavedOffersStore> | null = null;
  const listeners = new Map<() => void, (() => void) | null>();

  const ready = (): Promise<SavedOffersStore> =>
    (loading ??= load().then(
      (loaded) => {
        store = loaded;
        for (const listener of listeners.keys()) listeners.set(listener, loaded.subscribe(listener));
        for (const listener of [...listeners.keys()]) listener();
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const whenLoaded = (action: (loaded: SavedOffersStore) => Promise<SavedOutcome>): Promise<SavedOutcome> =>
    ready().then(action, (): SavedOutcome => 'failed');

  return {
    subscribe(listener) {
      listeners.set(listener, store ? store.subscribe(listener) : null);
      if (!store) void ready().catch(() => undefined);
      return () => {
        listeners.get(listener)?.();
        listeners.delete(listener);
      };
    },
    getSnapshot: () => store?.getSnapshot() ?? LOADING_STATE,
    save: (offer) => whenLoaded((loaded) => loaded.save(offer)),
    remove: (id) => whenLoaded((loaded) => loaded.remove(id)),
  };
}
