/**
 * POST /v4/admin/agent-matches: the sites' job agents ask, in one request, which offers are new for many saved
 * searches (Bearer IMPORT_TOKEN: the web app's scheduler, never a browser).
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.ts';
import {
  AgentMatchBatch,
  type AgentMatchResult,
  type AgentSearch,
  type RecruitingService,
} from '../offers/recruiting-service.ts';
import { parseSearchQuery } from '../offers/search-params.ts';
import { authorizedByToken } from './admin-token.ts';
import { errorResponses, searchMatchSchema } from './schemas.ts';

/** Searches per request; a scheduler with more agents sends several requests. */
export const MAX_AGENT_SEARCHES = 1_000;
/** Offers per search (a digest lists 10 and counts the rest; the scheduler asks for a few more than it lists). */
export const MAX_AGENT_MATCHES = 50;
const MAX_QUERY_LENGTH = 2_000;
/** Offers named as delivered per search (a run lists at most 10; an agent's overlap window holds a few runs). */
export const MAX_DELIVERED_PER_SEARCH = 1_000;
/** Searches evaluated between two turns of the event loop. */
const YIELD_EVERY = 50;
export const AGENT_MATCHES_BODY_LIMIT = 4 * 1024 * 1024;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

interface AgentMatchesBody {
  searches: { id: string; query: string; since: string; delivered?: number[] }[];
  limit?: number;
}

/** The query string in a fixed parameter order: the same search written twice is evaluated once. */
function canonicalQuery(params: URLSearchParams): string {
  return [...params].sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0)).join('&');
}

