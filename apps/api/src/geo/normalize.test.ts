import { describe, expect, it } from 'vitest';
import { foldText, matchKey, searchKeysOf, transliterateText } from './normalize.ts';

describe('foldText', () => {
  it('lower-cases, drops accents and punctuation, turns ß into ss', () => {
    expect(foldText('München')).toBe('munchen');
    expect(foldText('Zürich')).toBe('zurich');
    expect(foldText('Genève')).toBe('geneve');
    expect(foldText('  Frankfurt (Oder) ')).toBe('frankfurt oder');
    expect(foldText('Gießen')).toBe('giessen');
    expect(foldText('St. Gallen')).toBe('st gallen');
  });
  it('transliterates umlauts as two letters', () => {
    expect(transliterateText('München')).toBe('muenchen');
    expect(transliterateText('Österreich')).toBe('oesterreich');
    expect(searchKeysOf('Köln')).toEqual(['koln', 'koeln']);
    expect(searchKeysOf('Berlin')).toEqual(['berlin']);
  });
});

describe('matchKey', () => {
  it('ranks exact, prefix and later-word matches while typing', () => {
    expect(matchKey('munchen', 'munchen', true)).toBe('exact');
    expect(matchKey('munchen', 'mun', true)).toBe('prefix');
    expect(matchKey('frankfurt am main', 'main', true)).toBe('word-prefix');
    expect(matchKey('munchen', 'x', true)).toBe('none');
  });
  it('accepts only whole words without autocomplete', () => {
    expect(matchKey('munchen', 'mun', false)).toBe('none');
    expect(matchKey('frankfurt am main', 'frankfurt', false)).toBe('prefix');
    expect(matchKey('frankfurt am main', 'main', false)).toBe('word-prefix');
  });
});
