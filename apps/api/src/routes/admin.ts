/** PUT /v4/admin/offers: the applicant-tracking system's feed (README "Feed format"), Bearer IMPORT_TOKEN. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorizedByToken } from './admin-token.ts';
import { HttpError } from '../errors.ts';
import { importFeed, parseFeedEnvelope } from '../offers/import.ts';
import type { RecruitingService } from '../offers/recruiting-service.ts';
import { SynonymSyntaxError } from '../offers/keyword/synonyms.ts';
import { errorResponses, importReportSchema, int, objectOf, str } from './schemas.ts';

export const FEED_BODY_LIMIT = 64 * 1024 * 1024;
/** A synonym list: 2,000 rules of 500 characters at most, with room for comments. */
export const SYNONYMS_BODY_LIMIT = 2 * 1024 * 1024;
const CONTENT_LANGS = ['de', 'en', 'fr', 'es'] as const;
const isContentLang = (lang: string): lang is (typeof CONTENT_LANGS)[number] =>
  (CONTENT_LANGS as readonly string[]).includes(lang);

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
        if (!authorizedByToken(request, opts.importToken)) throw new HttpError(401);
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

  // The editors' job-title synonyms (README "Synonyms"): one list per content language, checked before it is stored.
  const guard = {
    config: { rateLimit: { max: opts.rateLimit, timeWindow: 60_000 } },
    preHandler: async (request: FastifyRequest) => {
      if (!authorizedByToken(request, opts.importToken)) throw new HttpError(401);
    },
  };
  app.put(
    '/v4/admin/synonyms/:lang',
    {
      ...guard,
      bodyLimit: SYNONYMS_BODY_LIMIT,
      schema: {
        operationId: 'saveSynonyms',
        summary: "Store one language's synonym list",
        description:
          'One rule per line: `a, b, c` (each finds the others) or `a => b, c` (only a finds b and c); `#` comments. ' +
          'Replaces the list of that language; empty text removes it. Every instance searches with it within about a second.',
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: {
          type: 'object',
          properties: { lang: { type: 'string', maxLength: 5, description: 'de, en, fr or es' } },
          required: ['lang'],
        },
        body: {
          type: 'object',
          properties: { rules: { type: 'string', description: 'the list in the text format' } },
          required: ['rules'],
        },
        response: {
          200: {
            description: 'Stored; `rules` is the number of rules it holds.',
            ...objectOf<{ lang: string; rules: number }>({ lang: str(), rules: int('rules in the list') }),
          },
          ...errorResponses({
            400: 'An unknown language, or a rule that is not one (`detail` names its line).',
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
      const lang = (request.params as { lang: string }).lang;
      if (!isContentLang(lang)) throw new HttpError(400, 'lang', 'must be de, en, fr or es');
      const rules = (request.body as { rules: string }).rules;
      let count: number;
      try {
        count = await opts.service.saveSynonymList(lang, rules);
      } catch (error) {
        if (error instanceof SynonymSyntaxError) throw new HttpError(400, 'rules', error.message);
        throw error;
      }
      reply.header('Cache-Control', 'no-store');
      request.log.info({ lang, rules: count }, 'synonym list stored');
      return { lang, rules: count };
    },
  );
  app.get(
    '/v4/admin/synonyms',
    {
      ...guard,
      schema: {
        operationId: 'listSynonyms',
        summary: "The editors' synonym lists",
        description: 'By language; a language without a list is left out.',
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: {
          200: {
            description: 'The lists in the text format.',
            type: 'object',
            properties: Object.fromEntries(CONTENT_LANGS.map((lang) => [lang, str()])),
          },
          ...errorResponses({ 401: '', 429: '', 503: '' }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return opts.service.synonymLists();
    },
  );
}
