/**
 * A module instance gets only the texts its mode can show (they are inlined into every page's React payload): the
 * link-mode button and the header search render the same with the subset as with the whole catalogue.
 */
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getTranslator, messagesFor } from '@meridian/i18n';
import { mapTexts } from '@meridian/site-kit/maps/detail';
import { RecruitingModule } from '../components/RecruitingModule.tsx';
import { createTranslate, modeMessages, recruitingMessages } from './translate.ts';
import { defaultConfig, type ModuleMode } from './types.ts';

const render = (mode: ModuleMode, lang: 'de' | 'en', messages: ReturnType<typeof modeMessages>) =>
  renderToString(
    createElement(RecruitingModule, {
      config: defaultConfig({ mode, language: lang, prioLanguage: lang, maincareer: `/de/${lang}/karriere` }),
      messages,
      initialQuery: '',
    }),
  );

describe('texts per module mode', () => {
  const catalogue = (lang: 'de' | 'en') => messagesFor(lang) as unknown as Record<string, unknown>;

  it.each(['de', 'en'] as const)(
    'link mode (%s) renders the same with its subset as with the whole catalogue',
    (lang) => {
      const whole = render('link', lang, recruitingMessages(catalogue(lang)));
      expect(whole).toContain('recruiting-link');
      expect(render('link', lang, modeMessages(catalogue(lang), 'link'))).toBe(whole);
    },
  );

  it.each(['de', 'en'] as const)('header mode (%s) renders the same with its subset', (lang) => {
    const whole = render('header', lang, recruitingMessages(catalogue(lang)));
    expect(render('header', lang, modeMessages(catalogue(lang), 'header'))).toBe(whole);
  });

  it('the link-mode subset is a small part of the list mode texts', () => {
    const size = (mode: ModuleMode) => JSON.stringify(modeMessages(catalogue('de'), mode)).length;
    expect(size('link')).toBeLessThan(size('list') / 3);
    expect(modeMessages(catalogue('de'), 'list')).toEqual(recruitingMessages(catalogue('de')));
  });

  it.each(['de', 'en'] as const)(
    "the list mode's texts hold the detail map's, as the whole catalogue has them (%s)",
    (lang) => {
      const t = createTranslate(modeMessages(catalogue(lang), 'list'), lang);
      expect(mapTexts(t)).toEqual(mapTexts(getTranslator(lang)));
      expect(mapTexts(t).region).not.toBe('map.region');
    },
  );
});
