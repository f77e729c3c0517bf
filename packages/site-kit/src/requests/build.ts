import { encodeParams, withQuery, type Params } from './params.ts';

export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: RequestMethod;
  /** URL-encoded: query string for GET/DELETE, form body for POST/PUT. */
  params?: Params;
  /** An explicit JSON body (POST/PUT) instead of the form body; sets `content-type: application/json`. */
  json?: unknown;
  /** Extra headers; they win over the defaults. */
  headers?: Record<string, string>;
  /** `mode: 'no-cors'`: the response is opaque (no status, no body). */
  noCors?: boolean;
  /** Default 60,000 ms (SPEC §9.3); then the request fails with 118. */
  timeoutMs?: number;
  /** The catalogue error toast on failure (SPEC §8.1); default true. */
  notifyOnError?: boolean;
  /** How long the error toast shows; default 7,000 ms. */
  errorToastMs?: number;
  /** Lets the caller cancel; a cancelled request fails quietly. */
  signal?: AbortSignal;
  /** `keepalive`: the request goes on when the page navigates away (small bodies only, like a beacon). */
  keepalive?: boolean;
}

const FORM = 'application/x-www-form-urlencoded; charset=UTF-8';

/** The `fetch` arguments for a request (SPEC §7.1), without the time-out and error handling. */
export function buildRequest(url: string, options: RequestOptions = {}): { url: string; init: RequestInit } {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  let target = url;
  let body: string | undefined;
  if (method === 'GET' || method === 'DELETE') {
    target = withQuery(url, encodeParams(options.params));
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
    target = withQuery(url, encodeParams(options.params));
  } else {
    headers['content-type'] = FORM;
    body = encodeParams(options.params);
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (body !== undefined) init.body = body;
  if (options.noCors) init.mode = 'no-cors';
  if (options.keepalive) init.keepalive = true;
  return { url: target, init };
}
