import { describe, expect, it } from 'vitest';
import { validateAnchor, validateBannerIcon, validateLinkUrl } from './validation';

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
