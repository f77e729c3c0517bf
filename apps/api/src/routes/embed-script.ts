import type { FastifyInstance } from 'fastify';
import { EMBED_SCRIPT_PATH, embedAssetReader, embedResponse, embedScriptFile } from '@meridian/recruiting/embed/asset';
import { REPO_ROOT } from '../config.ts';
import { HttpError } from '../errors.ts';

/**
 * GET /meridian-recruiting.js: the standalone embed (packages/recruiting), with this installation's API as the
 * default `api`, loadable from any origin (CORS `*`, CORP cross-origin), cached by version (ETag, `?v=`).
 */
export async function embedScriptRoutes(app: FastifyInstance, opts: { publicApiUrl: string; file?: string }) {
  const read = embedAssetReader(opts.file ?? embedScriptFile(REPO_ROOT), opts.publicApiUrl);
  app.get<{ Querystring: { v?: string } }>(
    EMBED_SCRIPT_PATH,
    { schema: { summary: 'The standalone recruiting module (JavaScript)', querystring: { type: 'object', properties: { v: { type: 'string', maxLength: 64 } } } } },
    async (request, reply) => {
      // The API has no compression of its own: the script goes out gzipped (once per version).
      const answer = embedResponse(
        read(),
        { ifNoneMatch: request.headers['if-none-match'], version: request.query.v, acceptEncoding: request.headers['accept-encoding'] },
        { compress: true },
      );
      // A missing bundle is the service's 404 (the JSON problem); the log says how to build it.
      if (answer.status === 404) {
        request.log.error(String(answer.body).trim());
        throw new HttpError(404);
      }
      reply.code(answer.status).headers(answer.headers);
      return answer.body ?? '';
    },
  );
}
