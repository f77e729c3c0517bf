/**
 * The proxy's copy of the redirect rules: read from the app in this process once it registered its answers, over
 * loopback (a real HTTP server on this process's PORT) before that, and read anew after a CMS change drops it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedirectRule } from '@/collections/Redirects/validation';
import { registerAppAnswers } from '@/server/in-process';
import { findRedirect, forgetRedirectRules } from './redirect-rules';

let server: http.Server;
const loopbackHosts: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const host = new URL(request.url ?? '/', 'http://x').searchParams.get('host') ?? '';
    loopbackHosts.push(host);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ rules: [{ from: '/alt', to: '/de/de/loopback', status: 301 }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PORT = String((server.address() as AddressInfo).port);
});

afterAll(() => {
  server.close();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('meridian.appAnswers')];
});

describe('redirect rules in the proxy', () => {
  it('are read over loopback while the app has not registered its answers', async () => {
    expect(await findRedirect('first.example', '/alt')).toMatchObject({ to: '/de/de/loopback' });
    expect(loopbackHosts).toEqual(['first.example']);
  });

  it('are asked from the app in this process once it registered, with no HTTP request', async () => {
    const asked: string[] = [];
    let rules: RedirectRule[] = [{ from: '/alt', to: '/de/de/in-process', status: 302 }];
    registerAppAnswers({
      redirectRules: async (hostname) => {
        asked.push(hostname);
        return rules;
      },
      databaseDown: async () => false,
      pathResolves: async () => true,
    });
    const before = loopbackHosts.length;
    expect(await findRedirect('second.example', '/alt')).toMatchObject({ to: '/de/de/in-process', status: 302 });
    expect(await findRedirect('second.example', '/other')).toBeNull();
    expect(asked).toEqual(['second.example']);

    // An editor changes the rules: kept until the CMS hook says so, read anew right after.
    rules = [{ from: '/alt', to: '/de/de/changed', status: 301 }];
    expect(await findRedirect('second.example', '/alt')).toMatchObject({ to: '/de/de/in-process' });
    forgetRedirectRules();
    expect(await findRedirect('second.example', '/alt')).toMatchObject({ to: '/de/de/changed' });
    expect(asked).toEqual(['second.example', 'second.example']);
    expect(loopbackHosts.length).toBe(before);
  });

  it('serve the page as if there were none when the app fails to answer', async () => {
    registerAppAnswers({
      redirectRules: async () => {
        throw new Error('database away');
      },
      databaseDown: async () => true,
      pathResolves: async () => true,
    });
    expect(await findRedirect('third.example', '/alt')).toBeNull();
  });
});
