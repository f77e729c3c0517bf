import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { PREVIEW_TOKEN_TTL_MS, acceptPreview, previewKey, signPreviewToken, verifyPreviewToken } from './preview-token';

const key = previewKey('test-secret');
const now = Date.UTC(2026, 10, 22, 12, 0, 0);

function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

describe('workspace preview tokens', () => {
  it('verifies a fresh token for its site', () => {
    const token = signPreviewToken({ site: 3, user: 7 }, key, now);
    expect(verifyPreviewToken(token, key, 3, now + 1000)).toEqual({ ok: true, claims: { site: 3, user: 7, exp: now + PREVIEW_TOKEN_TTL_MS } });
  });

  it('expires after the time to live', () => {
    const token = signPreviewToken({ site: 3, user: 7 }, key, now, 60_000);
    expect(verifyPreviewToken(token, key, 3, now + 59_999).ok).toBe(true);
    expect(verifyPreviewToken(token, key, 3, now + 60_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is valid for one site only', () => {
    const token = signPreviewToken({ site: 3, user: 7 }, key, now);
    expect(verifyPreviewToken(token, key, 4, now)).toEqual({ ok: false, reason: 'wrong-site' });
  });

  it('rejects tampered claims and signatures', () => {
    const token = signPreviewToken({ site: 3, user: 7 }, key, now);
    const [, signature] = token.split('.');
    // Claims rewritten to another site (and a far expiry) with the old signature.
    const forgedBody = Buffer.from(JSON.stringify({ s: 4, u: 7, e: now + 10 ** 12 })).toString('base64url');
    expect(verifyPreviewToken(`${forgedBody}.${signature}`, key, 4, now)).toEqual({ ok: false, reason: 'signature' });
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(verifyPreviewToken(flipped, key, 3, now)).toEqual({ ok: false, reason: 'signature' });
    // Signed with another secret.
    expect(verifyPreviewToken(signPreviewToken({ site: 3, user: 7 }, previewKey('other'), now), key, 3, now)).toEqual({ ok: false, reason: 'signature' });
  });

  it('rejects malformed values without throwing', () => {
    for (const value of ['', 'abc', 'a.b.c', '<script>.x', 'x'.repeat(300) + '.y', '1', 'workspace-1']) {
      expect(verifyPreviewToken(value, key, 3, now).ok).toBe(false);
    }
    // Correctly signed but not our claims shape.
    const body = Buffer.from('"hello"').toString('base64url');
    const signature = crypto.createHmac('sha256', key).update(body).digest('base64url');
    expect(verifyPreviewToken(`${body}.${signature}`, key, 3, now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('accepts a valid token silently and logs a rejected one without the token', () => {
    const { log, lines } = memoryLogger();
    const token = signPreviewToken({ site: 3, user: 7 }, key, now);
    expect(acceptPreview(token, { key, siteId: 3, log, now })?.claims.user).toBe(7);
    expect(acceptPreview(null, { key, siteId: 3, log, now })).toBeNull();
    expect(lines).toHaveLength(0);
    expect(acceptPreview('forged.token', { key, siteId: 3, log, now })).toBeNull();
    expect(acceptPreview(token, { key, siteId: 3, log, now: now + PREVIEW_TOKEN_TTL_MS })).toBeNull();
    expect(lines.map((line) => line.reason)).toEqual(['signature', 'expired']);
    expect(lines[0]!.msg).toMatch(/preview rejected/);
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
