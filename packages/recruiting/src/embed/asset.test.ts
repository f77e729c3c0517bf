import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EMBED_API_PLACEHOLDER, EMBED_CACHE, embedAsset, embedAssetReader, embedResponse } from './asset.ts';

const source = `(()=>{const api="${EMBED_API_PLACEHOLDER}";console.log(api)})();`;

describe('the served embed script', () => {
  it("fills in the installation's API and versions the result by its content", () => {
    const a = embedAsset(source, 'http://localhost:3001/');
    expect(a.body.toString()).toBe('(()=>{const api="http://localhost:3001";console.log(api)})();');
    expect(a.version).toMatch(/^[0-9a-f]{16}$/);
    expect(a.etag).toBe(`"${a.version}"`);
    expect(embedAsset(source, 'https://api.example').version).not.toBe(a.version);
    // Nothing but an http(s) URL goes into the script: anything else leaves the default empty.
    expect(embedAsset(source, 'javascript:alert(1)').body.toString()).toContain('const api=""');
    expect(embedAsset(source, 'http://x/"+alert(1)+"').body.toString()).not.toContain('"+alert');
  });

  it('answers with the script type, cross-origin headers and a revalidated cache', () => {
    const asset = embedAsset(source, 'http://localhost:3001');
    const ok = embedResponse(asset, {});
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(ok.headers['access-control-allow-origin']).toBe('*');
    expect(ok.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(ok.headers['cache-control']).toBe(EMBED_CACHE.plain);
    expect(ok.headers.etag).toBe(asset.etag);
    expect(embedResponse(asset, { version: asset.version }).headers['cache-control']).toBe(EMBED_CACHE.versioned);
    expect(embedResponse(asset, { version: 'old' }).headers['cache-control']).toBe(EMBED_CACHE.plain);
    const notModified = embedResponse(asset, { ifNoneMatch: `W/"x", ${asset.etag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBeNull();
    expect(embedResponse(asset, { ifNoneMatch: '"other"' }).status).toBe(200);
  });

  it('sends it gzipped when the service does not compress and the browser accepts it', () => {
    const asset = embedAsset(source.repeat(50), 'http://localhost:3001');
    const zipped = embedResponse(asset, { acceptEncoding: 'gzip, deflate, br' }, { compress: true });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(zlib.gunzipSync(zipped.body as Buffer).equals(asset.body)).toBe(true);
    expect(
      embedResponse(asset, { acceptEncoding: 'identity' }, { compress: true }).headers['content-encoding'],
    ).toBeUndefined();
    expect(embedResponse(asset, { acceptEncoding: 'gzip' }).headers['content-encoding']).toBeUndefined();
  });

  it('says how to build it while there is no bundle, and picks up a rebuild', () => {
    expect(embedResponse(null, {}).status).toBe(404);
    expect(String(embedResponse(null, {}).body)).toContain('npm run build');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embed-asset-'));
    const file = path.join(dir, 'meridian-recruiting.js');
    const read = embedAssetReader(file, 'http://localhost:3001');
    expect(read()).toBeNull();
    fs.writeFileSync(file, source);
    const first = read();
    expect(first?.body.toString()).toContain('http://localhost:3001');
    fs.writeFileSync(file, `${source}//2`);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(read()?.version).not.toBe(first?.version);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
