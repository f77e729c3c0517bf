import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { PREVIEW_TOKEN_TTL_MS, acceptPreview, previewKey, signPreviewToken, verifyPreviewToken } from './token';

const key = previewKey('test-secret');
const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const LINK = 'rWq3N0b8cQm1TzA5xY7uKg';

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
    const token = signPreviewToken({ site: 3, user: 7, link: LINK }, key, now);
    expect(verifyPreviewToken(token, key, 3, now + 1000)).toEqual({
      ok: true,
      claims: { site: 3, user: 7, link: LINK, exp: now + PREVIEW_TOKEN_TTL_MS },
    });
  });

  it('expires after the time to live', () => {
    const token = signPreviewToken({ site: 3, user: 7, link: LINK }, key, now, 60_000);
    expect(verifyPreviewToken(token, key, 3, now + 59_999).ok).toBe(true);
    expect(verifyPreviewToken(token, key, 3, now + 60_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is valid for one site only', () => {
    const token = signPreviewToken({ site: 3, user: 7, link: LINK }, key, now);
    expect(verifyPreviewToken(token, key, 4, now)).toEqual({ ok: false, reason: 'wrong-site' });
  });

  it('rejects tampered claims and signatures', () => {
    const token = signPreviewToken({ site: 3, user: 7, link: LINK }, key, now);
    const [, signature] = token.split('.');
    // Claims rewritten to another site (and a far expiry) with the old signature.
    const forgedBody = Buffer.from(JSON.stringify({ s: 4, u: 7, l: LINK, e: now + 10 ** 12 })).toString('base64url');
    expect(verifyPreviewToken(`${forgedBody}.${signature}`, key, 4, now)).toEqual({ ok: false, reason: 'signature' });
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(verifyPreviewToken(flipped, key, 3, now)).toEqual({ ok: false, reason: 'signature' });
    // Signed with another secret.
    expect(
      verifyPreviewToken(signPreviewToken({ site: 3, user: 7, link: LINK }, previewKey('other'), now), key, 3, now),
    ).toEqual({ ok: false, reason: 'signature' });
  });

  it('rejects malformed values without throwing', () => {
    for (const value of ['', 'abc', 'a.b.c', '<script>.x', 'x'.repeat(300) + '.y', '1', 'workspace-1']) {
      expect(verifyPreviewToken(value, key, 3, now).ok).toBe(false);
    }
    // Correctly signed but not our claims shape.
    const body = Buffer.from('"hello"').toString('base64url');
    const signature = crypto.createHmac('sha256', key).update(body).digest('base64url');
    expect(verifyPreviewToken(`${body}.${signature}`, key, 3, now)).toEqual({ ok: false, reason: 'malformed' });
    // Signed claims without a review link (the format before links were listed) or with a bad one.
    for (const claims of [
      { s: 3, u: 7, e: now + 1000 },
      { s: 3, u: 7, l: 'short', e: now + 1000 },
      { s: 3, u: 7, l: '../../etc/passwd/xxxxxxxx', e: now + 1000 },
    ]) {
      const old = Buffer.from(JSON.stringify(claims)).toString('base64url');
      expect(
        verifyPreviewToken(`${old}.${crypto.createHmac('sha256', key).update(old).digest('base64url')}`, key, 3, now),
      ).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('accepts a valid token silently and logs a rejected one without the token', async () => {
    const { log, lines } = memoryLogger();
    const token = signPreviewToken({ site: 3, user: 7, link: LINK }, key, now);
    const asked: [string, number][] = [];
    const linkActive = async (link: string, siteId: number) => (asked.push([link, siteId]), true);
    expect((await acceptPreview(token, { key, siteId: 3, log, linkActive, now }))?.claims.user).toBe(7);
    expect(asked).toEqual([[LINK, 3]]);
    expect(await acceptPreview(null, { key, siteId: 3, log, linkActive, now })).toBeNull();
    expect(lines).toHaveLength(0);
    expect(await acceptPreview('forged.token', { key, siteId: 3, log, linkActive, now })).toBeNull();
    expect(await acceptPreview(token, { key, siteId: 3, log, linkActive, now: now + PREVIEW_TOKEN_TTL_MS })).toBeNull();
    // A revoked link (its document deleted) ends the preview at once, before the token expires.
    expect(await acceptPreview(token, { key, siteId: 3, log, linkActive: async () => false, now })).toBeNull();
    // Only a verified token costs a lookup.
    expect(asked).toHaveLength(1);
    expect(lines.map((line) => line.reason)).toEqual(['signature', 'expired', 'revoked']);
    expect(lines[0]!.msg).toMatch(/preview rejected/);
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
