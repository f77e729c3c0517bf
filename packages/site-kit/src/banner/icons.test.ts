import { describe, expect, it } from 'vitest';
import { BANNER_ICONS, bannerIconSetting, shippedBannerIcon } from './icons.ts';
import { parseIcon } from './rules.ts';

describe('banner icons the sites ship', () => {
  it('each is stored in the spec wire format and parses back to its name and glyph', () => {
    for (const icon of BANNER_ICONS) {
      const setting = bannerIconSetting(icon);
      expect(setting.split('|')).toHaveLength(3);
      expect(parseIcon(setting)).toEqual({ name: icon.name, glyph: icon.glyph });
      expect(shippedBannerIcon(setting)).toBe(icon);
    }
  });
  it('names are unique; glyphs are one to four characters', () => {
    expect(new Set(BANNER_ICONS.map((icon) => icon.name)).size).toBe(BANNER_ICONS.length);
    for (const icon of BANNER_ICONS) expect([...icon.glyph].length).toBeGreaterThanOrEqual(1);
    for (const icon of BANNER_ICONS) expect([...icon.glyph].length).toBeLessThanOrEqual(4);
  });
  it('the setting of existing banners is recognised whatever its set; others are not a shipped icon', () => {
    expect(shippedBannerIcon('meridian|info|i')?.name).toBe('info');
    expect(shippedBannerIcon('fa|mail|✉')?.name).toBe('mail');
    expect(shippedBannerIcon('fa|bell|🔔')).toBeNull();
    expect(shippedBannerIcon('x|rocket|🚀')).toBeNull();
    expect(shippedBannerIcon('')).toBeNull();
    expect(shippedBannerIcon(null)).toBeNull();
  });
});
