import { describe, expect, it } from 'vitest';
import { parseKeyword } from '../keyword/parse.ts';
import { withinEdits } from './edit-distance.ts';
import { MAX_TERMS_PER_WORD, Tier, Vocabulary } from './vocabulary.ts';

const TERMS = [
  'elektroingenieur',
  'entwickler',
  'entwicklerin',
  'fraeser',
  'fräser',
  'ingenieur',
  'ingenieure',
  'java',
  'lagerlogistik',
  'schweißer',
  'softwareentwickler',
  'versuchsingenieur',
].sort();
const vocabulary = new Vocabulary(TERMS);
const word = (text: string) => parseKeyword(text).groups[0]!.alternatives[0]!.words[0]!;
const expansion = (text: string) =>
  Object.fromEntries(vocabulary.expand(word(text)).map(({ term, tier }) => [TERMS[term], tier]));

describe('edit distance', () => {
  it('counts inserts, deletes, replacements and swapped neighbours, up to a bound', () => {
    expect(withinEdits('ingeneur', 'ingenieur', 1)).toBe(true);
    expect(withinEdits('ingenieur', 'ingeneiur', 1)).toBe(true);
    expect(withinEdits('recuiter', 'recruiter', 1)).toBe(true);
    expect(withinEdits('elektroinegnieur', 'elektroingenieur', 1)).toBe(true);
    expect(withinEdits('pflege', 'pflaume', 1)).toBe(false);
    expect(withinEdits('architeckt', 'architekt', 1)).toBe(true);
    expect(withinEdits('abcdef', 'badcfe', 2)).toBe(false);
    expect(withinEdits('x'.repeat(80), `${'x'.repeat(79)}y`, 1)).toBe(true);
  });
});

describe('vocabulary', () => {
  it('finds the word itself, spelled without umlauts or in the feminine form, as exact', () => {
    expect(expansion('Schweisser')).toMatchObject({ schweißer: Tier.Exact });
    expect(expansion('Fraeser')).toMatchObject({ fraeser: Tier.Exact, fräser: Tier.Exact });
    expect(expansion('Entwicklerin')).toMatchObject({ entwickler: Tier.Exact, entwicklerin: Tier.Exact });
  });

  it('finds other inflections, compounds holding the word, and the typed prefix', () => {
    expect(expansion('Ingenieur x')).toMatchObject({
      ingenieur: Tier.Exact,
      ingenieure: Tier.Near,
      elektroingenieur: Tier.Compound,
      versuchsingenieur: Tier.Compound,
    });
    expect(expansion('Entwickler x')).toMatchObject({ softwareentwickler: Tier.Compound });
    expect(expansion('Software x')).toMatchObject({ softwareentwickler: Tier.Compound });
    expect(expansion('lagerlo')).toMatchObject({ lagerlogistik: Tier.Compound });
    expect(expansion('lag')).toMatchObject({ lagerlogistik: Tier.Typing });
    expect(expansion('ja')).toEqual({});
  });

  it('finds words with one typo from five letters and two from nine, exact matches first', () => {
    expect(expansion('Ingeneur x')).toMatchObject({ ingenieur: Tier.Fuzzy });
    expect(expansion('Ingenieru x')).toMatchObject({ ingenieur: Tier.Fuzzy, ingenieure: Tier.Fuzzy });
    expect(expansion('Jaav x')).toEqual({});
    expect(expansion('Ingenieur x').ingenieur).toBe(Tier.Exact);
    expect(vocabulary.correction(word('Ingeneur x'))).toBe('ingenieur');
  });

  it('bounds a word that stands for very many terms', () => {
    const many = Array.from({ length: 1_000 }, (_, i) => `entw${String(i).padStart(4, '0')}x`).sort();
    const big = new Vocabulary(many);
    expect(big.expand(word('entw')).length).toBe(MAX_TERMS_PER_WORD);
  });
});
