import { describe, expect, it } from 'vitest';
import { previewOrigin, previewUrl } from './url';

describe('preview URL', () => {
  it("stays on the request host when it is one of the page's site", () => {
    expect(previewOrigin('http:', 'brand-a.localhost:3000', ['brand-a.localhost'])).toBe(
      'http://brand-a.localhost:3000',
    );
    expect(previewOrigin('https:', 'www.kestrel.example', ['kestrel.example', 'www.kestrel.example'])).toBe(
      'https://www.kestrel.example',
    );
  });
  it("moves to the site's first host with the same port otherwise", () => {
    expect(previewOrigin('http:', 'localhost:3140', ['brand-a.localhost'])).toBe('http://brand-a.localhost:3140');
    expect(previewOrigin('https:', 'cms.example', ['kestrel.example'])).toBe('https://kestrel.example');
  });
  it('puts the encoded token into the query', () => {
    expect(previewUrl('http://a.localhost:3000', '/de/de/karriere', 'x.y')).toBe(
      'http://a.localhost:3000/de/de/karriere?ADMCMD_prev=x.y',
    );
  });
});
