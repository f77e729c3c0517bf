import { showToast, TOAST_ERROR_MS } from '../toasts/store.ts';
import { buildRequest, type RequestOptions } from './build.ts';
import { failureStatus, isSuccess, REQUEST_TIMEOUT_MS } from './outcome.ts';
import { BLOCKED_STATUS, catalogueStatus, type StatusTexts } from './status.ts';

export type RequestResult<T> =
  { ok: true; status: number; data: T | null } | { ok: false; status: number; data: unknown };

let texts: StatusTexts | null = null;

/** The catalogue texts in the page language; set once by the site-kit root (they come from the server). */
export function configureRequests(config: { statusTexts: StatusTexts }): void {
  texts = config.statusTexts;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.type === 'opaque' || response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function notifyFailure(status: number, options: RequestOptions): void {
  if (options.notifyOnError === false) return;
  const entry = texts?.[catalogueStatus(status)];
  showToast({
    type: 'error',
    headline: entry?.status ?? `HTTP ${status}`,
    text: entry?.message ?? '',
    duration: options.errorToastMs ?? TOAST_ERROR_MS,
  });
}

/**
 * The one request function of the sites (SPEC §7.1, §8.1): every browser call goes through it. Never throws:
 * the result says ok, status and the parsed body (JSON when the server says so, else text).
 */
export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<RequestResult<T>> {
  const { url: target, init } = buildRequest(url, options);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const response = await fetch(target, { ...init, signal: controller.signal });
    const data = await readBody(response);
    if (isSuccess(response)) return { ok: true, status: response.status, data: data as T | null };
    notifyFailure(response.status, options);
    return { ok: false, status: response.status, data };
  } catch {
    if (options.signal?.aborted && !timedOut) return { ok: false, status: BLOCKED_STATUS, data: null };
    const status = failureStatus({ timedOut });
    notifyFailure(status, options);
    return { ok: false, status, data: null };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}
