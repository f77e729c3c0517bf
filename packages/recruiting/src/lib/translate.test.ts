import { describe, expect, it } from 'vitest';
import { messages } from '@meridian/i18n';
import { readFileSync } from 'node:fs';
import { createTranslate, headerSearchMessages, recruitingMessages } from './translate.ts';

describe('createTranslate', () => {
  const en = createTranslate(recruitingMessages(messages.en as never), 'en');
  const de = createTranslate(recruitingMessages(messages.de as never), 'de');

  it('interpolates and pluralises like i18next', () => {
    expect(en('recruiting.week', { count: 1 })).toBe('1 week');
    expect(en('recruiting.week', { count: 3 })).toBe('3 weeks');
    expect(en('recruiting.search.in', { city: 'Köln' })).toBe('Search in Köln');
  });

  it('tries a key list in order and falls back to the key', () => {
    expect(en(['recruiting.nope', 'recruiting.codenumber'])).toBe('Reference number');
    expect(en('recruiting.missing.key')).toBe('recruiting.missing.key');
    expect(de('recruiting.search.submit')).not.toBe('recruiting.search.submit');
  });

  it('never reads inherited properties', () => {
    expect(en('recruiting.constructor')).toBe('recruiting.constructor');
  });
});

describe('headerSearchMessages', () => {
  // The header box's components and every `recruiting.` key they hand to t: a key added there must be in the subset.
  const components = ['HeaderSearch.tsx', 'CityCombobox.tsx', 'HeaderSearchModule.tsx', 'ModuleFrame.tsx'];
  const keys = new Set(
    components.flatMap((file) =>
      [
        ...readFileSync(new URL(`../components/${file}`, import.meta.url), 'utf8').matchAll(
          /'(recruiting\.[A-Za-z0-9_.]+)'/g,
        ),
      ].map((m) => m[1]!),
    ),
  );

  // Polish has the cookie dialog only (SPEC §1); the module's texts exist in the four content languages.
  it.each(['de', 'en', 'fr', 'es'])(
    '%s: every key the header box uses is in the subset, and the list texts are not',
    (lang) => {
      expect(keys.size).toBeGreaterThan(5);
      const t = createTranslate(headerSearchMessages(messages[lang as keyof typeof messages] as never), lang);
      const full = createTranslate(recruitingMessages(messages[lang as keyof typeof messages] as never), lang);
      for (const key of keys) expect(t(key), key).toBe(full(key));
      for (const key of keys) expect(t(key), key).not.toBe(key);
      expect(t('recruiting.nojobs.title')).toBe('recruiting.nojobs.title');
      expect(t('layer.close')).toBe('layer.close');
    },
  );
});
