import { describe, expect, it } from 'vitest';
import { PageStore, type KeptPage } from './store';

const page = (body: string, storedAt = 0): KeptPage => ({
  status: 200,
  headers: [],
  pieces: [Buffer.from(body)],
  deflated: null,
  bytes: body.length,
  nonce: 'n',
  storedAt,
});
const limits = { ttlMs: 1_000, staleMs: 5_000, maxEntries: 3, maxBytes: 100 };

describe('the page store', () => {
  it('serves a kept page fresh, then stale, then not at all', () => {
    const store = new PageStore(limits);
    store.keep('a', page('x', 0), store.generation);
    expect(store.lookup('a', 1_000)).toMatchObject({ fresh: true });
    expect(store.lookup('a', 1_001)).toMatchObject({ fresh: false });
    expect(store.lookup('a', 6_000)).toMatchObject({ fresh: false });
    expect(store.lookup('a', 6_001)).toBeNull();
    expect(store.size).toBe(0);
  });

  it('pushes the least recently used pages out beyond its count and byte limits', () => {
    const store = new PageStore(limits);
    for (const key of ['a', 'b', 'c']) store.keep(key, page('1234567890'), store.generation);
    store.lookup('a', 0); // a is used again: b is now the oldest
    store.keep('d', page('1234567890'), store.generation);
    expect(store.lookup('b', 0)).toBeNull();
    expect(store.lookup('a', 0)).not.toBeNull();
    store.keep('big', page('x'.repeat(95)), store.generation);
    expect(store.size).toBe(1);
    expect(store.lookup('big', 0)).not.toBeNull();
  });

  it('a purge drops every page, and a render begun before it is not kept', () => {
    const store = new PageStore(limits);
    store.keep('a', page('x'), store.generation);
    const before = store.generation;
    store.purge();
    expect(store.lookup('a', 0)).toBeNull();
    expect(store.keep('b', page('y'), before)).toBe(false);
    expect(store.lookup('b', 0)).toBeNull();
    expect(store.keep('b', page('y'), store.generation)).toBe(true);
  });
});
