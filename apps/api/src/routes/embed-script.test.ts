import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { embedScriptRoutes } from './embed-script.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embed-route-'));
const file = path.join(dir, 'meridian-recruiting.js');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function app() {
  const instance = Fastify({ logger: false });
  await instance.register(embedScriptRoutes, { publicApiUrl: 'https://api.example', file });
  return instance;
}

describe('GET /meridian-recruiting.js', () => {
  it('is a 404 until the bundle is built, then the script with the API filled in, gzipped on request', async () => {
    const server = await app();
    expect((await server.inject({ url: '/meridian-recruiting.js' })).statusCode).toBe(404);
    fs.writeFileSync(file, 'var api="__MERIDIAN_RECRUITING_API__";'.repeat(40));
    const plain = await server.inject({ url: '/meridian-recruiting.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['access-control-allow-origin']).toBe('*');
    expect(plain.body.startsWith('var api="https://api.example";')).toBe(true);
    const zipped = await server.inject({ url: '/meridian-recruiting.js', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    const head = await server.inject({ method: 'HEAD', url: '/meridian-recruiting.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(plain.headers.etag);
    expect(
      (
        await server.inject({
          url: '/meridian-recruiting.js',
          headers: { 'if-none-match': String(plain.headers.etag) },
        })
      ).statusCode,
    ).toBe(304);
    await server.close();
  });
});
