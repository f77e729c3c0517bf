/**
 * "The database cannot be reached right now": such a failure is answered 503 with Retry-After — the
 * client may try again — instead of 500. Pure: no imports, usable from the proxy, route handlers and tests.
 */

const UNAVAILABLE_CODE = 'MERIDIAN_DATABASE_UNAVAILABLE';

/** Thrown instead of a query while the database is known to be down, so requests fail at once (see database.ts). */
export class DatabaseUnavailableError extends Error {
  readonly code = UNAVAILABLE_CODE;
  constructor(message = 'The database is unavailable.') {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket-level failures of a connection to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
  'ECONNABORTED',
]);

/**
 * PostgreSQL SQLSTATE classes that mean "not now" rather than "wrong request": 08 connection exception, 57P01–03
 * admin/crash shutdown and cannot connect now, 53 insufficient resources (too many connections, out of memory or
 * disk). SQLite: busy, locked, I/O error, cannot open, disk full.
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53[0-9A-Z]{3})$/;
const UNAVAILABLE_SQLITE = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL)/;

/**
 * node-postgres and pg-pool report a dropped, timed-out or never-established connection by message only:
 * "Connection terminated [unexpectedly | due to connection timeout]", the pool's connectionTimeoutMillis
 * ("timeout exceeded when trying to connect") and the client's query_timeout ("Query read timeout").
 */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|connection is closed/i;
/** Payload re-throws these with only the original message (no `cause`). */
const PAYLOAD_WRAPPED = /cannot begin transaction|cannot connect to Postgres/i;

function messageSaysUnavailable(message: string): boolean {
  // Drizzle's "Failed query: {sql} params: {values}" carries request data: only its `cause` is looked at.
  if (message.startsWith('Failed query')) return false;
  if (UNAVAILABLE_MESSAGE.test(message)) return true;
  return PAYLOAD_WRAPPED.test(message) && [...NETWORK_CODES].some((code) => message.includes(code));
}

/**
 * Whether an error (or anything it wraps: Drizzle's "Failed query" puts the driver's error in `cause`, Node's
 * happy-eyeballs connect an AggregateError in `errors`) means the database is unavailable.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current) || seen.size > 20) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    // By code too: route handlers and pages are separate bundles, each with its own copy of the class.
    if (current instanceof DatabaseUnavailableError || code === UNAVAILABLE_CODE) return true;
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SQLITE.test(code))
    )
      return true;
    if (typeof message === 'string' && messageSaysUnavailable(message)) return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}
