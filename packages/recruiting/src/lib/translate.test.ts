import { describe, expect, it } from 'vitest';
import { messages } from '@meridian/i18n';
import { createTranslate, recruitingMessages } from './translate.ts';

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
