/**
 * GET /v4/recruiting/offer-urls (extension): the active offers of one company with their URL parts and last
 * change, for the sites' sitemaps. Paged by job id; a sitemap holds at most 50,000 URLs, so that is the page limit.
 */
import type { FastifyInstance } from 'fastify';
import type { OfferUrlsResponse } from '@meridian/contracts';
import { badParameter } from '../errors.ts';
import type { RecruitingService } from '../offers/recruiting-service.ts';
import { parseCompany, parseInteger } from '../offers/search-params.ts';
import { cacheFor, requireApiHeader, stringQuery } from './common.ts';
import { errorResponses, offerUrlsSchema } from './schemas.ts';

export const MAX_OFFER_URLS = 50_000;

export async function offerUrlRoutes(app: FastifyInstance, opts: { service: RecruitingService }) {
  app.get(
    '/v4/recruiting/offer-urls',
    {
      preHandler: requireApiHeader,
      schema: {
        operationId: 'listOfferUrls',
        summary: 'Active offers of a company for sitemaps',
        description:
          '(extension) Job id, urlpart, type and last change of each active offer, by job id; at most 50,000 a page.',
        tags: ['offers'],
        security: [],
        querystring: stringQuery({
          company: 'company key or id (required)',
          offset: '0..999999999',
          limit: `1..${MAX_OFFER_URLS} (default ${MAX_OFFER_URLS})`,
        }),
        response: {
          200: { description: 'A page of the active offers of the company.', ...offerUrlsSchema },
          ...errorResponses({ 400: '', 403: '', 503: '' }),
        },
      },
    },
    async (request, reply): Promise<OfferUrlsResponse> => {
      const raw = request.query as Record<string, unknown>;
      const companyId = parseCompany(raw, 'company');
      if (companyId === undefined) throw badParameter('company', 'is required');
      const offset = parseInteger(raw, 'offset', 0, 999_999_999) ?? 0;
      const limit = parseInteger(raw, 'limit', 1, MAX_OFFER_URLS) ?? MAX_OFFER_URLS;
      const { total, rows } = await opts.service.listOfferUrls(companyId, offset, limit);
      cacheFor(reply, 60);
      return {
        total,
        offers: rows.map((row) => ({
          njobid: Number(row.job_id),
          urlpart: row.urlpart,
          typeId: Number(row.type_id) as 3 | 4,
          lastmod: row.updated_at,
        })),
      };
    },
  );
}
