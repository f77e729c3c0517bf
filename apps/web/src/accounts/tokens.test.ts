import { describe, expect, it } from 'vitest';
import {
  checkCode,
  CODE_MAX_TRIES,
  CODE_TTL_MS,
  hashCode,
  hashSecret,
  isSecretShape,
  newCode,
  newSecret,
  RESET_TTL_MS,
  sessionAlive,
  SESSION_IDLE_MS,
  shouldTouchSession,
} from './tokens';

const SECRET = 'test-secret';
const NOW = Date.parse('2026-11-28T10:00:00Z');
const pending = (code: string, tries = 0, expires = NOW + CODE_TTL_MS) => ({
  codeHash: hashCode(SECRET, 7, code),
  codeExpiresAt: new Date(expires).toISOString(),
  codeTries: tries,
});
const expected = (code: string) => hashCode(SECRET, 7, code);

describe('account secrets', () => {
  it('issues random URL-safe secrets and stores only their hash', () => {
    const a = newSecret();
    expect(isSecretShape(a)).toBe(true);
    expect(a).not.toBe(newSecret());
    expect(hashSecret(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecret(a)).not.toContain(a);
    expect(isSecretShape('short')).toBe(false);
    expect(isSecretShape(`${a.slice(0, 42)}/`)).toBe(false);
    expect(isSecretShape(42)).toBe(false);
  });

  it('draws 6-digit codes, leading zeros kept', () => {
    const codes = Array.from({ length: 300 }, newCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(290);
  });

  it('binds a code to its account and the secret', () => {
    expect(hashCode(SECRET, 7, '123456')).not.toBe(hashCode(SECRET, 8, '123456'));
    expect(hashCode(SECRET, 7, '123456')).not.toBe(hashCode('other', 7, '123456'));
  });

  it('accepts the right code within 15 minutes, spaces ignored', () => {
    expect(CODE_TTL_MS).toBe(15 * 60_000);
    expect(checkCode(pending('042917'), '042917', expected, NOW)).toEqual({ ok: true });
    expect(checkCode(pending('042917'), ' 042 917 ', expected, NOW + CODE_TTL_MS - 1)).toEqual({ ok: true });
    expect(checkCode(pending('042917'), '042917', expected, NOW + CODE_TTL_MS + 1)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('counts wrong tries and refuses even the right code after 5', () => {
    expect(CODE_MAX_TRIES).toBe(5);
    expect(checkCode(pending('042917', 0), '111111', expected, NOW)).toEqual({
      ok: false,
      reason: 'wrong',
      triesLeft: 4,
    });
    expect(checkCode(pending('042917', 4), '111111', expected, NOW)).toEqual({
      ok: false,
      reason: 'wrong',
      triesLeft: 0,
    });
    expect(checkCode(pending('042917', 5), '042917', expected, NOW)).toEqual({ ok: false, reason: 'used' });
    expect(checkCode(pending('042917'), 'abcdef', expected, NOW)).toMatchObject({ reason: 'wrong' });
    expect(checkCode({ codeHash: null, codeExpiresAt: null, codeTries: 0 }, '042917', expected, NOW)).toEqual({
      ok: false,
      reason: 'none',
    });
  });

  it('ends sessions at their expiry and after 14 idle days; touches them at most hourly', () => {
    expect(RESET_TTL_MS).toBe(60 * 60_000);
    const session = { expiresAt: new Date(NOW + 1000).toISOString(), lastSeenAt: new Date(NOW).toISOString() };
    expect(sessionAlive(session, NOW)).toBe(true);
    expect(sessionAlive(session, NOW + 1000)).toBe(false);
    const idle = { expiresAt: new Date(NOW + SESSION_IDLE_MS * 2).toISOString(), lastSeenAt: session.lastSeenAt };
    expect(sessionAlive(idle, NOW + SESSION_IDLE_MS - 1)).toBe(true);
    expect(sessionAlive(idle, NOW + SESSION_IDLE_MS)).toBe(false);
    expect(shouldTouchSession(null, NOW)).toBe(true);
    expect(shouldTouchSession(new Date(NOW - 30 * 60_000).toISOString(), NOW)).toBe(false);
    expect(shouldTouchSession(new Date(NOW - 61 * 60_000).toISOString(), NOW)).toBe(true);
  });
});
