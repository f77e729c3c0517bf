import { PAGE_CACHE_MAX_BYTES, PAGE_CACHE_MAX_ENTRIES, PAGE_CACHE_STALE_MS, PAGE_CACHE_TTL_MS } from './rules';

/**
 * A rendered page as kept: its headers, and its text cut at the nonce it was rendered with (encoded once), so that
 * each response only joins the pieces around its own nonce.
 */
export interface KeptPage {
  status: number;
  headers: [string, string][];
  pieces: Buffer[];
  /** The pieces compressed once for gzip responses (gzip-pieces.ts), or null: then each response is compressed. */
  deflated: Buffer[] | null;
  bytes: number;
  nonce: string;
  storedAt: number;
}

export type Lookup = { page: KeptPage; fresh: boolean } | null;

/**
 * Kept pages, least recently used first out, bounded by count and bytes. One store per process, on globalThis:
 * the proxy serves from it and the CMS hooks empty it, and Next.js loads those two in separate module graphs.
 */
export class PageStore {
  private pages = new Map<string, KeptPage>();
  private bytes = 0;
  /** Renders under way, by key: concurrent misses wait for one render instead of each starting its own. */
  readonly rendering = new Map<string, Promise<KeptPage | null>>();
  /** Bumped by every purge: a render that started before it is not kept. */
  generation = 0;

  constructor(
    private readonly limits = {
      ttlMs: PAGE_CACHE_TTL_MS,
      staleMs: PAGE_CACHE_STALE_MS,
      maxEntries: PAGE_CACHE_MAX_ENTRIES,
      maxBytes: PAGE_CACHE_MAX_BYTES,
    },
  ) {}

  get size(): number {
    return this.pages.size;
  }

  /** The kept page for a key: fresh, stale (still servable while it is rendered anew) or none. */
  lookup(key: string, now: number): Lookup {
    const page = this.pages.get(key);
    if (!page) return null;
    const age = now - page.storedAt;
    if (age > this.limits.ttlMs + this.limits.staleMs) {
      this.remove(key);
      return null;
    }
    // Recently used: to the end of the eviction order.
    this.pages.delete(key);
    this.pages.set(key, page);
    return { page, fresh: age <= this.limits.ttlMs };
  }

  /** Keeps a page unless a purge happened since its render began (`generation` as it was then). */
  keep(key: string, page: KeptPage, generation: number): boolean {
    if (generation !== this.generation) return false;
    this.remove(key);
    this.pages.set(key, page);
    this.bytes += page.bytes;
    for (const [oldest] of this.pages) {
      if (this.pages.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.remove(oldest);
    }
    return true;
  }

  /** Drops every kept page (a CMS change can touch any page: menus, banners and links are on all of them). */
  purge(): void {
    this.pages.clear();
    this.bytes = 0;
    this.generation += 1;
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.bytes -= page.bytes;
    this.pages.delete(key);
  }
}

const STORE = Symbol.for('meridian.pageStore');

/** This process's store. */
export function pageStore(): PageStore {
  const holder = globalThis as { [STORE]?: PageStore };
  holder[STORE] ??= new PageStore();
  return holder[STORE];
}

/** Drops every kept page of this process: called wherever public content changes (cms/cache-tags.ts). */
export function purgePageCache(): void {
  pageStore().purge();
}
