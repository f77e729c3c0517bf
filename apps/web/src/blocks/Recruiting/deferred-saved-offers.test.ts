import { describe, expect, it, vi } from 'vitest';
import { createLocalSavedOffers, type SavedOffersStore } from '@meridian/recruiting/client/saved-offers';
import { deferredSavedOffers } from './deferred-saved-offers';

/** An in-memory Storage for the browser store the deferred one loads. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const offer = {
  id: 7,
  title: 'Schweißer',
  location: 'Köln',
  company: 'Brightwork Personal',
  url: '/de/de/jobs/7/schweisser',
  savedAt: '2026-11-28T12:00:00.000Z',
};

describe('a saved-offers store loaded on first use', () => {
  it('is loading until the real store is here, then tells its subscribers and answers as that store', async () => {
    const real = createLocalSavedOffers(memoryStorage());
    const load = vi.fn(async () => real);
    const store = deferredSavedOffers(load);
    expect(load).not.toHaveBeenCalled();
    expect(store.getSnapshot().status).toBe('loading');

    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());
    expect(store.getSnapshot()).toBe(real.getSnapshot());

    expect(await store.save(offer)).toBe('saved');
    expect(store.getSnapshot().ids.has(7)).toBe(true);
    const calls = listener.mock.calls.length;
    unsubscribe();
    expect(await store.remove(7)).toBe('removed');
    expect(listener.mock.calls.length).toBe(calls);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers failed while the store cannot be loaded, and tries again on the next use', async () => {
    const real = createLocalSavedOffers(memoryStorage());
    let fail = true;
    const load = vi.fn(async (): Promise<SavedOffersStore> => {
      if (fail) throw new Error('chunk failed');
      return real;
    });
    const store = deferredSavedOffers(load);
    expect(await store.save(offer)).toBe('failed');
    expect(store.getSnapshot().status).toBe('loading');
    fail = false;
    expect(await store.save(offer)).toBe('saved');
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().ids.has(7)).toBe(true);
  });
});
