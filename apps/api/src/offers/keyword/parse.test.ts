import { describe, expect, it } from 'vitest';
import { allowedEdits, parseKeyword, phraseWords, termKeys } from './parse.ts';
import { SynonymTable, parseSynonyms } from './synonyms.ts';

const synonyms = new SynonymTable(parseSynonyms('LKW Fahrer, Berufskraftfahrer\nLagerist, Lagerlogistik'));

describe('keyword parsing', () => {
  it('drops gender markers and treats the last word as still being typed', () => {
    const keyword = parseKeyword('Pflegefachkraft (m/w/d) Hamb');
    expect(keyword.tokens).toEqual(['pflegefachkraft', 'hamb']);
    expect(keyword.groups.map((g) => g.alternatives[0]!.words[0]!.typing)).toEqual([false, true]);
    expect(parseKeyword('IT').groups[0]!.alternatives[0]!.words[0]!.typing).toBe(false);
  });

  it('allows one typo from five letters and two from nine, none in numbers or short words', () => {
    expect(allowedEdits('java')).toBe(0);
    expect(allowedEdits('pflege')).toBe(1);
    expect(allowedEdits('ingenieur')).toBe(2);
    expect(allowedEdits('2026123')).toBe(0);
    expect(allowedEdits('s4hana')).toBe(0);
  });

  it('covers several words with one synonym rule and keeps the typed words as an alternative', () => {
    const [group, ...rest] = parseKeyword('LKW Fahrer Hamburg', synonyms).groups;
    expect(group!.tokens).toEqual(['lkw', 'fahrer']);
    expect(group!.alternatives.map((a) => [a.kind, a.words.map((w) => w.token)])).toEqual([
      ['typed', ['lkw', 'fahrer']],
      ['synonym', ['berufskraftfahrer']],
    ]);
    expect(rest.map((g) => g.tokens)).toEqual([['hamburg']]);
  });

  it('splits a long word into two parts of four letters or more, also without a linking s', () => {
    const splits = parseKeyword('Softwareentwickler').groups[0]!.alternatives.filter((a) => a.kind === 'split');
    const pairs = splits.map((a) => a.words.map((w) => w.token).join('+'));
    expect(pairs).toContain('software+entwickler');
    expect(pairs.every((pair) => pair.split('+').every((part) => part.length >= 4))).toBe(true);
    const linked = parseKeyword('Versuchsingenieur').groups[0]!.alternatives.map((a) =>
      a.words.map((w) => w.token).join('+'),
    );
    expect(linked).toContain('versuch+ingenieur');
    expect(parseKeyword('Pflege').groups[0]!.alternatives).toHaveLength(1);
  });

  it('gives words with umlauts, ß or a feminine ending the keys of their plain forms', () => {
    const same = (a: string, b: string) => termKeys(a).same.some((key) => termKeys(b).same.includes(key));
    expect(same('Schweißer', 'schweisser')).toBe(true);
    expect(same('Fräser', 'fraeser')).toBe(true);
    expect(same('entwicklerin', 'entwickler')).toBe(true);
    expect(same('ingenieur', 'ingenieure')).toBe(false);
    const stem = (a: string, b: string) => termKeys(a).stems.some((key) => termKeys(b).stems.includes(key));
    expect(stem('ingenieure', 'ingenieur')).toBe(true);
    expect(stem('ingenieros', 'ingeniero')).toBe(true);
  });

  it('finds no words in punctuation, emoji or markers alone, and bounds the words', () => {
    for (const text of ['!!!', '🙂🙂', '(m/w/d)', '— … —']) expect(parseKeyword(text).groups).toEqual([]);
    expect(parseKeyword('a b c d e f g h i j k l').tokens).toHaveLength(8);
    expect(phraseWords('Java-Softwareentwicklerin (m/w/d)')).toEqual(['java', 'softwareentwickler']);
  });
});
