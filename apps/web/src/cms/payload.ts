import { getPayload as getPayloadInstance, type Payload } from 'payload';
import config from '@payload-config';
import { createDatabaseHealth, processDatabaseHealth } from './database-health';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable';

/** A probe's own limit: below the pool's query time-out, so a hung database is noticed quickly. */
const PROBE_TIMEOUT_MS = 3_000;

interface PgPool {
  query(query: { text: string; query_timeout?: number }): Promise<unknown>;
  on(event: 'error', listener: (error: Error) => void): unknown;
}
const poolOf = (payload: Payload): PgPool | undefined => (payload.db as { pool?: PgPool }).pool;

/**
 * Is the CMS database there? PostgreSQL: `select 1` on the pool. SQLite is a local file without a server: only
 * its errors (busy, I/O) tell, and those are answered 503 where they happen.
 */
async function probe(): Promise<void> {
  const pool = poolOf(await getPayloadInstance({ config }));
  if (pool) await pool.query({ text: 'select 1', query_timeout: PROBE_TIMEOUT_MS });
}

/** This process's view of its database: see createDatabaseHealth. */
export const databaseHealth = processDatabaseHealth(() => createDatabaseHealth({ probe }));

const watchedPools = new WeakSet<object>();
/**
 * A pooled connection that dies while idle (server stopped, network cut) is an 'error' event of the pool: without
 * a listener Node reports it as an uncaught exception. It is also the earliest sign of an outage.
 */
function watchPool(payload: Payload): void {
  const pool = poolOf(payload);
  if (!pool || watchedPools.has(pool)) return;
  watchedPools.add(pool);
  pool.on('error', (error) => databaseHealth.report(error));
}

/**
 * The Payload Local API for server code (pages, route handlers). While the database is known to be down it
 * throws DatabaseUnavailableError at once — a request does not wait for time-outs it would run into anyway — and
 * uncached reads and all writes are answered 503 by their route (cached reads never get here).
 */
export async function getPayload(): Promise<Payload> {
  if (databaseHealth.knownDown()) throw new DatabaseUnavailableError();
  try {
    const payload = await getPayloadInstance({ config });
    watchPool(payload);
    return payload;
  } catch (error) {
    databaseHealth.report(error);
    throw error;
  }
}

/** For a route's catch block: whether the error means "database unavailable" (503); tells the health check. */
export function databaseUnavailable(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  databaseHealth.report(error);
  return true;
}
