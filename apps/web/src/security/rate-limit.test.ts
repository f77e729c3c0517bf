import { describe, expect, it } from 'vitest';
import { clientAddress, createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('allows `limit` hits per window and key, then tells when to retry', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    expect([1, 2, 3].map(() => limiter.hit('a', 0).allowed)).toEqual([true, true, true]);
    expect(limiter.hit('a', 10_000)).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limiter.hit('b', 10_000).allowed).toBe(true);
    expect(limiter.hit('a', 60_000).allowed).toBe(true);
  });
  it('keeps memory bounded', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2 });
    limiter.hit('a', 0);
    limiter.hit('b', 0);
    limiter.hit('c', 0);
    // 'a' was evicted: it starts a fresh window.
    expect(limiter.hit('a', 1).allowed).toBe(true);
  });
  it('reads the client address from proxy headers', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe('203.0.113.7');
    expect(clientAddress(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2');
    expect(clientAddress(new Headers())).toBe('unknown');
  });
});
