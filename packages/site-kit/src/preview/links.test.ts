// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { keepPreviewOnLinks } from './links.ts';

const pageUrl = () => 'http://brand-a.localhost:3000/de/de/impressum?ADMCMD_prev=t.k';
const hrefs = () => Array.from(document.querySelectorAll('a')).map((a) => a.getAttribute('href'));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepPreviewOnLinks', () => {
  it('rewrites the links there and those added or changed later, until stopped', async () => {
    document.body.innerHTML =
      '<a href="/de/de">Home</a><a href="#main">Skip</a><a href="https://example.com/">Ext</a><a href="/de/de/kontakt#form">K</a>';
    const stop = keepPreviewOnLinks(document, 't.k', pageUrl);
    expect(hrefs()).toEqual([
      '/de/de?ADMCMD_prev=t.k',
      '#main',
      'https://example.com/',
      '/de/de/kontakt?ADMCMD_prev=t.k#form',
    ]);

    const layer = document.createElement('div');
    layer.innerHTML = '<p><a href="/de/de/karriere">Karriere</a></p>';
    document.body.appendChild(layer);
    const direct = document.createElement('a');
    direct.setAttribute('href', '/de/en');
    document.body.appendChild(direct);
    await tick();
    expect(layer.querySelector('a')!.getAttribute('href')).toBe('/de/de/karriere?ADMCMD_prev=t.k');
    expect(direct.getAttribute('href')).toBe('/de/en?ADMCMD_prev=t.k');

    direct.setAttribute('href', '/fr/fr');
    await tick();
    expect(direct.getAttribute('href')).toBe('/fr/fr?ADMCMD_prev=t.k');

    stop();
    direct.setAttribute('href', '/es/es');
    await tick();
    expect(direct.getAttribute('href')).toBe('/es/es');
  });
});
