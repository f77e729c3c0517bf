/** PUT /v4/admin/offers: the applicant-tracking system's feed (README "Feed format"), Bearer IMPORT_TOKEN. */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import { importFeed, parseFeedEnvelope } from '../offers/import.ts';
import type { RecruitingService } from '../offers/recruiting-service.ts';
import { errorResponses, importReportSchema } from './schemas.ts';

export const FEED_BODY_LIMIT = 64 * 1024 * 1024;

function authorized(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function adminRoutes(
  app: FastifyInstance,
  opts: { service: RecruitingService; importToken?: string; rateLimit: number },
) {
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
        operationId: 'importOffers',
        summary: 'Import an offer feed',
        description:
          'Upsert by jobId; mode "full" withdraws the offers missing from the feed. Feed format: apps/api/README.md. ' +
          `Body at most ${FEED_BODY_LIMIT / 1024 / 1024} MB; the rate limit (IMPORT_RATE_LIMIT per minute and client address) counts failed sign-ins too.`,
        tags: ['admin'],
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          properties: {
            mode: { type: 'string', enum: ['full', 'partial'], description: 'default partial' },
            companyId: {
              type: 'integer',
              description: '1..4: every record must belong to it, and a full feed withdraws only its offers',
            },
            offers: {
              type: 'array',
              description:
                'the offer records (README "Feed format"); invalid ones are reported in `rejected`, not refused',
            },
          },
          required: ['offers'],
        },
        response: {
          200: { description: 'What the import did.', ...importReportSchema },
          ...errorResponses({
            400: 'The body is not a feed (`parameter` names the field).',
            401: '',
            413: '',
            415: '',
            429: '',
            503: '',
          }),
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
