import { getTranslator } from '@meridian/i18n';
import { describe, expect, it } from 'vitest';
import { FALLBACK_MAP_TEXTS, fill, mapTexts } from './texts.ts';

describe('map texts', () => {
  it('the English fallback is the catalogue text', () => {
    expect(FALLBACK_MAP_TEXTS).toEqual(mapTexts(getTranslator('en')));
  });
  it('every language has its own texts', () => {
    expect(mapTexts(getTranslator('de')).consent.allow).toBe('Karte erlauben');
    expect(mapTexts(getTranslator('fr')).dataErrorToast.headline).toBeTruthy();
  });
  it('fills placeholders', () => {
    expect(fill('{{count}} locations', { count: 3 })).toBe('3 locations');
  });
});
