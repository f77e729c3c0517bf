import { describe, expect, it } from 'vitest';
import type { RedirectRule } from '@/collections/Redirects/validation';
import { purgePageCache } from '@/page-cache/store';
import { serveAsSelf } from '@/test/self-server';
import { REDIRECT_MAX_AGE_MS, findRedirect, knownRedirect } from './redirect-rules';

/** The web server's /api/redirects as the proxy reads it: rules the test changes, and a count of reads. */
const reads: string[] = [];
let rules: RedirectRule[] = [{ from: '/de/de/alt', to: '/de/de/neu', status: 301 }];
serveAsSelf((req, res) => {
  const url = new URL(req.url!, 'http://x');
  reads.push(`${url.pathname} ${url.searchParams.get('host')}`);
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ rules }));
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('redirect rules are answered in-process until content changes', () => {
  it('one read per host; a CMS change makes the next request read again; old rules renew behind', async () => {
    const host = 'brand-a.localhost';
    expect(knownRedirect(host, '/de/de/alt')).toBeUndefined();
    expect((await findRedirect(host, '/de/de/alt'))?.to).toBe('/de/de/neu');
    expect(await findRedirect(host, '/de/de/andere')).toBeNull();
    expect(knownRedirect(host, '/de/de/alt')?.status).toBe(301);
    expect(reads).toEqual(['/api/redirects brand-a.localhost']);

    // An editor adds a rule: its hook purges the page cache, and the very next request sees it.
    rules = [...rules, { from: '/de/de/messe', to: '/de/de/karriere', status: 302 }];
    expect((await findRedirect(host, '/de/de/messe'))?.to).toBeUndefined();
    purgePageCache();
    expect(knownRedirect(host, '/de/de/messe')).toBeUndefined();
    expect((await findRedirect(host, '/de/de/messe'))?.status).toBe(302);
    expect(reads).toHaveLength(2);

    // Past the maximum age (a change made elsewhere): the kept rules answer while one read renews them.
    rules = [];
    const later = Date.now() + REDIRECT_MAX_AGE_MS;
    expect(knownRedirect(host, '/de/de/messe', later)?.status).toBe(302);
    expect(knownRedirect(host, '/de/de/messe', later)?.status).toBe(302);
    await settle();
    expect(reads).toHaveLength(3);
    expect(knownRedirect(host, '/de/de/messe')).toBeNull();
  });

  it('a crowd on a host read for the first time waits for one read', async () => {
    reads.length = 0;
    const found = await Promise.all(Array.from({ length: 20 }, () => findRedirect('brand-c.localhost', '/x')));
    expect(found.every((rule) => rule === null)).toBe(true);
    expect(reads).toEqual(['/api/redirects brand-c.localhost']);
  });
});
