import { describe, expect, it } from 'vitest';
import { hyphenateTitle, SOFT_HYPHEN } from './hyphenate.ts';

describe('hyphenateTitle', () => {
  it('inserts soft hyphens into long German words and keeps the text otherwise equal', () => {
    const title = 'Softwareentwickler Elektrotechnik (m/w/d)';
    const h = hyphenateTitle(title, 'de');
    expect(h).toContain(SOFT_HYPHEN);
    expect(h.replaceAll(SOFT_HYPHEN, '')).toBe(title);
    expect(h.split(' ')[0].split(SOFT_HYPHEN).length).toBeGreaterThan(2);
  });

  it('uses English patterns for English titles and leaves short words alone', () => {
    const h = hyphenateTitle('Automotive Engineer', 'en');
    expect(h.replaceAll(SOFT_HYPHEN, '')).toBe('Automotive Engineer');
    expect(h).toContain(SOFT_HYPHEN);
    expect(hyphenateTitle('IT Job', 'de')).toBe('IT Job');
  });
});
