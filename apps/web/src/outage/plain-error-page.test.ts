import { describe, expect, it } from 'vitest';
import { messages } from '@meridian/i18n';
import { CONTENT_LANGUAGES } from '@/sites/languages';
import { plainErrorPage, unavailablePage } from './plain-error-page';

describe('unavailablePage', () => {
  it.each(CONTENT_LANGUAGES)('is a 503 page with the §8.1 catalogue texts in %s and Retry-After', async (lang) => {
    const response = unavailablePage(lang, { retry: '/de/de/karriere?x=1&y=2', home: '/de/de', retryAfterSeconds: 5 });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    const { status, message } = messages[lang].http.status['503'];
    const escaped = (text: string) => text.replace(/'/g, '&#39;');
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<h1>${escaped(status)}</h1>`);
    expect(html).toContain(`<p>${escaped(message)}</p>`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('href="/de/de/karriere?x=1&#38;y=2"');
    expect(html).toContain(`>${escaped(messages[lang].site.serverError.retry)}</a>`);
    expect(html).toContain('href="/de/de"');
  });

  it('links back to a form page when given one, and escapes every link', async () => {
    const html = await unavailablePage('de', { back: '/de/de/aktuelles"><script>', retryAfterSeconds: 5 }).text();
    expect(html).toContain('href="/de/de/aktuelles&#34;&#62;&#60;script&#62;"');
    expect(html).toContain('>Zurück zur Seite</a>');
    expect(html).not.toContain('<script>');
  });
});

describe('plainErrorPage', () => {
  it('keeps its 400 and 414 pages', async () => {
    const response = plainErrorPage(414, 'fr');
    expect(response.status).toBe(414);
    expect(await response.text()).toContain('<h1>Adresse trop longue</h1>');
  });
});