export async function agentMatchRoutes(
  app: FastifyInstance,
  opts: { service: RecruitingService; importToken?: string; rateLimit: number },
) {
  app.post(
    '/v4/admin/agent-matches',
    {
      bodyLimit: AGENT_MATCHES_BODY_LIMIT,
      config: { rateLimit: { max: opts.rateLimit, timeWindow: 60_000 } },
      preParsing: async (request, _reply, payload) => {
        if (!authorizedByToken(request, opts.importToken)) throw new HttpError(401);
        return payload;
      },
      schema: {
        operationId: 'matchAgents',
        summary: 'New offers for many saved searches (job agents)',
        description:
          '(extension) Each search is a query string of GET /v4/recruiting/search (`query`, `lat`/`lon`/`radius`, the ' +
          'filters, `company`, `lang`, …) and `since`, an ISO date-time: it answers the offers first published at or ' +
          'after `since` (an offer edited or imported again keeps its first publication), at most `limit`, in the ' +
          "search's order, with how many there are, less the offers it names as `delivered`. Each search names its offers by id (`njobid`, with `nentfernung` " +
          "when it has a point) and by `offer`, the place of the offer's list item in `offers`: each list item is " +
          'in the answer once, however many searches name it. A search whose filter names a value the reference ' +
          'data no longer has answers `error` instead. Identical searches with the same `since` and `delivered` are ' +
          'evaluated once. ' +
          `At most ${MAX_AGENT_SEARCHES} searches per request.`,
        tags: ['admin'],
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            searches: {
              type: 'array',
              maxItems: MAX_AGENT_SEARCHES,
              items: {
                type: 'object',
                additionalProperties: false,
                properties: {
                  id: { type: 'string', minLength: 1, maxLength: 100, description: "the caller's name for it" },
                  query: { type: 'string', maxLength: MAX_QUERY_LENGTH, description: 'search parameters' },
                  since: { type: 'string', maxLength: 30, description: 'ISO date-time, UTC (…Z)' },
                  delivered: {
                    type: 'array',
                    maxItems: MAX_DELIVERED_PER_SEARCH,
                    items: { type: 'integer', minimum: 1 },
                    description:
                      'offers (`njobid`) already delivered for this search: left out of its answer and its count',
                  },
                },
                required: ['id', 'query', 'since'],
              },
            },
            limit: {
              type: 'integer',
              minimum: 1,
              maximum: MAX_AGENT_MATCHES,
              description: 'offers per search (default 10)',
            },
          },
          required: ['searches'],
        },
        response: {
          200: {
            description: 'One result per search, in the order asked.',
            type: 'object',
            properties: {
              evaluated: { type: 'integer', description: 'distinct searches evaluated' },
              offers: {
                type: 'array',
                description: 'the list items of the offers the searches name, each once (`offer` is the place here)',
                items: searchMatchSchema,
              },
              results: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'string' },
                    total_found: { type: 'integer', description: 'new offers in all' },
                    matches: {
                      type: 'array',
                      items: {
                        type: 'object',
                        properties: {
                          njobid: { type: 'integer', description: "the offer's id" },
                          offer: { type: 'integer', minimum: 0, description: 'the place of its list item in `offers`' },
                          nentfernung: { type: 'number', description: 'distance in km from the searched point' },
                        },
                        required: ['njobid', 'offer'],
                      },
                    },
                    error: {
                      type: 'object',
                      description: 'the search is not valid (any more)',
                      properties: { parameter: { type: 'string' }, detail: { type: 'string' } },
                      required: ['parameter', 'detail'],
                    },
                  },
                  required: ['id'],
                },
              },
            },
            required: ['evaluated', 'offers', 'results'],
          },
          ...errorResponses({
            400: 'The body is not a batch (`parameter` names the field).',
            401: '',
            413: '',
            415: '',
            429: '',
          }),
        },
      },
    },
    async (request, reply) => {
      const body = request.body as AgentMatchesBody;
      const limit = body.limit ?? 10;
      const searches: AgentSearch[] = [];
      const invalid = new Map<number, { parameter: string; detail: string }>();
      body.searches.forEach((search, i) => {
        const parsed = new Date(search.since);
        // The round trip refuses dates the parser would roll over (February 30th is March 2nd to it).
        if (
          !ISO_DATE_TIME.test(search.since) ||
          Number.isNaN(parsed.getTime()) ||
          parsed.toISOString().slice(0, 19) !== search.since.slice(0, 19)
        )
          throw new HttpError(
            400,
            `searches[${i}].since`,
            'must be an ISO date-time in UTC, like 2026-11-25T08:00:00Z',
          );
        const params = new URLSearchParams(search.query);
        try {
          const raw: Record<string, string | string[]> = {};
          for (const [name, value] of params) {
            const had = raw[name];
            raw[name] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
          }
          const { query, presentation } = parseSearchQuery(raw, opts.service.synonyms);
          const since = parsed.toISOString();
          const delivered = [...new Set(search.delivered ?? [])].sort((a, b) => a - b);
          searches.push({
            id: search.id,
            key: `${since} ${canonicalQuery(params)} ${delivered.join(',')}`,
            query: delivered.length ? { ...query, excludeJobIds: delivered } : query,
            presentation,
            since,
          });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          invalid.set(i, { parameter: error.parameter ?? 'query', detail: error.detail ?? 'invalid' });
        }
      });
      // A slice at a time, with the event loop let go in between: a batch of a thousand searches takes this process
      // a while, and the sites' own searches are answered between the slices instead of after the batch.
      const answered: AgentMatchResult[] = [];
      const batch = new AgentMatchBatch();
      for (let start = 0; start < searches.length; start += YIELD_EVERY) {
        if (start > 0) await new Promise((resolve) => setImmediate(resolve));
        answered.push(...opts.service.agentMatches(searches.slice(start, start + YIELD_EVERY), limit, batch));
      }
      let next = 0;
      const results = body.searches.map((search, i) => {
        const error = invalid.get(i);
        return error ? { id: search.id, error } : answered[next++]!;
      });
      reply.header('Cache-Control', 'no-store');
      return { evaluated: batch.evaluated.size, offers: batch.offers, results };
    },
  );
}
