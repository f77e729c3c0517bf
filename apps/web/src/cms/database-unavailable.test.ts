import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** Drizzle's wrapper: the SQL and its parameters in the message, the driver's error in `cause`. */
const failedQuery = (cause: unknown, params = 'de,1') =>
  new Error(`Failed query: select "id" from "pages" where "slug" = $1\nparams: ${params}`, { cause });

describe('isDatabaseUnavailable', () => {
  it('is true for a connection the operating system refuses (a real connect to a closed port)', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as net.AddressInfo;
        server.close(() => resolve(free));
      });
    });
    const error = await new Promise<Error>((resolve) => net.connect(port, '127.0.0.1').on('error', resolve));
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(true);
  });

  it.each([
    ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['host unreachable', withCode('connect EHOSTUNREACH', 'EHOSTUNREACH')],
    ['DNS failure', withCode('getaddrinfo ENOTFOUND db', 'ENOTFOUND')],
    ['PostgreSQL shutting down (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['PostgreSQL starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['connection failure (08006)', withCode('connection failure', '08006')],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
    ['SQLite busy', withCode('database is locked', 'SQLITE_BUSY')],
    ['SQLite I/O error', withCode('disk I/O error', 'SQLITE_IOERR_WRITE')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a connect time-out', new Error('Connection terminated due to connection timeout')],
    ['the pool waiting for a connection', new Error('timeout exceeded when trying to connect')],
    ['the query time-out', new Error('Query read timeout')],
    ["Payload's failed BEGIN", new Error('Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:5432')],
    ["Payload's failed start", new Error('Error: cannot connect to Postgres: Connection terminated unexpectedly')],
    ['our own fail-fast error', new DatabaseUnavailableError()],
    [
      'the fail-fast error of another bundle (same code)',
      withCode('The database is unavailable.', 'MERIDIAN_DATABASE_UNAVAILABLE'),
    ],
    ['a wrapped cause', failedQuery(new Error('Connection terminated unexpectedly'))],
    ['a cause two levels down', new Error('render failed', { cause: failedQuery(withCode('x', 'ECONNREFUSED')) })],
    [
      'an AggregateError (happy eyeballs)',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', failedQuery(withCode('duplicate key value violates unique constraint', '23505'))],
    ['a syntax error', withCode('syntax error at or near "x"', '42601')],
    ['a missing table', withCode('relation "sites" does not exist', '42P01')],
    ['SQLite constraint', withCode('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain error', new Error('boom')],
    ['a validation error', new Error('The following field is invalid: email')],
    // The parameters are request data: a visitor cannot make a failed query look like an outage.
    [
      'request data in a failed query',
      failedQuery(withCode('invalid input syntax', '22P02'), 'Connection terminated,ECONNREFUSED'),
    ],
    ['a BEGIN that failed for another reason', new Error('Error: cannot begin transaction: permission denied')],
    ['null', null],
    ['undefined', undefined],
    ['a string', 'ECONNREFUSED'],
    ['a number', 503],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('copes with a cycle of causes', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
