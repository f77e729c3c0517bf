import { describe, expect, it } from 'vitest';
import {
  validateAnchor,
  validateBannerEnd,
  validateBannerIcon,
  validateBannerStart,
  validateLinkUrl,
} from './validation';

describe('banner field rules', () => {
  it('icon: empty or set|name|glyph', () => {
    expect(validateBannerIcon('')).toBe(true);
    expect(validateBannerIcon(null)).toBe(true);
    expect(validateBannerIcon('meridian|info|i')).toBe(true);
    expect(validateBannerIcon('meridian|bell|🔔')).toBe(true);
    expect(validateBannerIcon('info')).not.toBe(true);
    expect(validateBannerIcon('x|Info Icon|i')).not.toBe(true);
    expect(validateBannerIcon('x|info|toolong')).not.toBe(true);
    expect(validateBannerIcon('x|info|<')).not.toBe(true);
    expect(validateBannerIcon(5)).not.toBe(true);
  });
  it('link: https, mailto, tel or site-relative', () => {
    expect(validateLinkUrl('/de/de/karriere')).toBe(true);
    expect(validateLinkUrl('https://example.com/x')).toBe(true);
    expect(validateLinkUrl('mailto:a@b.example')).toBe(true);
    expect(validateLinkUrl('javascript:alert(1)')).not.toBe(true);
    expect(validateLinkUrl('//evil.example')).not.toBe(true);
    expect(validateLinkUrl('http://example.com')).not.toBe(true);
  });
  it('anchor: a short id', () => {
    expect(validateAnchor('video')).toBe(true);
    expect(validateAnchor('team-2')).toBe(true);
    expect(validateAnchor('')).toBe(true);
    expect(validateAnchor('2team')).not.toBe(true);
    expect(validateAnchor('a b')).not.toBe(true);
    expect(validateAnchor('x"onclick')).not.toBe(true);
  });
});

describe('banner dates', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  const iso = (ms: number) => new Date(ms).toISOString();
  it('show from: empty or a date (a past one means at once)', () => {
    expect(validateBannerStart(null)).toBe(true);
    expect(validateBannerStart(iso(now - 86_400_000))).toBe(true);
    expect(validateBannerStart('tomorrow')).toBe('Enter a date and time.');
  });
  it('show until: empty, or after the start', () => {
    expect(validateBannerEnd(null, iso(now), undefined, now)).toBe(true);
    expect(validateBannerEnd(iso(now + 120_000), iso(now + 60_000), undefined, now)).toBe(true);
    expect(validateBannerEnd(iso(now + 60_000), iso(now + 60_000), undefined, now)).toBe(
      'The end must come after the start.',
    );
    expect(validateBannerEnd(iso(now + 60_000), iso(now + 120_000), undefined, now)).toBe(
      'The end must come after the start.',
    );
    expect(validateBannerEnd('soon', null, undefined, now)).toBe('Enter a date and time.');
  });
  it('show until: a new or changed end must lie ahead; an unchanged past end of an old banner is kept', () => {
    const past = iso(now - 60_000);
    const message = 'The end is already in the past: choose a later time or leave it empty.';
    expect(validateBannerEnd(past, null, undefined, now)).toBe(message);
    expect(validateBannerEnd(iso(now), null, undefined, now)).toBe(message);
    expect(validateBannerEnd(past, null, iso(now + 60_000), now)).toBe(message);
    expect(validateBannerEnd(past, null, past, now)).toBe(true);
  });
});
