import { logger } from '@/server/logger';

/**
 * The purge hook for a CDN in front of the sites. What a CDN may keep carries the cache tags of the data it shows
 * (`Cache-Tag` and `Surrogate-Key`, the headers Cloudflare, Akamai and Fastly purge by): side-navigation fragments,
 * sitemaps and media files (pages are never kept in front of the server: their nonce is per response). Whenever
 * those tags expire here (cms/cache-tags.ts), and when a media file changes or goes, the hook POSTs them to
 * `CDN_PURGE_URL` as JSON — `{ "tags": […], "paths": […] }`, paths for files a CDN without tags must drop by URL —
 * with `Authorization: Bearer CDN_PURGE_TOKEN` when set. Without `CDN_PURGE_URL` it does nothing.
 */

export interface PurgeTarget {
  url: string;
  token: string | null;
}

export interface Purge {
  tags: string[];
  paths: string[];
}

/** The configured purge endpoint; null without one. A value that is no http(s) URL is an error, not ignored. */
export function purgeTargetFrom(env: Record<string, string | undefined>): PurgeTarget | null {
  const raw = env.CDN_PURGE_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`CDN_PURGE_URL is not a URL: ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`CDN_PURGE_URL must be an http(s) URL, not ${url.protocol}`);
  return { url: url.href, token: env.CDN_PURGE_TOKEN?.trim() || null };
}

/** The headers that let a CDN purge a response by its tags. */
export function cacheTagHeaders(tags: readonly string[]): Record<string, string> {
  return tags.length ? { 'cache-tag': tags.join(','), 'surrogate-key': tags.join(' ') } : {};
}

/** Changes within this window go out as one request (a publish touches several tags at once). */
export const PURGE_BATCH_MS = 200;
const RETRY_DELAYS_MS = [1_000, 5_000];
const TIMEOUT_MS = 5_000;

/**
 * Collects purges and sends them in batches; a failed request is retried twice, then logged (a missed purge
 * leaves a copy until its max-age, never an error for the editor).
 */
export class PurgeQueue {
  private pending: Purge = { tags: [], paths: [] };
  private timer: NodeJS.Timeout | null = null;
  /** Batches under way, for tests and shutdown to wait on. */
  readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly target: PurgeTarget | null,
    private readonly options = { batchMs: PURGE_BATCH_MS, retryDelaysMs: RETRY_DELAYS_MS },
  ) {}

  /** Queues tags and paths to drop; returns false when no CDN is configured (nothing is sent). */
  add({ tags = [], paths = [] }: Partial<Purge>): boolean {
    if (!this.target) return false;
    if (!tags.length && !paths.length) return true;
    this.pending.tags.push(...tags);
    this.pending.paths.push(...paths);
    this.timer ??= setTimeout(() => this.flush(), this.options.batchMs);
    return true;
  }

  /** Sends what is queued now. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const purge = { tags: [...new Set(this.pending.tags)], paths: [...new Set(this.pending.paths)] };
    this.pending = { tags: [], paths: [] };
    if (!this.target || (!purge.tags.length && !purge.paths.length)) return Promise.resolve();
    const sending = this.send(this.target, purge).finally(() => this.sending.delete(sending));
    this.sending.add(sending);
    return sending;
  }

  private async send(target: PurgeTarget, purge: Purge): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      let failure: unknown;
      // A refusal (wrong token, bad request) does not get better by asking again; an outage or a time-out may.
      let retryable = true;
      try {
        const response = await fetch(target.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
          },
          body: JSON.stringify(purge),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.ok) return;
        retryable = response.status >= 500 || response.status === 429;
        failure = new Error(`the CDN answered ${response.status}`);
      } catch (error) {
        failure = error;
      }
      const delay = this.options.retryDelaysMs[attempt];
      if (!retryable || delay === undefined) {
        logger.error({ err: failure, tags: purge.tags.length, paths: purge.paths.length }, 'CDN purge failed');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

const QUEUE = Symbol.for('meridian.cdnPurge');

/** This process's queue, from the environment (one per process: the CMS hooks run in several module graphs). */
export function cdnPurge(): PurgeQueue {
  const holder = globalThis as { [QUEUE]?: PurgeQueue };
  if (!holder[QUEUE]) {
    let target: PurgeTarget | null = null;
    try {
      target = purgeTargetFrom(process.env);
    } catch (error) {
      logger.error({ err: error }, 'CDN purge hook off');
    }
    holder[QUEUE] = new PurgeQueue(target);
  }
  return holder[QUEUE];
}
