import { describe, expect, it } from 'vitest';
import {
  deviceValue,
  isTrustedDevice,
  pendingValue,
  readCookie,
  readPending,
  SESSION_COOKIE,
  setCookie,
} from './cookies';

const SECRET = 'cookie-secret';

describe('account cookies', () => {
  it('are HttpOnly, SameSite=Lax, Path=/ and Secure only on https', () => {
    expect(setCookie(SESSION_COOKIE, 'abc', 60, true)).toBe(
      'meridian_account=abc; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure',
    );
    expect(setCookie(SESSION_COOKIE, 'abc', 0, false)).toBe(
      'meridian_account=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });

  it('reads one cookie from a header, not a look-alike', () => {
    expect(readCookie('payload-token=x; meridian_account=tok; other=1', SESSION_COOKIE)).toBe('tok');
    expect(readCookie('xmeridian_account=tok', SESSION_COOKIE)).toBeNull();
    expect(readCookie(null, SESSION_COOKIE)).toBeNull();
  });

  it('signs the pending account and refuses altered, foreign or expired values', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    const value = pendingValue(SECRET, 42, now);
    expect(readPending(SECRET, value, now)).toBe(42);
    expect(readPending(SECRET, value.replace(/^42/, '43'), now)).toBeNull();
    expect(readPending('other', value, now)).toBeNull();
    expect(readPending(SECRET, value, now + 16 * 60_000)).toBeNull();
    expect(readPending(SECRET, 'garbage', now)).toBeNull();
  });

  it('ties a device cookie to the address it was issued for', () => {
    const value = deviceValue(SECRET, 'a@example.org');
    expect(isTrustedDevice(SECRET, value, 'a@example.org')).toBe(true);
    expect(isTrustedDevice(SECRET, value, 'b@example.org')).toBe(false);
    expect(isTrustedDevice(SECRET, null, 'a@example.org')).toBe(false);
  });
});
