import { describe, expect, it } from 'vitest';
import { SAVED_OFFERS_KEY, SAVED_OFFERS_MAX, type SavedOffer } from '../lib/saved-offers.ts';
import {
  clearLocalSavedOffers,
  createLocalSavedOffers,
  readLocalSavedOffers,
  writeLocalSavedOffers,
} from './saved-offers.ts';

/** A Storage as the Web Storage spec describes it, over a Map (Node has no localStorage without a flag). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  quota = Infinity;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (value.length > this.quota) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
}

const offer = (id: number): SavedOffer => ({
  id,
  title: `Offer ${id}`,
  location: '',
  company: '',
  url: `/de/de/karriere/${id}/x`,
  savedAt: new Date(Date.UTC(2026, 10, 1) + id * 1000).toISOString(),
});

describe('the browser’s saved offers', () => {
  it('are read and written as plain functions; clearing removes the key', () => {
    const storage = new MemoryStorage();
    expect(readLocalSavedOffers(storage)).toEqual([]);
    expect(writeLocalSavedOffers(storage, [offer(1), offer(2)])).toBe(true);
    expect(readLocalSavedOffers(storage).map((entry) => entry.id)).toEqual([2, 1]);
    expect(clearLocalSavedOffers(storage)).toBe(true);
    expect(storage.getItem(SAVED_OFFERS_KEY)).toBeNull();
    expect(readLocalSavedOffers(null)).toEqual([]);
    expect(writeLocalSavedOffers(null, [offer(1)])).toBe(false);
  });

  it('a corrupt value reads as empty and is replaced on the next save', async () => {
    const storage = new MemoryStorage();
    storage.setItem(SAVED_OFFERS_KEY, '{not json');
    const store = createLocalSavedOffers(storage, null);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', ids: new Set() });
    expect(await store.save(offer(3))).toBe('saved');
    expect(readLocalSavedOffers(storage).map((entry) => entry.id)).toEqual([3]);
  });

  it('tells every instance of the page at once, keeps its snapshot stable, and listens to other tabs', async () => {
    const storage = new MemoryStorage();
    const events = new EventTarget();
    const a = createLocalSavedOffers(storage, events as unknown as Window);
    const b = createLocalSavedOffers(storage, events as unknown as Window);
    const seen: string[] = [];
    const stopA = a.subscribe(() => seen.push('a'));
    const stopB = b.subscribe(() => seen.push('b'));
    const before = b.getSnapshot();
    expect(b.getSnapshot()).toBe(before);
    expect(await a.save(offer(5))).toBe('saved');
    expect(seen).toEqual(['a', 'b']);
    expect(b.getSnapshot()).not.toBe(before);
    expect(b.getSnapshot().ids.has(5)).toBe(true);
    // Another tab wrote: the storage event reaches the subscribers, the snapshot follows the stored value.
    storage.setItem(SAVED_OFFERS_KEY, JSON.stringify([offer(6)]));
    const event = new Event('storage') as Event & { key: string };
    Object.defineProperty(event, 'key', { value: SAVED_OFFERS_KEY });
    events.dispatchEvent(event);
    expect(seen).toEqual(['a', 'b', 'a', 'b']);
    expect([...a.getSnapshot().ids]).toEqual([6]);
    expect(await b.remove(6)).toBe('removed');
    expect(a.getSnapshot().ids.size).toBe(0);
    stopA();
    stopB();
  });

  it('refuses past the cap and reports a storage that refuses to write', async () => {
    const storage = new MemoryStorage();
    writeLocalSavedOffers(
      storage,
      Array.from({ length: SAVED_OFFERS_MAX }, (_, i) => offer(i + 1)),
    );
    const store = createLocalSavedOffers(storage, null);
    expect(await store.save(offer(1000))).toBe('full');
    expect(await store.save(offer(1))).toBe('saved');
    storage.quota = 10;
    expect(await store.remove(1)).toBe('failed');
    expect(readLocalSavedOffers(storage)).toHaveLength(SAVED_OFFERS_MAX);
  });
});
