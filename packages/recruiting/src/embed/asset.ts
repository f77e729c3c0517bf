/**
 * Serving the standalone embed script (`/meridian-recruiting.js`) from both services: the web server and the
 * recruiting API answer it the same way. Server-side only (node:fs); the bundle itself is built by
 * `embed/build.mjs` (run by `npm start` / `npm run build`).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { EMBED_API_PLACEHOLDER } from './asset-placeholder.ts';

/** The documented URL path of the script on either service. */
export const EMBED_SCRIPT_PATH = '/meridian-recruiting.js';

export { EMBED_API_PLACEHOLDER };

/** Where the build writes the bundle, from the repository root. */
export const embedScriptFile = (repoRoot: string): string =>
  path.join(repoRoot, 'packages', 'recruiting', 'embed', 'dist', 'meridian-recruiting.js');

export interface EmbedAsset {
  body: Buffer;
  /** Content hash (16 hex digits): the script's version, also its ETag and the `?v=` of a versioned URL. */
  version: string;
  etag: string;
  /** The body gzipped (made once per version), for a service that does not compress its answers itself. */
  gzip: () => Buffer;
}

/** The bundle with the default API filled in. The URL must be http(s) and is written as a JS string's content. */
export function embedAsset(source: string, publicApiUrl: string): EmbedAsset {
  let api = '';
  try {
    const url = new URL(publicApiUrl);
    if (url.protocol === 'http:' || url.protocol === 'https:') api = url.href.replace(/\/+$/, '');
  } catch {
    // no usable default: the embedding page must give `api`
  }
  const body = Buffer.from(source.split(EMBED_API_PLACEHOLDER).join(JSON.stringify(api).slice(1, -1)), 'utf8');
  const version = crypto.createHash('sha256').update(body).digest('hex').slice(0, 16);
  let gzipped: Buffer | null = null;
  return { body, version, etag: `"${version}"`, gzip: () => (gzipped ??= zlib.gzipSync(body, { level: 9 })) };
}

export interface EmbedResponse {
  status: 200 | 304 | 404;
  headers: Record<string, string>;
  body: Buffer | string | null;
}

/** Headers any page may load the script with: `<script src>` from any origin, `crossorigin`, COEP pages. */
const SHARED_HEADERS = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
  'x-content-type-options': 'nosniff',
  'timing-allow-origin': '*',
};

/** Five minutes on the plain URL (then revalidated by ETag); a year on `?v={version}` of the current version. */
export const EMBED_CACHE = { plain: 'public, max-age=300', versioned: 'public, max-age=31536000, immutable' };

/**
 * The answer to GET/HEAD of the script: 200 with the body, 304 when `If-None-Match` names the current version,
 * 404 (plain text, saying how to build it) when the bundle has not been built.
 */
export function embedResponse(
  asset: EmbedAsset | null,
  request: { ifNoneMatch?: string | null; version?: string | null; acceptEncoding?: string | null },
  { compress = false }: { compress?: boolean } = {},
): EmbedResponse {
  if (!asset) {
    return {
      status: 404,
      headers: { ...SHARED_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      body: 'The embed script has not been built: run `npm run build` (or `node packages/recruiting/embed/build.mjs`).\n',
    };
  }
  const headers: Record<string, string> = {
    ...SHARED_HEADERS,
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': request.version === asset.version ? EMBED_CACHE.versioned : EMBED_CACHE.plain,
    etag: asset.etag,
  };
  if (compress) headers.vary = 'Accept-Encoding';
  const tags = (request.ifNoneMatch ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (tags.includes(asset.etag) || tags.includes('*')) return { status: 304, headers, body: null };
  if (compress && /\bgzip\b/i.test(request.acceptEncoding ?? '')) {
    const body = asset.gzip();
    return {
      status: 200,
      headers: { ...headers, 'content-encoding': 'gzip', 'content-length': String(body.length) },
      body,
    };
  }
  return { status: 200, headers: { ...headers, 'content-length': String(asset.body.length) }, body: asset.body };
}

/**
 * Reads the built bundle, again only when the file changed (a rebuild while the service runs is picked up).
 * Returns null while there is no bundle.
 */
export function embedAssetReader(file: string, publicApiUrl: string): () => EmbedAsset | null {
  let cached: { key: string; asset: EmbedAsset } | null = null;
  return () => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      cached = null;
      return null;
    }
    const key = `${stat.mtimeMs}:${stat.size}`;
    if (cached?.key !== key) cached = { key, asset: embedAsset(fs.readFileSync(file, 'utf8'), publicApiUrl) };
    return cached.asset;
  };
}
