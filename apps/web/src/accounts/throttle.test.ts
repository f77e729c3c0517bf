import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FORGET_MS,
  ACCOUNT_MAX_DELAY_MS,
  accountDelayMs,
  CLIENT_LIMIT,
  CLIENT_WINDOW_MS,
  createSignInThrottle,
} from './throttle';

const T0 = 1_800_000_000_000;

describe('sign-in throttling', () => {
  it('lets 5 failures pass, then waits 15 s doubling, never more than 5 minutes', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 10, 50].map(accountDelayMs)).toEqual([
      0, 0, 15_000, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000,
    ]);
    expect(ACCOUNT_MAX_DELAY_MS).toBe(5 * 60_000);
  });

  it('holds an account after repeated failures from many clients, the same for any address', () => {
    const throttle = createSignInThrottle();
    for (let i = 0; i < 5; i += 1) {
      expect(throttle.wait('a@example.org', `10.0.0.${i}`, false, T0)).toBe(0);
      throttle.failed('a@example.org', `10.0.0.${i}`, T0);
    }
    expect(throttle.wait('a@example.org', '10.0.0.99', false, T0)).toBe(15);
    expect(throttle.wait('a@example.org', '10.0.0.99', false, T0 + 15_000)).toBe(0);
    // Another account is not held.
    expect(throttle.wait('b@example.org', '10.0.0.99', false, T0)).toBe(0);
  });

  it('never locks for good: a stranger failing forever costs at most 5 minutes per attempt', () => {
    const throttle = createSignInThrottle();
    let now = T0;
    for (let i = 0; i < 200; i += 1) {
      now += throttle.wait('victim@example.org', `attacker-${i}`, false, now) * 1000;
      throttle.failed('victim@example.org', `attacker-${i}`, now);
    }
    expect(throttle.wait('victim@example.org', 'victim-laptop', false, now)).toBeLessThanOrEqual(300);
    // The victim's own browser (device cookie of an earlier sign-in) is not held by the account's count.
    expect(throttle.wait('victim@example.org', 'victim-laptop', true, now)).toBe(0);
    // A good sign-in (or a reset by e-mail) clears it; 30 quiet minutes forget it.
    throttle.cleared('victim@example.org');
    expect(throttle.wait('victim@example.org', 'victim-laptop', false, now)).toBe(0);
    throttle.failed('victim@example.org', 'x', now);
    for (let i = 0; i < 9; i += 1) throttle.failed('victim@example.org', 'x', now);
    expect(throttle.wait('victim@example.org', 'y', false, now)).toBeGreaterThan(0);
    expect(throttle.wait('victim@example.org', 'y', false, now + ACCOUNT_FORGET_MS)).toBe(0);
  });

  it('limits one client across addresses to 30 failures per 15 minutes', () => {
    const throttle = createSignInThrottle();
    for (let i = 0; i < CLIENT_LIMIT; i += 1) throttle.failed(`user${i}@example.org`, '192.0.2.1', T0);
    expect(throttle.wait('fresh@example.org', '192.0.2.1', false, T0)).toBe(CLIENT_WINDOW_MS / 1000);
    expect(throttle.wait('fresh@example.org', '192.0.2.1', true, T0)).toBe(CLIENT_WINDOW_MS / 1000);
    expect(throttle.wait('fresh@example.org', '192.0.2.2', false, T0)).toBe(0);
    expect(throttle.wait('fresh@example.org', '192.0.2.1', false, T0 + CLIENT_WINDOW_MS)).toBe(0);
  });

  it('keeps memory bounded', () => {
    const throttle = createSignInThrottle(10);
    for (let i = 0; i < 100; i += 1) throttle.failed(`u${i}@example.org`, `c${i}`, T0);
    expect(throttle.wait('u99@example.org', 'c99', false, T0)).toBe(0);
  });
});
