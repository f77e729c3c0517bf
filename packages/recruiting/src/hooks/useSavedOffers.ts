'use client';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { LOADING_STATE, type SavedOffersState, type SavedOffersStore } from '../client/saved-offers.ts';
import type { Translate } from '../lib/format.ts';
import { savedMessage, type SavedOffer } from '../lib/saved-offers.ts';

const noStore = {
  subscribe: () => () => {},
  getSnapshot: () => LOADING_STATE,
};
const serverSnapshot = () => LOADING_STATE;

/** What the bookmark buttons of one module instance share: the saved ids, the toggle and the live message. */
export interface SavedOffersControl {
  state: SavedOffersState;
  /** Ids with a change under way (their button ignores further presses until it is done). */
  busy: ReadonlySet<number>;
  toggle(offer: SavedOffer): void;
  /** The polite live region's text (the last change). */
  message: string;
}

export const SavedOffersContext = createContext<SavedOffersControl | null>(null);

/** The bookmark buttons' control, or null where the instance has no store (the buttons are then not shown). */
export const useSavedOffersControl = (): SavedOffersControl | null => useContext(SavedOffersContext);

/**
 * One instance's control over a store: the saved ids through useSyncExternalStore (the server and the hydrating
 * render see 'loading'), a toggle that saves or removes by the current state, and the message announcing it.
 */
export function useSavedOffers(store: SavedOffersStore | null, t: Translate): SavedOffersControl | null {
  const source = store ?? noStore;
  const state = useSyncExternalStore(source.subscribe, source.getSnapshot, serverSnapshot);
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const announce = useCallback((text: string) => {
    // Emptied first, so that the same text said twice in a row is announced again.
    setMessage('');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(text), 100);
  }, []);

  const toggle = useCallback(
    (offer: SavedOffer) => {
      if (!store || busy.has(offer.id)) return;
      const saved = store.getSnapshot().ids.has(offer.id);
      setBusy((current) => new Set(current).add(offer.id));
      void (saved ? store.remove(offer.id) : store.save(offer))
        .catch(() => 'failed' as const)
        .then((outcome) => {
          announce(savedMessage(t, outcome, offer.title));
          setBusy((current) => {
            const next = new Set(current);
            next.delete(offer.id);
            return next;
          });
        });
    },
    [store, busy, announce, t],
  );

  return useMemo(() => (store ? { state, busy, toggle, message } : null), [store, state, busy, toggle, message]);
}
