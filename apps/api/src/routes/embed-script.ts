import type { FastifyInstance } from 'fastify';
import { EMBED_SCRIPT_PATH, embedAssetReader, embedResponse, embedScriptFile } from '@meridian/recruiting/embed/asset';
import { REPO_ROOT } from '../config.ts';
import { errorBody } from '../errors.ts';
import { errorResponses, etagHeader, mediaResponse, notModified } from './schemas.ts';

/**
 * GET /meridian-recruiting.js: the standalone embed (packages/recruiting), with this installation's API as the
 * default `api`, loadable from any origin (CORS `*`, CORP cross-origin), cached by version (ETag, `?v=`).
 */
export async function embedScriptRoutes(app: FastifyInstance, opts: { publicApiUrl: string; file?: string }) {
  const read = embedAssetReader(opts.file ?? embedScriptFile(REPO_ROOT), opts.publicApiUrl);
  app.get<{ Querystring: { v?: string } }>(
    EMBED_SCRIPT_PATH,
    {
      schema: {
        operationId: 'getEmbedScript',
        summary: 'The standalone recruiting module (JavaScript)',
        description:
          'For partner pages (packages/recruiting README, "Anywhere else"), with this API as its default `api`; any origin may load it ' +
          '(CORS `*`, CORP cross-origin); gzip on request; cached 5 minutes, a year when `v` is the current version.',
        tags: ['assets'],
        security: [],
        querystring: {
          type: 'object',
          properties: {
            v: { type: 'string', maxLength: 64, description: 'the version (the ETag value): cache for a year' },
          },
        },
        response: {
          200: mediaResponse('text/javascript', 'The script.', etagHeader),
          304: notModified,
          ...errorResponses({
            400: '`v` is longer than 64 characters.',
            404: 'The bundle has not been built (the log says how).',
          }),
        },
      },
    },
    async (request, reply) => {
      // The API has no compression of its own: the script goes out gzipped (once per version).
      const answer = embedResponse(
        read(),
        {
          ifNoneMatch: request.headers['if-none-match'],
          version: request.query.v,
          acceptEncoding: request.headers['accept-encoding'],
        },
        { compress: true },
      );
      // A missing bundle is the service's 404 (the JSON problem); the log says how to build it.
      if (answer.status === 404) {
        request.log.error(String(answer.body).trim());
        return reply.code(404).header('Cache-Control', 'no-store').send(errorBody(404));
      }
      reply.code(answer.status).headers(answer.headers);
      return answer.body ?? '';
    },
  );
}
