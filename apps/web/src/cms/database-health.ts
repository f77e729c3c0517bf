import { isDatabaseUnavailable } from './database-unavailable';

export type DatabaseState = 'up' | 'down';

export interface DatabaseHealthOptions {
  /** Resolves when the database answers (e.g. `select 1` with a short time-out); rejects otherwise. */
  probe: () => Promise<unknown>;
  now?: () => number;
  /** While up, a status check older than this probes again first (a dead database is noticed within it). */
  upTtlMs?: number;
  /** While down, at most one probe per this interval (the database's return is noticed within it). */
  downRetryMs?: number;
}

export interface DatabaseHealth {
  /** The state for a health check: probes first when the last check is stale while up; never waits while down. */
  status(): Promise<DatabaseState>;
  /** Synchronous, for every database access: true while the database is known to be down (then probes in the background when due). */
  knownDown(): boolean;
  /** An error seen by a request or the connection pool: when it says "unavailable", check at once. */
  report(error: unknown): void;
  /** Probes now (joining a probe under way): for a failure whose error object is not at hand (Payload's REST answers). */
  recheck(): Promise<DatabaseState>;
}

/**
 * The web server's view of its database. A failure seen anywhere triggers a probe; only a failed probe
 * marks the database down. While down, requests fail at once instead of each waiting for its own time-out, and a
 * probe runs at most every `downRetryMs` (driven by requests, no timer): the first one that succeeds brings the
 * site back, without a restart.
 */
export function createDatabaseHealth({
  probe,
  now = Date.now,
  upTtlMs = 500,
  downRetryMs = 1_000,
}: DatabaseHealthOptions): DatabaseHealth {
  let state: DatabaseState = 'up';
  let checkedAt = Number.NEGATIVE_INFINITY;
  let inflight: Promise<DatabaseState> | null = null;

  const check = (): Promise<DatabaseState> =>
    (inflight ??= probe()
      .then(
        () => 'up' as const,
        () => 'down' as const,
      )
      .then((result) => {
        state = result;
        checkedAt = now();
        inflight = null;
        return result;
      }));
  const due = () => now() - checkedAt >= (state === 'up' ? upTtlMs : downRetryMs);

  return {
    async status() {
      if (state === 'down') {
        if (due()) void check();
        return state;
      }
      return due() ? check() : state;
    },
    knownDown() {
      if (state === 'down' && due()) void check();
      return state === 'down';
    },
    report(error) {
      // While down, the retry interval decides when to look again.
      if (state === 'up' && isDatabaseUnavailable(error)) void check();
    },
    recheck: check,
  };
}

const PROCESS_KEY = Symbol.for('meridian.databaseHealth');

/**
 * The one health record of this server process. Route handlers and pages are separate bundles with their own
 * copies of every module, so it lives on globalThis (as Payload keeps its instance).
 */
export function processDatabaseHealth(create: () => DatabaseHealth): DatabaseHealth {
  const store = globalThis as { [PROCESS_KEY]?: DatabaseHealth };
  return (store[PROCESS_KEY] ??= create());
}

/**
 * The process's health record if the app has made it (its first request that reached the CMS did), without making
 * one: the proxy, which cannot probe the database itself, reads it in-process this way.
 */
export function existingDatabaseHealth(): DatabaseHealth | undefined {
  return (globalThis as { [PROCESS_KEY]?: DatabaseHealth })[PROCESS_KEY];
}
