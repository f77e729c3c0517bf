import { describe, expect, it } from 'vitest';
import { notFoundLinks } from '@/components/not-found/links';
import { PAGE_CACHE_TTL_MS } from '@/page-cache/rules';
import { purgePageCache } from '@/page-cache/store';
import { serveAsSelf } from '@/test/self-server';
import { isPageDocumentRequest, pathResolves } from './not-found-document';

const request = (method: string, headers: Record<string, string> = {}) => ({ method, headers: new Headers(headers) });

describe('which requests get the 404 page in their HTML', () => {
  it('a browser loading a page: GET and HEAD without RSC headers', () => {
    expect(isPageDocumentRequest(request('GET', { accept: 'text/html' }), '/de/de/nichts')).toBe(true);
    expect(isPageDocumentRequest(request('HEAD'), '/de/en/nothing')).toBe(true);
  });

  it('not client navigations, prefetches, other methods or the sitemap and robots routes', () => {
    expect(isPageDocumentRequest(request('GET', { rsc: '1' }), '/de/de/nichts')).toBe(false);
    expect(isPageDocumentRequest(request('GET', { 'next-router-prefetch': '1' }), '/de/de/nichts')).toBe(false);
    expect(isPageDocumentRequest(request('POST'), '/de/de/nichts')).toBe(false);
    for (const path of ['/sitemap.xml', '/robots.txt', '/sitemaps/de-de.xml'])
      expect(isPageDocumentRequest(request('GET'), path)).toBe(false);
  });
});

describe('404 page links', () => {
  it('home of the language; for an offer URL also the career page', () => {
    expect(notFoundLinks('/de/en/no-such-page', '/de/en')).toEqual({ home: '/de/en', career: null });
    expect(notFoundLinks('/de/de/karriere/123456/gone', '/de/de')).toEqual({
      home: '/de/de',
      career: '/de/de/karriere',
    });
    expect(notFoundLinks('/de/de/karriere/not-a-number/x', '/de/de').career).toBeNull();
  });
});

describe('pathResolves asks the server once per path and content version', () => {
  const asked: string[] = [];
  serveAsSelf((req, res) => {
    const url = new URL(req.url!, 'http://x');
    asked.push(`${url.pathname} ${url.searchParams.get('host')} ${url.searchParams.get('path')}`);
    const path = url.searchParams.get('path');
    res.statusCode = path === '/de/de/gone' ? 404 : path === '/de/de/broken' ? 503 : 200;
    res.end('{}');
  });

  it('keeps answers in-process until content changes; a "no" ages with the page cache; errors are not kept', async () => {
    const now = Date.now();
    asked.length = 0;
    expect(await pathResolves('brand-a.localhost:3000', '/de/de/ueber-uns', now)).toBe(true);
    expect(await pathResolves('brand-a.localhost:3000', '/de/de/ueber-uns', now + 29_000)).toBe(true);
    expect(asked).toEqual(['/api/page-status brand-a.localhost:3000 /de/de/ueber-uns']);
    expect(await pathResolves('brand-a.localhost:3000', '/de/de/ueber-uns', now + 31_000)).toBe(true);
    expect(asked).toHaveLength(2);

    expect(await pathResolves('brand-a.localhost:3000', '/de/de/gone', now)).toBe(false);
    expect(await pathResolves('brand-a.localhost:3000', '/de/de/gone', now + PAGE_CACHE_TTL_MS - 1)).toBe(false);
    expect(asked).toHaveLength(3);
    expect(await pathResolves('brand-a.localhost:3000', '/de/de/gone', now + PAGE_CACHE_TTL_MS)).toBe(false);
    expect(asked).toHaveLength(4);

    // A CMS change (its hooks purge the page cache): both answers are asked anew at once.
    purgePageCache();
    expect(await pathResolves('brand-a.localhost:3000', '/de/de/ueber-uns', now + 31_001)).toBe(true);
    expect(await pathResolves('brand-a.localhost:3000', '/de/de/gone', now + PAGE_CACHE_TTL_MS + 1)).toBe(false);
    expect(asked).toHaveLength(6);

    expect(await pathResolves('brand-a.localhost:3000', '/de/de/broken', now)).toBe(true);
    expect(await pathResolves('brand-a.localhost:3000', '/de/de/broken', now + 1)).toBe(true);
    expect(asked).toHaveLength(8);
  });

  it('a crowd asking for one path waits for one answer', async () => {
    asked.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pathResolves('brand-c.localhost:3000', '/de/en/crowd', Date.now())),
    );
    expect(answers.every(Boolean)).toBe(true);
    expect(asked).toEqual(['/api/page-status brand-c.localhost:3000 /de/en/crowd']);
  });
});
