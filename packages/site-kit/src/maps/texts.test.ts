import fs from 'node:fs';
import { createRequire } from 'node:module';
import { getTranslator } from '@meridian/i18n';
import { describe, expect, it } from 'vitest';
import { FALLBACK_MAP_TEXTS, fill, mapLibreLocale, mapTexts } from './texts.ts';

/** The UI strings the installed MapLibre shows (its `defaultLocale`), read from the library itself. */
function mapLibreDefaultLocale(): Record<string, string> {
  const file = createRequire(import.meta.url).resolve('maplibre-gl/dist/maplibre-gl-dev.mjs');
  const source = fs.readFileSync(file, 'utf8');
  const block = /const defaultLocale = (\{[^}]*\});/.exec(source)?.[1];
  if (!block) throw new Error('MapLibre defaultLocale not found');
  return JSON.parse(block.replace(/,\s*\}$/, '}')) as Record<string, string>;
}

describe('map texts', () => {
  it('the English fallback is the catalogue text', () => {
    expect(FALLBACK_MAP_TEXTS).toEqual(mapTexts(getTranslator('en')));
  });
  it('every language has its own texts', () => {
    expect(mapTexts(getTranslator('de')).consent.allow).toBe('Karte erlauben');
    expect(mapTexts(getTranslator('fr')).dataErrorToast.headline).toBeTruthy();
  });
  it("MapLibre's own strings (control titles, the 'Ctrl + scroll' hint) are all given in the page language", () => {
    const english = mapLibreDefaultLocale();
    expect(Object.keys(english)).toContain('CooperativeGesturesHandler.WindowsHelpText');
    for (const lang of ['de', 'en', 'fr', 'es'] as const) {
      const locale = mapLibreLocale(mapTexts(getTranslator(lang)));
      expect(Object.keys(locale).sort(), lang).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(locale)) expect(text.trim(), `${lang} ${key}`).not.toBe('');
      if (lang === 'en') continue;
      // Everything but the scale units differs from MapLibre's English.
      for (const [key, text] of Object.entries(locale))
        if (!key.startsWith('ScaleControl.')) expect(text, `${lang} ${key}`).not.toBe(english[key]);
    }
    expect(mapLibreLocale(mapTexts(getTranslator('de')))['CooperativeGesturesHandler.WindowsHelpText']).toBe(
      'Zum Zoomen der Karte Strg + Scrollen verwenden',
    );
    expect(mapLibreLocale(mapTexts(getTranslator('fr')))['CooperativeGesturesHandler.MobileHelpText']).toBe(
      'Utilisez deux doigts pour déplacer la carte',
    );
  });
  it('fills placeholders', () => {
    expect(fill('{{count}} locations', { count: 3 })).toBe('3 locations');
  });
});
