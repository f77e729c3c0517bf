import { describe, expect, it } from 'vitest';
import { getTranslator } from '../index.ts';
import deInformal from './de-informal.ts';
import { FULL_LANGS, LANGS, messages, messagesFor } from './index.ts';

type Tree = { [key: string]: string | Tree };

/** Flattens a nested catalogue into dotted key → string value. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!).sort();

const en = flatten(messages.en as unknown as Tree);
const enKeys = [...en.keys()].sort();

describe('UI message catalogues', () => {
  it('lists every catalogue', () => {
    expect([...LANGS].sort()).toEqual(Object.keys(messages).sort());
  });

  it('has the HTTP status texts of SPEC §8.1', () => {
    for (const code of ['118', '204', '400', '401', '403', '404', '405', '414', '499', '500', '503']) {
      expect(en.get(`http.status.${code}.status`)).toBeTruthy();
      expect(en.get(`http.status.${code}.message`)).toBeTruthy();
    }
    expect(en.get('http.status.404.status')).toBe('Not found');
  });

  it('has the recruiting keys the spec names', () => {
    for (const key of [
      'recruiting.reload.page',
      'recruiting.search.all',
      'recruiting.search.in',
      'recruiting.branch.selected',
      'recruiting.search.title',
      'recruiting.search.error',
      'recruiting.sitenotavailable.title',
      'recruiting.sitenotavailable.text',
      'recruiting.nojobs.title',
      'recruiting.nojobs.text',
      'recruiting.noprojects.title',
      'recruiting.entry.notavailable',
      'recruiting.codenumber',
      'recruiting.list.metainfo.part1',
      'recruiting.list.metainfo.part2',
      'recruiting.week_one',
      'recruiting.week_other',
      'recruiting.month_one',
      'recruiting.month_other',
    ]) {
      expect(en.has(key), key).toBe(true);
    }
  });

  for (const lang of FULL_LANGS) {
    describe(lang, () => {
      const flat = flatten(messages[lang] as unknown as Tree);

      it("has exactly en's key set", () => {
        expect([...flat.keys()].sort()).toEqual(enKeys);
      });

      it('has no empty strings', () => {
        for (const [key, value] of flat) expect(value.trim(), key).not.toBe('');
      });

      it("keeps every placeholder of en's text", () => {
        for (const [key, text] of en) {
          const mine = flat.get(key) ?? '';
          for (const name of placeholders(text)) {
            expect(mine, `${lang}:${key} lacks {{${name}}}`).toContain(`{{${name}}}`);
          }
        }
      });
    });
  }

  describe('pl', () => {
    const flat = flatten(messages.pl as unknown as Tree);
    const enCookieKeys = enKeys.filter((k) => k.startsWith('cookie.'));

    it('has exactly the cookie subtree of en', () => {
      expect([...flat.keys()].sort()).toEqual(enCookieKeys);
    });

    it('has no empty strings and keeps the placeholders', () => {
      for (const [key, value] of flat) {
        expect(value.trim(), key).not.toBe('');
        for (const name of placeholders(en.get(key)!)) expect(value, key).toContain(`{{${name}}}`);
      }
    });
  });

  describe('voice: German formal (Sie) and informal (du), each consistent', () => {
    const formal = flatten(messages.de as unknown as Tree);
    const overlay = flatten(deInformal as unknown as Tree);
    const informal = flatten(messagesFor('de', 'informal') as unknown as Tree);
    const SIE = /\b(Sie|Ihr|Ihre[mnrs]?|Ihnen)\b/;
    const DU = /\b(du|Du|dein\w*|Dein\w*|dir|Dir|dich|Dich)\b/;
    /** Texts that use 'Sie' for a thing (the map), not the visitor. */
    const MAP_SIE = 'Sie erscheint, sobald';

    it('the formal catalogue never says du', () => {
      for (const [key, text] of formal) expect(text, key).not.toMatch(DU);
    });
    it('the informal overlay only has keys of de, with their placeholders, and never says Sie/Ihr', () => {
      for (const [key, text] of overlay) {
        expect(formal.has(key), key).toBe(true);
        expect(placeholders(text), key).toEqual(placeholders(formal.get(key)!));
        expect(text.replace(MAP_SIE, ''), key).not.toMatch(SIE);
      }
    });
    it('every formal text that addresses the visitor has its informal form', () => {
      for (const [key, text] of formal)
        if (SIE.test(text.replace(MAP_SIE, ''))) expect(overlay.has(key), `${key}: ${text}`).toBe(true);
      expect([...informal.keys()].sort()).toEqual([...formal.keys()].sort());
      for (const [key, text] of informal) expect(text.replace(MAP_SIE, ''), key).not.toMatch(SIE);
    });
    it('getTranslator gives each voice; other languages have one form', () => {
      expect(getTranslator('de')('recruiting.detail.contact')).toBe('Ihre Ansprechperson');
      expect(getTranslator('de', 'informal')('recruiting.detail.contact')).toBe('Deine Ansprechperson');
      expect(getTranslator('de', 'informal')('cookie.intro.headline')).toBe('Deine Privatsphäre ist uns wichtig');
      expect(getTranslator('de', 'informal')('recruiting.salary')).toBe('Gehalt');
      expect(getTranslator('en', 'informal')('recruiting.detail.contact')).toBe(
        getTranslator('en')('recruiting.detail.contact'),
      );
      expect(messagesFor('en', 'informal')).toBe(messages.en);
    });
  });
});
