import { describe, expect, it } from 'vitest';
import { DEFAULT_SYNONYMS } from './default-synonyms.ts';
import { SYNONYM_LIMITS, SynonymSyntaxError, SynonymTable, parseSynonyms } from './synonyms.ts';

describe('synonym rules', () => {
  it('makes every term of a two-way rule find the others', () => {
    const table = new SynonymTable(parseSynonyms('Lagerist, Lagerlogistik, Lagerhelfer'));
    expect(table.match(['lagerist'], 0)?.to).toEqual([['lagerlogistik'], ['lagerhelfer']]);
    expect(table.match(['lagerlogistik'], 0)?.to).toEqual([['lagerist'], ['lagerhelfer']]);
  });

  it('makes only the left side of a one-way rule find the right side', () => {
    const table = new SynonymTable(parseSynonyms('Altenpfleger => Pflegefachkraft'));
    expect(table.match(['altenpfleger'], 0)?.to).toEqual([['pflegefachkraft']]);
    expect(table.match(['pflegefachkraft'], 0)).toBeUndefined();
  });

  it('compares words folded and gender-neutral, and matches the longest rule at a position', () => {
    const table = new SynonymTable(
      parseSynonyms('LKW Fahrer, Berufskraftfahrer\nLKW, Lastwagen\nSchweißer, Schweissfachkraft'),
    );
    expect(table.match(['lkw', 'fahrer', 'hamburg'], 0)?.to).toEqual([['berufskraftfahrer']]);
    expect(table.match(['lkw', 'hamburg'], 0)?.to).toEqual([['lastwagen']]);
    expect(table.match(['schweisser'], 0)?.from).toEqual(['schweisser']);
    expect(new SynonymTable(parseSynonyms('Entwicklerin, Programmiererin')).match(['entwickler'], 0)).toBeDefined();
  });

  it('merges rules naming the same term', () => {
    const table = new SynonymTable(parseSynonyms('nurse, carer\nnurse => nursing specialist'));
    expect(table.match(['nurse'], 0)?.to).toEqual([['carer'], ['nursing', 'specialist']]);
  });

  it('skips comments and blank lines, and names the line of a broken rule', () => {
    expect(parseSynonyms('# job titles\n\n  a, b  ')).toHaveLength(2);
    expect(() => parseSynonyms('a, b\nlonely')).toThrow(
      new SynonymSyntaxError(2, 'a rule needs at least two terms, separated by commas'),
    );
    expect(() => parseSynonyms('a => ')).toThrow(SynonymSyntaxError);
    expect(() => parseSynonyms('a => b => c')).toThrow(/line 1: at most one "=>"/);
    expect(() => parseSynonyms('eins zwei drei vier fünf, x')).toThrow(/at most 4 words/);
    expect(() => parseSynonyms(`${'x'.repeat(SYNONYM_LIMITS.lineLength)}, y`)).toThrow(/characters/);
    const tooMany = Array.from({ length: SYNONYM_LIMITS.termsPerRule + 1 }, (_, i) => `t${i}`).join(', ');
    expect(() => parseSynonyms(tooMany)).toThrow(/at most 20 terms/);
  });

  it('ships default lists in every content language that parse', () => {
    for (const [lang, text] of Object.entries(DEFAULT_SYNONYMS))
      expect(parseSynonyms(text).length, lang).toBeGreaterThan(10);
  });
});
