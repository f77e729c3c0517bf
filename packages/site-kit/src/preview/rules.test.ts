import { describe, expect, it } from 'vitest';
import { rewriteHtmlLinks, withPreviewParam, withoutPreviewParam } from './rules.ts';

const page = 'http://brand-a.localhost:3000/de/de/karriere?ADMCMD_prev=tok';
const token = 'abc.DEF_-1';

describe('withPreviewParam', () => {
  it('adds the parameter to same-host links, relative or absolute', () => {
    expect(withPreviewParam('/de/de/kontakt', page, token)).toBe('/de/de/kontakt?ADMCMD_prev=abc.DEF_-1');
    expect(withPreviewParam('kontakt', page, token)).toBe('kontakt?ADMCMD_prev=abc.DEF_-1');
    expect(withPreviewParam('http://brand-a.localhost:3000/de/en', page, token)).toBe(
      'http://brand-a.localhost:3000/de/en?ADMCMD_prev=abc.DEF_-1',
    );
  });

  it('inserts it before the fragment and after an existing query', () => {
    expect(withPreviewParam('/de/de/kontakt#form', page, token)).toBe('/de/de/kontakt?ADMCMD_prev=abc.DEF_-1#form');
    expect(withPreviewParam('/de/de/suche?keyword=a%20b&x=1#top', page, token)).toBe(
      '/de/de/suche?keyword=a%20b&x=1&ADMCMD_prev=abc.DEF_-1#top',
    );
    expect(withPreviewParam('/de/de/suche?#top', page, token)).toBe('/de/de/suche?ADMCMD_prev=abc.DEF_-1#top');
  });

  it('replaces an existing preview parameter instead of doubling it', () => {
    expect(withPreviewParam('/a?ADMCMD_prev=old&b=2', page, token)).toBe('/a?b=2&ADMCMD_prev=abc.DEF_-1');
    expect(withPreviewParam(withPreviewParam('/a', page, token), page, token)).toBe('/a?ADMCMD_prev=abc.DEF_-1');
  });

  it('leaves other hosts, other ports, non-web schemes and same-page fragments alone', () => {
    for (const href of [
      'https://example.com/x',
      'http://brand-b.localhost:3000/de/de',
      'http://brand-a.localhost:3001/v4/recruiting/search',
      '//example.com/x',
      'mailto:info@example.com',
      'tel:+49711',
      'javascript:void(0)',
      '#main',
      '',
    ]) {
      expect(withPreviewParam(href, page, token)).toBe(href);
    }
  });

  it('encodes the token', () => {
    expect(withPreviewParam('/a', page, 'a b&c')).toBe('/a?ADMCMD_prev=a%20b%26c');
  });
});

describe('rewriteHtmlLinks', () => {
  it('rewrites anchor hrefs in rendered markup and keeps entities escaped', () => {
    const html =
      '<p><a class="x" href="/de/de/kontakt#form">K</a> <a href="https://example.com/">E</a> <a href="/de/de/suche?keyword=a&amp;b=1">S</a> <link href="/x.css"/></p>';
    expect(rewriteHtmlLinks(html, page, token)).toBe(
      '<p><a class="x" href="/de/de/kontakt?ADMCMD_prev=abc.DEF_-1#form">K</a> <a href="https://example.com/">E</a> <a href="/de/de/suche?keyword=a&amp;b=1&amp;ADMCMD_prev=abc.DEF_-1">S</a> <link href="/x.css"/></p>',
    );
  });
});

describe('preview tokens never leave the page', () => {
  it('takes the parameter out of every URL in a text, keeping the rest of the query and the fragment', () => {
    expect(withoutPreviewParam('http://a.localhost/de/de?ADMCMD_prev=abc.DEF')).toBe('http://a.localhost/de/de');
    expect(withoutPreviewParam('http://a.localhost/x?utm_source=qr&ADMCMD_prev=abc.DEF&search=Lager#top')).toBe(
      'http://a.localhost/x?utm_source=qr&search=Lager#top',
    );
    expect(withoutPreviewParam('/x?admcmd_prev=t1 and https://b.example/?ADMCMD_prev=t2')).toBe(
      '/x and https://b.example/',
    );
  });
  it('leaves texts without a preview parameter alone (also a question mark at the end)', () => {
    expect(withoutPreviewParam('Fragen?')).toBe('Fragen?');
    expect(withoutPreviewParam('/x?ADMCMD_previous=1')).toBe('/x?ADMCMD_previous=1');
    expect(withoutPreviewParam('/x#ADMCMD_prev=1')).toBe('/x#ADMCMD_prev=1');
  });
});
