import { describe, expect, it } from 'vitest';
import { markKeyword } from './highlight.ts';

const marked = (title: string, keyword: string) =>
  markKeyword(title, keyword)
    .map((s) => (s.marked ? `[${s.text}]` : s.text))
    .join('');

describe('markKeyword', () => {
  it('marks each typed word where it occurs, case-insensitively, also inside compounds', () => {
    expect(marked('Java Softwareentwickler (m/w/d)', 'java entwickler')).toBe('[Java] Software[entwickler] (m/w/d)');
    expect(marked('Elektroingenieur Automatisierungstechnik', 'Ingenieur')).toBe(
      'Elektro[ingenieur] Automatisierungstechnik',
    );
  });

  it('matches umlauts, ß and accents however they were typed', () => {
    expect(marked('Schweißer WIG/MAG', 'schweisser')).toBe('[Schweißer] WIG/MAG');
    expect(marked('CNC-Fräser', 'Fraeser')).toBe('CNC-[Fräser]');
    expect(marked('Ingénieur qualité', 'ingenieur')).toBe('[Ingénieur] qualité');
  });

  it('marks across the soft hyphens of hyphenated titles and keeps them', () => {
    expect(marked('Soft\u00adware\u00adent\u00adwick\u00adler', 'entwickler')).toBe(
      'Soft\u00adware\u00ad[ent\u00adwick\u00adler]',
    );
  });

  it('marks nothing for short words, markers or no keyword, and never reads markup from data', () => {
    expect(marked('Pflegefachkraft (m/w/d)', 'm/w/d')).toBe('Pflegefachkraft (m/w/d)');
    expect(marked('Data Engineer', '')).toBe('Data Engineer');
    expect(markKeyword('<b>x</b> Recruiter', 'recruiter')).toEqual([
      { text: '<b>x</b> ', marked: false },
      { text: 'Recruiter', marked: true },
    ]);
    expect(marked('a+b (c)', '+ ( [')).toBe('a+b (c)');
  });
});
