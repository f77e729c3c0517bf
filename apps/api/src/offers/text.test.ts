import { describe, expect, it } from 'vitest';
import {
  foldToken,
  genderNeutral,
  htmlToText,
  searchTerms,
  stemEnglish,
  stemGerman,
  tokenize,
  withoutGenderMarkers,
} from './text.ts';

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

  it('folds umlauts, ß and accents as people type without them', () => {
    expect(foldToken('schweißer')).toBe('schweisser');
    expect(foldToken('fräser')).toBe(foldToken('fraeser'));
    expect(foldToken('kaufmännischer')).toBe('kaufmaennischer');
    expect(foldToken('ingénieur')).toBe('ingenieur');
    expect(foldToken('diseño')).toBe('diseno');
    expect(foldToken('java8')).toBe('java8');
  });

  it('removes the feminine ending of job titles, not of other words', () => {
    expect(genderNeutral('entwicklerin')).toBe('entwickler');
    expect(genderNeutral('ingenieurinnen')).toBe('ingenieur');
    expect(genderNeutral('assistentin')).toBe('assistent');
    expect(genderNeutral('direktorin')).toBe('direktor');
    for (const word of ['medizin', 'berlin', 'login', 'termin', 'erin', 'protein', 'maschinen'])
      expect(genderNeutral(word)).toBe(word);
  });

  it('drops gender markers from a keyword', () => {
    expect(tokenize(withoutGenderMarkers('Pflegefachkraft (m/w/d) Berlin'))).toEqual(['pflegefachkraft', 'berlin']);
    expect(tokenize(withoutGenderMarkers('Nurse m/f/d'))).toEqual(['nurse']);
    expect(tokenize(withoutGenderMarkers('Koch (all genders)'))).toEqual(['koch']);
    expect(tokenize(withoutGenderMarkers('C/C++ Entwickler'))).toEqual(['c', 'c', 'entwickler']);
  });
});
