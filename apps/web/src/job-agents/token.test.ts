import { describe, expect, it } from 'vitest';
import { agentToken, newTokenNonce, readAgentToken, sameNonce } from './token';

const SECRET = 'test-secret-of-the-site';

describe('job agent tokens', () => {
  const nonce = newTokenNonce();
  const token = agentToken(SECRET, 'manage', 42, nonce);

  it('reads back the agent and nonce it was made for', () => {
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(readAgentToken(SECRET, 'manage', token)).toEqual({ agentId: 42, nonce });
    expect(sameNonce(nonce, nonce)).toBe(true);
  });

  it('refuses a token of another purpose, another secret, or altered in any part', () => {
    expect(readAgentToken(SECRET, 'confirm', token)).toBeNull();
    expect(readAgentToken('another-secret', 'manage', token)).toBeNull();
    const [id, n, sig] = token.split('.') as [string, string, string];
    expect(readAgentToken(SECRET, 'manage', `43.${n}.${sig}`)).toBeNull();
    const otherNonce = newTokenNonce();
    expect(readAgentToken(SECRET, 'manage', `${id}.${otherNonce}.${sig}`)).toBeNull();
    const flipped = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
    expect(readAgentToken(SECRET, 'manage', `${id}.${n}.${flipped}`)).toBeNull();
  });

  it('refuses malformed input without throwing', () => {
    for (const bad of [undefined, null, 42, '', 'a.b.c', `${token}.x`, `0.${token.slice(3)}`, 'x'.repeat(5000)])
      expect(readAgentToken(SECRET, 'manage', bad)).toBeNull();
  });

  it('compares nonces whole', () => {
    expect(sameNonce(nonce, newTokenNonce())).toBe(false);
    expect(sameNonce(null, nonce)).toBe(false);
    expect(sameNonce(nonce, nonce.slice(1))).toBe(false);
  });
});
