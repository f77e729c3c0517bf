/**
 * Throttling of failed sign-ins, in memory per process (like the other rate limits of the sites):
 * - per account (the typed address, whether or not an account has it, so an unknown address is throttled exactly
 *   like a known one): after 5 failures each further attempt waits, 15 s doubling up to 5 minutes at most; the count
 *   is forgotten 30 minutes after the last failure, and cleared by a good sign-in or a password reset. A stranger
 *   can therefore slow an account down, never lock it: the wait never exceeds 5 minutes, and a browser that signed in
 *   to the account before (its device cookie, device.ts) is not held by the account's count at all.
 * - per client (address): 30 failures in 15 minutes, then it waits for the window's end.
 * A throttled attempt is answered before the password is checked, the same for every address.
 */
export const ACCOUNT_FREE_FAILURES = 5;
export const ACCOUNT_FIRST_DELAY_MS = 15_000;
export const ACCOUNT_MAX_DELAY_MS = 5 * 60_000;
export const ACCOUNT_FORGET_MS = 30 * 60_000;
export const CLIENT_LIMIT = 30;
export const CLIENT_WINDOW_MS = 15 * 60_000;

/** The wait after `failures` failed sign-ins of one account (0: none). */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(ACCOUNT_MAX_DELAY_MS, ACCOUNT_FIRST_DELAY_MS * 2 ** (failures - ACCOUNT_FREE_FAILURES));
}

interface AccountRecord {
  failures: number;
  last: number;
}
interface ClientRecord {
  start: number;
  failures: number;
}

export interface SignInThrottle {
  /** Seconds to wait before this attempt may be checked (0: go ahead). */
  wait(account: string, client: string, trustedDevice: boolean, now?: number): number;
  failed(account: string, client: string, now?: number): void;
  /** A good sign-in or a password reset: the account's count starts again. */
  cleared(account: string): void;
}

export function createSignInThrottle(maxKeys = 20_000): SignInThrottle {
  const accounts = new Map<string, AccountRecord>();
  const clients = new Map<string, ClientRecord>();
  const bound = <V>(map: Map<string, V>) => {
    if (map.size >= maxKeys) map.delete(map.keys().next().value!);
  };
  const accountRecord = (key: string, now: number) => {
    const record = accounts.get(key);
    if (record && now - record.last >= ACCOUNT_FORGET_MS) {
      accounts.delete(key);
      return null;
    }
    return record ?? null;
  };
  const clientRecord = (key: string, now: number) => {
    const record = clients.get(key);
    if (record && now - record.start >= CLIENT_WINDOW_MS) {
      clients.delete(key);
      return null;
    }
    return record ?? null;
  };
  return {
    wait(account, client, trustedDevice, now = Date.now()) {
      let waitMs = 0;
      const byClient = clientRecord(client, now);
      if (byClient && byClient.failures >= CLIENT_LIMIT) waitMs = byClient.start + CLIENT_WINDOW_MS - now;
      const byAccount = trustedDevice ? null : accountRecord(account, now);
      if (byAccount) waitMs = Math.max(waitMs, byAccount.last + accountDelayMs(byAccount.failures) - now);
      return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
    },
    failed(account, client, now = Date.now()) {
      const record = accountRecord(account, now);
      if (record) {
        record.failures += 1;
        record.last = now;
      } else {
        bound(accounts);
        accounts.set(account, { failures: 1, last: now });
      }
      const byClient = clientRecord(client, now);
      if (byClient) byClient.failures += 1;
      else {
        bound(clients);
        clients.set(client, { start: now, failures: 1 });
      }
    },
    cleared(account) {
      accounts.delete(account);
    },
  };
}
