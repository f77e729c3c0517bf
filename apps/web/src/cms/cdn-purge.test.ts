import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PurgeQueue, cacheTagHeaders, cdnPurge, purgeTargetFrom, type PurgeTarget } from './cdn-purge';
import { cacheTags, expireTags } from './cache-tags';

/** A CDN's purge endpoint: a real HTTP server that records what it is sent and answers the queued statuses. */
const received: { authorization?: string; body: { tags: string[]; paths: string[] } }[] = [];
const statuses: number[] = [];
let server: http.Server;
let target: PurgeTarget;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
      response.statusCode = statuses.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  target = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`, token: 'cdn-secret' };
});
afterAll(() => server.close());
beforeEach(() => {
  received.length = 0;
  statuses.length = 0;
});

const quick = { batchMs: 20, retryDelaysMs: [10, 10] };
const settle = async (queue: PurgeQueue) => {
  await new Promise((resolve) => setTimeout(resolve, 60));
  await Promise.all(queue.sending);
};

describe('the CDN purge endpoint from the environment', () => {
  it('is off without CDN_PURGE_URL, and an invalid one is an error naming it', () => {
    expect(purgeTargetFrom({})).toBeNull();
    expect(purgeTargetFrom({ CDN_PURGE_URL: '  ' })).toBeNull();
    expect(() => purgeTargetFrom({ CDN_PURGE_URL: 'cdn.example/purge' })).toThrow(/CDN_PURGE_URL is not a URL/);
    expect(() => purgeTargetFrom({ CDN_PURGE_URL: 'ftp://cdn.example/purge' })).toThrow(/http\(s\) URL, not ftp:/);
    expect(purgeTargetFrom({ CDN_PURGE_URL: 'https://cdn.example/purge', CDN_PURGE_TOKEN: ' t ' })).toEqual({
      url: 'https://cdn.example/purge',
      token: 't',
    });
  });
});

describe('the purge queue', () => {
  it('sends nothing at all without a CDN', async () => {
    const queue = new PurgeQueue(null, quick);
    expect(queue.add({ tags: ['page:1'] })).toBe(false);
    await settle(queue);
    expect(received).toEqual([]);
  });

  it('sends the changes of one moment as one request, each tag and path once, with the token', async () => {
    const queue = new PurgeQueue(target, quick);
    expect(queue.add({ tags: ['page:1', 'site:1:pages'] })).toBe(true);
    queue.add({ tags: ['site:1:pages'], paths: ['/cms-api/media/file/a.webp'] });
    await settle(queue);
    expect(received).toEqual([
      {
        authorization: 'Bearer cdn-secret',
        body: { tags: ['page:1', 'site:1:pages'], paths: ['/cms-api/media/file/a.webp'] },
      },
    ]);
  });

  it('asks again while the CDN is unavailable, and not after a refusal', async () => {
    const queue = new PurgeQueue(target, quick);
    statuses.push(503, 429);
    queue.add({ tags: ['page:2'] });
    await settle(queue);
    expect(received.map((request) => request.body.tags)).toEqual([['page:2'], ['page:2'], ['page:2']]);
    received.length = 0;
    statuses.push(401);
    queue.add({ tags: ['page:3'] });
    await settle(queue);
    expect(received).toHaveLength(1);
  });

  it('gives up after its retries when the CDN stays away', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const queue = new PurgeQueue({ url: `http://127.0.0.1:${port}/purge`, token: null }, quick);
    queue.add({ tags: ['page:4'] });
    await settle(queue);
    expect(queue.sending.size).toBe(0);
  });
});

describe('the hook on the CMS cache tags', () => {
  it('passes the tags the CMS expires on to the configured CDN', async () => {
    process.env.CDN_PURGE_URL = target.url;
    process.env.CDN_PURGE_TOKEN = 'from-env';
    try {
      expireTags(cacheTags.page(7), cacheTags.sitePages(2));
      await cdnPurge().flush();
      expect(received).toEqual([
        { authorization: 'Bearer from-env', body: { tags: ['page:7', 'site:2:pages'], paths: [] } },
      ]);
    } finally {
      delete process.env.CDN_PURGE_URL;
      delete process.env.CDN_PURGE_TOKEN;
    }
  });

  it('labels what a CDN may keep with the same tags', () => {
    expect(cacheTagHeaders(['page:7', 'site:2:pages'])).toEqual({
      'cache-tag': 'page:7,site:2:pages',
      'surrogate-key': 'page:7 site:2:pages',
    });
    expect(cacheTagHeaders([])).toEqual({});
  });
});
