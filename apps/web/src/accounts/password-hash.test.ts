import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, PBKDF2_ITERATIONS, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('stores PBKDF2-SHA-256 with at least 600,000 iterations and a random salt', async () => {
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    const first = await hashPassword('seven ravens at dawn');
    const second = await hashPassword('seven ravens at dawn');
    expect(first).toMatch(/^pbkdf2-sha256\$600000\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('ravens');
    expect(await verifyPassword('seven ravens at dawn', first)).toBe(true);
    expect(await verifyPassword('seven ravens at dusk', first)).toBe(false);
    expect(needsRehash(first)).toBe(false);
  }, 30_000);

  it('normalises Unicode: the same passphrase typed composed or decomposed matches', async () => {
    const stored = await hashPassword('gr\u00fcner apfelbaum');
    expect(await verifyPassword('gru\u0308ner apfelbaum', stored)).toBe(true);
  }, 30_000);

  it('refuses a missing or malformed hash after the same work, and asks to re-hash weaker ones', async () => {
    const started = performance.now();
    expect(await verifyPassword('anything at all', null)).toBe(false);
    const unknown = performance.now() - started;
    const stored = await hashPassword('seven ravens at dawn');
    const began = performance.now();
    expect(await verifyPassword('anything at all', stored)).toBe(false);
    const wrong = performance.now() - began;
    // Same work: the unknown case is not cheaper than a tenth of the real check (timing on a busy machine varies).
    expect(unknown).toBeGreaterThan(wrong / 10);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(needsRehash('pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA$' + 'A'.repeat(43))).toBe(true);
    expect(needsRehash(null)).toBe(true);
  }, 30_000);
});
