import { BLOCKED_STATUS, TIMEOUT_STATUS } from './status.ts';

/** Request time-out (SPEC §9.3). */
export const REQUEST_TIMEOUT_MS = 60_000;

/**
 * Whether a response counts as success. An opaque `no-cors` response cannot be read: it has status 0 but the
 * server was reached, so it is success without data.
 */
export function isSuccess(response: { ok: boolean; type: string }): boolean {
  return response.ok || response.type === 'opaque';
}

/**
 * Status of a request that produced no response: 118 when our time-out aborted it (SPEC §8.1), else 499 —
 * the browser refused or lost it (offline, CORS, an extension).
 */
export function failureStatus({ timedOut }: { timedOut: boolean }): number {
  return timedOut ? TIMEOUT_STATUS : BLOCKED_STATUS;
}
