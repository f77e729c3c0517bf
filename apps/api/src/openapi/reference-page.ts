/**
 * GET /v4/docs: the browsable reference of the OpenAPI document, rendered by Swagger UI (npm swagger-ui-dist).
 * Everything it loads comes from this origin — its script and style under /v4/docs/assets/, the document from
 * /v4/openapi.json — and the page's Content-Security-Policy allows exactly that (no inline script or style, no
 * other origin; images from here or data: URIs, which Swagger UI's icons are; requests of "Try it out" to the
 * documented server).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.ts';
import { errorResponses, etagHeader, mediaResponse, notModified } from '../routes/schemas.ts';
import { OPENAPI_PATH } from './document.ts';

export const REFERENCE_PATH = '/v4/docs';
const ASSETS = `${REFERENCE_PATH}/assets`;

/** Our own start script: no inline script, so the CSP needs no 'unsafe-inline'. */
const START_SCRIPT = `window.addEventListener('DOMContentLoaded', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_PATH)},
    dom_id: '#reference',
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    // No badge from the public validator service: nothing is fetched from another origin.
    validatorUrl: null,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Meridian recruiting API — reference</title>
<link rel="icon" type="image/png" href="${ASSETS}/favicon-32x32.png">
<link rel="stylesheet" href="${ASSETS}/swagger-ui.css">
<script src="${ASSETS}/swagger-ui-bundle.js" defer></script>
<script src="${ASSETS}/reference.js" defer></script>
</head>
<body>
<main id="reference"><noscript><p>The reference needs JavaScript. The document itself: <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</p></noscript></main>
</body>
</html>
`;

interface Asset {
  type: string;
  body: Buffer;
  etag: string;
  gzip?: Buffer;
}

function asset(type: string, body: Buffer, compress: boolean): Asset {
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { type, body, etag, gzip: compress ? zlib.gzipSync(body, { level: 9 }) : undefined };
}

export function loadReferenceAssets(): Map<string, Asset> {
  const dir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const read = (name: string) => fs.readFileSync(path.join(dir, name));
  return new Map([
    ['swagger-ui-bundle.js', asset('text/javascript; charset=utf-8', read('swagger-ui-bundle.js'), true)],
    ['swagger-ui.css', asset('text/css; charset=utf-8', read('swagger-ui.css'), true)],
    ['favicon-32x32.png', asset('image/png', read('favicon-32x32.png'), false)],
    ['reference.js', asset('text/javascript; charset=utf-8', Buffer.from(START_SCRIPT), false)],
  ]);
}

export function referencePolicy(publicApiUrl: string): string {
  const api = new URL(publicApiUrl).origin;
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${api}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export async function referencePageRoutes(app: FastifyInstance, opts: { publicApiUrl: string }) {
  const assets = loadReferenceAssets();
  const policy = referencePolicy(opts.publicApiUrl);

  app.get(
    REFERENCE_PATH,
    {
      schema: {
        operationId: 'getReferencePage',
        summary: 'This document as a browsable reference page (Swagger UI)',
        description:
          'Served with its script and style from this origin; Content-Security-Policy without inline code or other origins.',
        tags: ['service'],
        security: [],
        response: { 200: mediaResponse('text/html', 'The page.', { 'Content-Security-Policy': { type: 'string' } }) },
      },
    },
    async (_request, reply) => {
      reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', policy)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Referrer-Policy', 'no-referrer')
        .header('Cache-Control', 'public, max-age=300');
      return PAGE;
    },
  );

  app.get<{ Params: { file: string } }>(
    `${ASSETS}/:file`,
    {
      schema: {
        operationId: 'getReferenceAsset',
        summary: 'Script, style and icon of the reference page',
        description: 'Cached for a day; weak ETag, 304 on a matching If-None-Match; gzip on request.',
        tags: ['service'],
        security: [],
        params: {
          type: 'object',
          properties: { file: { type: 'string', description: `one of ${[...assets.keys()].join(', ')} (else 404)` } },
          required: ['file'],
        },
        response: {
          200: {
            description: 'The file.',
            headers: etagHeader,
            content: {
              'text/javascript': { schema: { type: 'string' } },
              'text/css': { schema: { type: 'string' } },
              'image/png': { schema: { type: 'string', format: 'binary' } },
            },
          },
          304: notModified,
          ...errorResponses({ 404: 'No such file.' }),
        },
      },
    },
    async (request, reply) => {
      const file = assets.get(request.params.file);
      if (!file) throw new HttpError(404);
      reply
        .header('Cache-Control', 'public, max-age=86400')
        .header('ETag', file.etag)
        .header('X-Content-Type-Options', 'nosniff');
      if (file.gzip) reply.header('Vary', 'Accept-Encoding');
      if (etagMatches(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
      reply.type(file.type);
      if (file.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('Content-Encoding', 'gzip').send(file.gzip);
      }
      return reply.send(file.body);
    },
  );
}
