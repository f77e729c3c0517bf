/** PUT /v4/admin/offers: the applicant-tracking system's feed (README "Feed format"), Bearer IMPORT_TOKEN. */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import { importFeed, parseFeedEnvelope } from '../offers/import.ts';
import type { RecruitingService } from '../offers/recruiting-service.ts';
import { errorSchema } from './common.ts';

export const FEED_BODY_LIMIT = 64 * 1024 * 1024;

function authorized(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function adminRoutes(app: FastifyInstance, opts: { service: RecruitingService; importToken?: string; rateLimit: number }) {
  app.put(
    '/v4/admin/offers',
    {
      bodyLimit: FEED_BODY_LIMIT,
      // Per client address and minute, checked before the token: also bounds guessing it.
      config: { rateLimit: { max: opts.rateLimit, timeWindow: 60_000 } },
      // Authenticate before the (possibly large) body is read, but after the rate limit (an onRequest hook),
      // so that failed attempts count against it.
      preParsing: async (request, _reply, payload) => {
        if (!authorized(request, opts.importToken)) throw new HttpError(401);
        return payload;
      },
      schema: {
        summary: 'Import an offer feed: upsert by jobId; mode "full" withdraws offers missing from the feed. Bearer IMPORT_TOKEN.',
        security: [{ bearer: [] }],
        body: { type: 'object', properties: { mode: { type: 'string', enum: ['full', 'partial'] }, companyId: { type: 'integer' }, offers: { type: 'array' } }, required: ['offers'] },
        response: {
          200: {
            type: 'object',
            properties: {
              mode: { type: 'string' },
              received: { type: 'integer' },
              created: { type: 'integer' },
              updated: { type: 'integer' },
              unchanged: { type: 'integer' },
              withdrawn: { type: 'integer' },
              rejected: { type: 'array', items: { type: 'object', properties: { index: { type: 'integer' }, jobId: { type: 'integer' }, reason: { type: 'string' } } } },
            },
          },
          400: errorSchema,
          401: errorSchema,
          413: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        parseFeedEnvelope(request.body);
      } catch (error) {
        throw new HttpError(400, 'body', (error as Error).message);
      }
      const report = await importFeed(opts.service.store, request.body);
      // This instance sees the change at once; the others on their next revision poll.
      await opts.service.refresh();
      reply.header('Cache-Control', 'no-store');
      request.log.info({ ...report, rejected: report.rejected.length }, 'offer feed imported');
      return report;
    },
  );
}
