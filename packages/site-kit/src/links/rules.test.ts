import { describe, expect, it } from 'vitest';
import { anchorTarget, isScriptCallName, scrollBehavior } from './rules.ts';

const page = 'http://brand-a.localhost:3000/de/de/ueber-uns';

describe('anchor links', () => {
  it('point to an element of the same page', () => {
    expect(anchorTarget('#team', page)).toBe('team');
    expect(anchorTarget('/de/de/ueber-uns#team', page)).toBe('team');
    expect(anchorTarget('#gr%C3%BC%C3%9Fe', page)).toBe('grüße');
  });
  it('are not other pages, other origins or empty fragments', () => {
    expect(anchorTarget('/de/de/karriere#team', page)).toBeNull();
    expect(anchorTarget('/de/de/ueber-uns?x=1#team', page)).toBeNull();
    expect(anchorTarget('https://example.com/de/de/ueber-uns#team', page)).toBeNull();
    expect(anchorTarget('#', page)).toBeNull();
    expect(anchorTarget('', page)).toBeNull();
    expect(anchorTarget(null, page)).toBeNull();
  });
  it('scroll smoothly unless reduced motion is preferred', () => {
    expect(scrollBehavior(false)).toBe('smooth');
    expect(scrollBehavior(true)).toBe('auto');
  });
});

describe('script-call names', () => {
  it('are identifiers, never code', () => {
    expect(isScriptCallName('openCookieSettings')).toBe(true);
    expect(isScriptCallName('print_page2')).toBe(true);
    expect(isScriptCallName('alert(1)')).toBe(false);
    expect(isScriptCallName('a.b')).toBe(false);
    expect(isScriptCallName('')).toBe(false);
    expect(isScriptCallName(null)).toBe(false);
  });
});
