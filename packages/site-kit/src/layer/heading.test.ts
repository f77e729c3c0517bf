// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { demotePageHeadings } from './heading.ts';

describe('h1 → h2 while a layer is open (SPEC §2.2)', () => {
  it('turns the page h1 into an h2 with its attributes and content, and puts the same element back', () => {
    document.body.innerHTML =
      '<main><h1 class="title" id="t">About <em>us</em></h1></main><dialog><h1>Layer</h1></dialog>';
    const original = document.querySelector('main h1');
    const emphasis = document.querySelector('main em');
    const restore = demotePageHeadings(document, document.querySelector('dialog'));
    expect(document.querySelector('main h1')).toBeNull();
    const demoted = document.querySelector('main h2')!;
    expect(demoted.outerHTML).toBe('<h2 class="title" id="t" data-demoted-h1="">About <em>us</em></h2>');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('dialog h1')?.textContent).toBe('Layer');
    restore();
    expect(document.querySelector('main h1')).toBe(original);
    expect(document.querySelector('main em')).toBe(emphasis);
    expect(document.querySelector('main h2')).toBeNull();
  });
});
