/** GET /v4/recruiting/search and /v4/recruiting/details/{jobId} (SPEC §7.3.1, §7.3.2). */
import type { FastifyInstance } from 'fastify';
import { badParameter } from '../errors.ts';
import type { RecruitingService } from '../offers/recruiting-service.ts';
import { parseBoolean, parseLang, parseSearchQuery, single } from '../offers/search-params.ts';
import { cacheFor, requireApiHeader, stringQuery } from './common.ts';
import {
  emptyObjectSchema,
  errorResponses,
  offerDetailSchema,
  searchResponseSchema,
  titleSuggestionsSchema,
} from './schemas.ts';

const searchQuerySchema = stringQuery({
  query:
    'keyword (≤ 100 characters): ranked by relevance; forms, compounds, typos and synonyms match (apps/api README, "Ranking and matching")',
  lat: 'latitude of the search point (-90..90)',
  lon: 'longitude of the search point (-180..180)',
  radius: "'-' or km up to 200 (with lat/lon)",
  branch: 'branch id or comma list; 113 = headquarter; 0 = none',
  inhouse: 'true: inhouse-recruiting offers only',
  type: '3 = jobs, 4 = projects',
  tag: 'exact tag (case-insensitive)',
  target: 'comma list of target group ids',
  faculty: 'comma list of faculty codes (areaId*1000 + facultyId)',
  staffresponsibility: 'comma list of staff responsibility ids',
  jobtype: 'comma list of job type ids',
  workplacetype: 'comma list of workplace type ids',
  count: 'company key (velora, kestrel, brightwork, halden): return facet counts',
  company: "company key or id: only this company's offers",
  limit: 'page size, 0..100 (default 10)',
  offset: 'start, 0..100000',
  total: 'false: do not count `total`',
  prioLanguage: 'language code ranked first (en/pl 2, fr 3, es 5)',
  prioTargetmarket: 'target market code ranked first (at 12, es 23, fr 26, pl 28)',
  hyphen: 'override: add sjobbez_hyphen with soft hyphens',
  showRanges: "true: add the offer's faculties as `ranges`",
  lang: 'de, en, fr or es',
});

export async function searchRoutes(app: FastifyInstance, opts: { service: RecruitingService }) {
  const { service } = opts;
  app.get(
    '/v4/recruiting/search',
    {
      preHandler: requireApiHeader,
      schema: {
        operationId: 'searchOffers',
        summary: 'Offer search with facet counts',
        description:
          'SPEC §7.3.1, §3.8. Served from the in-memory index: it keeps answering while the database is away.',
        tags: ['offers'],
        security: [],
        querystring: searchQuerySchema,
        response: {
          200: { description: 'A page of matches, with facet counts when `count` is given.', ...searchResponseSchema },
          ...errorResponses({ 400: '', 403: '' }),
        },
      },
    },
    async (request, reply) => {
      const { query, presentation } = parseSearchQuery(request.query as Record<string, unknown>, service.synonyms);
      cacheFor(reply, 10);
      return service.search(query, presentation);
    },
  );

  app.get(
    '/v4/recruiting/suggestions',
    {
      preHandler: requireApiHeader,
      schema: {
        operationId: 'suggestTitles',
        summary: 'Job titles for what someone is typing into the keyword field',
        description:
          '(extension) The search parameters, `query` being the typed text: up to 5 titles in `lang` of offers whose title has every typed word (from 3 letters), most offers first, each with the number of offers a search for that title with the same parameters finds. Fewer than 3 letters: no suggestions.',
        tags: ['offers'],
        security: [],
        querystring: searchQuerySchema,
        response: {
          200: { description: 'The suggestions, possibly none.', ...titleSuggestionsSchema },
          ...errorResponses({ 400: '', 403: '' }),
        },
      },
    },
    async (request, reply) => {
      const { query, presentation } = parseSearchQuery(request.query as Record<string, unknown>, service.synonyms);
      cacheFor(reply, 10);
      return { suggestions: service.suggestTitles(query, presentation.lang) };
    },
  );

  app.get(
    '/v4/recruiting/details/:jobId',
    {
      preHandler: requireApiHeader,
      schema: {
        operationId: 'getOfferDetail',
        summary: 'Offer detail; {} when unknown or withdrawn',
        description: 'SPEC §7.3.2, §3.7. Plus (extension) `publishedAt`, `countryCode` and `companyId`.',
        tags: ['offers'],
        security: [],
        params: {
          type: 'object',
          properties: {
            jobId: {
              type: 'string',
              maxLength: 20,
              description: 'job id: a whole number of up to 10 digits (else 400)',
            },
          },
          required: ['jobId'],
        },
        querystring: stringQuery(
          {
            prepare: 'active',
            hyphen: 'active: sjobbez_hyphen with soft hyphens',
            qrCodeUrl: 'http(s) URL to encode as QR code',
            lang: 'de, en, fr or es',
          },
          2000,
        ),
        response: {
          200: {
            description: 'The offer, or `{}` when it is unknown or withdrawn.',
            oneOf: [offerDetailSchema, emptyObjectSchema],
          },
          ...errorResponses({ 400: '', 403: '', 503: '' }),
        },
      },
    },
    async (request, reply) => {
      const raw = request.query as Record<string, unknown>;
      const jobIdText = (request.params as { jobId: string }).jobId;
      if (!/^\d{1,10}$/.test(jobIdText)) throw badParameter('jobId', 'must be a whole number');
      const prepare = single(raw, 'prepare');
      if (prepare !== undefined && prepare !== '' && prepare !== 'active')
        throw badParameter('prepare', "must be 'active'");
      const hyphen = parseBoolean(raw, 'hyphen', ['active', 'override', 'true', '1']);
      const qrCodeUrl = single(raw, 'qrCodeUrl');
      if (qrCodeUrl !== undefined && (qrCodeUrl.length > 2000 || !/^https?:\/\/[^\s]+$/i.test(qrCodeUrl))) {
        throw badParameter('qrCodeUrl', 'must be an http(s) URL of at most 2000 characters');
      }
      const detail = await service.getOfferDetail(Number(jobIdText), parseLang(raw), {
        hyphen,
        qrCodeUrl: qrCodeUrl || undefined,
      });
      cacheFor(reply, 10);
      return detail ?? {};
    },
  );
}
