import { describe, expect, it } from 'vitest';
import { rawSearch } from './raw-search';

describe('the query string as sent', () => {
  it('keeps malformed escapes for the recruiting module to empty (SPEC §5.1), never U+FFFD text', () => {
    expect(rawSearch('http://x.localhost/de/de/karriere?search=%E0%A4%A')).toBe('?search=%E0%A4%A');
    expect(rawSearch('http://x/a?search=Java&city=K%C3%B6ln#top')).toBe('?search=Java&city=K%C3%B6ln');
  });
  it("'' without a query", () => {
    expect(rawSearch('http://x/a')).toBe('');
    expect(rawSearch('http://x/a?')).toBe('');
    expect(rawSearch('http://x/a#b?c')).toBe('');
  });
});
