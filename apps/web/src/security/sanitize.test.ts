import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from './sanitize';

describe('sanitizeRichHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<p onclick="alert(1)" style="color:red">t</p>', '<p>t</p>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<h1>Title</h1>', '<h2>Title</h2>'],
  ])('%s', (input, expected) => {
    expect(sanitizeRichHtml(input)).toBe(expected);
  });

  it('keeps ordinary rich text', () => {
    const html =
      '<h2>Wir</h2><p>Mit <strong>Leidenschaft</strong> &amp; <a href="https://x.example" target="_blank">Link</a></p><ul><li>a</li></ul>';
    expect(sanitizeRichHtml(html)).toBe(
      '<h2>Wir</h2><p>Mit <strong>Leidenschaft</strong> &amp; <a href="https://x.example" target="_blank" rel="noopener noreferrer">Link</a></p><ul><li>a</li></ul>',
    );
  });
});
