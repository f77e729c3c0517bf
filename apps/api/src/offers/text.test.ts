import { describe, expect, it } from 'vitest';
import { htmlToText, parseKeyword, searchTerms, stemEnglish, stemGerman, tokenize } from './text.ts';

describe('text analysis', () => {
  it('tokenizes into lower-case letter and digit runs, dropping soft hyphens', () => {
    expect(tokenize('Soft\u00adware-Entwickler (m/w/d) C++ 2026')).toEqual([
      'software',
      'entwickler',
      'm',
      'w',
      'd',
      'c',
      '2026',
    ]);
  });

  it('stems German and English word forms to a common stem', () => {
    expect(stemGerman('entwicklung')).toBe(stemGerman('entwickler'));
    expect(stemGerman('ingenieure')).toBe(stemGerman('ingenieur'));
    expect(stemEnglish('engineers')).toBe(stemEnglish('engineering'));
    expect(stemEnglish('developers')).toBe('develop');
  });

  it('strips HTML tags before tokenizing texts', () => {
    expect(htmlToText('<ul><li>Java&amp;Spring</li></ul>').trim()).toBe('Java&Spring');
  });

  it('indexes tokens with the stems of their text language', () => {
    const terms = searchTerms({
      both: ['Konstrukteur'],
      de: ['<p>Entwicklung von Bauteilen</p>'],
      en: ['Designing parts'],
    });
    expect(terms).toContain('entwicklung');
    expect(terms).toContain(stemGerman('entwicklung'));
    expect(terms).toContain('design');
    expect(terms).toContain('konstrukteur');
    expect(terms).toEqual([...terms].sort());
  });

  it('makes the last keyword word a prefix from three characters on', () => {
    const words = parseKeyword('Java Entwick');
    expect(words).toHaveLength(2);
    expect(words[0].prefix).toBeUndefined();
    expect(words[0].exact).toContain('java');
    expect(words[1].prefix).toBe('entwick');
    expect(parseKeyword('it').at(-1)?.prefix).toBeUndefined();
    expect(parseKeyword('  ')).toEqual([]);
  });
});
