/** English catalogue of SPEC §8.1: every error answer is `{status, title, message}` with these texts. */
export const STATUS_CATALOGUE: Record<number, { title: string; message: string }> = {
  400: { title: 'Bad Request', message: 'The request message was incorrectly structured.' },
  401: { title: 'Not authorised', message: 'The request cannot be made without valid authentication.' },
  403: {
    title: 'Forbidden',
    message:
      'You do not have the required authorization to view this page, or not all of the expected headers were sent.',
  },
  404: { title: 'Not found', message: 'The requested resource was not found.' },
  405: { title: 'Method not allowed', message: 'The request method is not supported for this resource.' },
  413: { title: 'Payload too large', message: 'The request body is larger than this endpoint accepts.' },
  414: { title: 'URI too long', message: 'The request address is longer than this endpoint accepts.' },
  415: {
    title: 'Unsupported media type',
    message: 'The request body has a content type this endpoint does not accept.',
  },
  429: { title: 'Too many requests', message: 'Too many requests were sent in a given amount of time.' },
  500: { title: 'Internal server error', message: 'An unexpected error has occurred.' },
  503: {
    title: 'Service not available',
    message: 'The server is temporarily unavailable, for example due to overload or maintenance work.',
  },
};

export interface ErrorBody {
  status: number;
  title: string;
  message: string;
  /** The offending query parameter or field, for 400 answers. */
  parameter?: string;
  /** Why the value was rejected (never a database or stack text). */
  detail?: string;
}

export function errorBody(status: number, extra: { parameter?: string; detail?: string } = {}): ErrorBody {
  const known = STATUS_CATALOGUE[status] ?? (status >= 500 ? STATUS_CATALOGUE[500] : STATUS_CATALOGUE[400]);
  return { status, title: known.title, message: known.message, ...extra };
}

/** A client error with a status and (for 400) the parameter it concerns. Thrown by validation code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly parameter?: string,
    readonly detail?: string,
  ) {
    super(detail ?? `HTTP ${statusCode}`);
  }
}

export function badParameter(parameter: string, detail: string): HttpError {
  return new HttpError(400, parameter, detail);
}

/**
 * The database cannot be reached or is shutting down (PostgreSQL connection errors and classes 08, 57P0x, 53;
 * SQLite busy/locked/IO errors). Such a request is answered 503 — the client may retry — instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (/^(08|57P0[1-3]|53)/.test(code) || /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL)/.test(code)) return true;
    if (
      [
        'ECONNREFUSED',
        'ECONNRESET',
        'ETIMEDOUT',
        'EHOSTUNREACH',
        'ENETUNREACH',
        'ENOTFOUND',
        'EPIPE',
        'EAI_AGAIN',
      ].includes(code)
    )
      return true;
  }
  // node-postgres reports a dropped or never-established connection by message only.
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is closed/i.test(
      message,
    )
  );
}

/** The status for an error a handler threw: its own 4xx, 503 when the database is unavailable, else 500. */
export function errorStatus(error: unknown): number {
  const code = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof code === 'number' && code >= 400 && code < 500) return code;
  return isDatabaseUnavailable(error) ? 503 : 500;
}
