import { describe, expect, it } from 'vitest';
import { THEMES } from '@/sites/themes';
import { fontFileUrl } from './font-preloads';

const BUILT = [
  'fraunces_latin_wght_normal-s.1v4l5w6.woff2',
  'inter_latin_wght_normal-s.0gsaq8.woff2',
  'manrope_latin_wght_normal-s.1p_a2k.woff2',
  'roboto_slab_latin_wght_normal-s.2jh.woff2',
  'maplibre-gl.00_z8.css',
];

describe('theme font preloads', () => {
  it('finds the built file of each font family', () => {
    expect(fontFileUrl('roboto-slab', BUILT)).toBe('/_next/static/media/roboto_slab_latin_wght_normal-s.2jh.woff2');
    expect(fontFileUrl('inter', BUILT)).toBe('/_next/static/media/inter_latin_wght_normal-s.0gsaq8.woff2');
  });

  it('nothing where the build has no such file (development)', () => {
    expect(fontFileUrl('manrope', [])).toBeNull();
    expect(fontFileUrl('fraunces', ['fraunces_latin_wght_normal.css'])).toBeNull();
  });

  it('every theme font has its file in a build', () => {
    for (const theme of Object.values(THEMES))
      for (const key of [theme.fonts.heading, theme.fonts.body]) expect(fontFileUrl(key, BUILT)).not.toBeNull();
  });
});
