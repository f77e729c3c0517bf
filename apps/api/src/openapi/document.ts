/**
 * The OpenAPI 3.1 document of the API, GET /v4/openapi.json. @fastify/swagger derives it from the route definitions
 * (their JSON schemas, src/routes/schemas.ts); this module adds what the routes cannot say in a Fastify schema:
 *   - the documented path and parameters of wildcard routes (route config `openapi`, see documentedPath());
 *   - the required `x-meridian-api` header on every route guarded by requireApiHeader (a Fastify `headers` schema
 *     would answer 400 where the spec wants 403);
 *   - what the router answers before any route for URLs that fit one: 400 for a malformed escape in a path
 *     parameter or wildcard, 414 for a path parameter longer than MAX_PARAM_LENGTH (wildcards are not capped).
 * Every operation states its security (`[]` = public, or the bearer token of the import). Kept honest by
 * redocly-lint.test.ts (Redocly's recommended rules) and contract.test.ts (real answers validated against it).
 */
import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { API_HEADER, requireApiHeader } from '../routes/common.ts';
import { errorResponses, type DocumentedPath, type JsonSchema } from '../routes/schemas.ts';

export const OPENAPI_PATH = '/v4/openapi.json';

/** The router's cap on one path parameter (app.ts routerOptions); longer ones are answered 414. */
export const MAX_PARAM_LENGTH = 200;

const TAGS = [
  { name: 'offers', description: 'Search, details and sitemap lists of the offers (SPEC §7.3)' },
  { name: 'facets', description: 'The facet lists of the search (SPEC §7.3.4, §3.9)' },
  { name: 'branches', description: 'Branches and map data (SPEC §7.3.3, §3.12)' },
  { name: 'documents', description: 'PDF, QR code and tracking pixel of an offer (SPEC §7.7)' },
  { name: 'geocoding', description: 'Place search in the maps service shape (SPEC §7.4)' },
  { name: 'assets', description: 'Images and scripts the sites and partner pages load' },
  { name: 'admin', description: 'The feed import of the applicant-tracking system' },
  { name: 'service', description: 'Health, this document and its reference page' },
];

const apiHeaderSchema = {
  type: 'object',
  properties: {
    [API_HEADER]: { type: 'string', description: 'any value, even empty; without the header the answer is 403' },
  },
  required: [API_HEADER],
} as const;

function guardedByApiHeader(route: RouteOptions): boolean {
  return [route.preHandler].flat().includes(requireApiHeader as never);
}

export function swaggerOptions(publicApiUrl: string): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Meridian recruiting API',
        version: '4.0.0',
        description:
          'Offers, facets, branches, documents and geocoding (SPEC §7.3–§7.7). Every error is JSON `{status, title, message}` ' +
          'with the English catalogue text of SPEC §8.1; a 400 adds `parameter` and `detail`. Reference page: /v4/docs.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: publicApiUrl }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'IMPORT_TOKEN of the installation' },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      const documented = (route.config as Partial<DocumentedPath> | undefined)?.openapi;
      let result = (schema ?? {}) as JsonSchema;
      if (documented) result = { ...result, params: documented.params };
      if (guardedByApiHeader(route)) result = { ...result, headers: apiHeaderSchema };
      const hasParams = /\/:/.test(url);
      if (hasParams || url.endsWith('*')) {
        const response = { ...(result.response as Record<string, unknown> | undefined) };
        const malformed = 'The path has a malformed escape (`parameter` is `url`).';
        const own = response[400] as JsonSchema | undefined;
        response[400] = own
          ? { ...own, description: `${own.description} Or: ${malformed[0]!.toLowerCase()}${malformed.slice(1)}` }
          : errorResponses({ 400: malformed })[400];
        if (hasParams)
          response[414] ??= errorResponses({
            414: `A path parameter is longer than ${MAX_PARAM_LENGTH} characters.`,
          })[414];
        result = { ...result, response };
      }
      return { schema: result as never, url: documented?.url ?? url };
    },
  };
}

/** GET /v4/openapi.json (register after the routes it describes; the document is built on first request). */
export async function openapiRoutes(app: FastifyInstance) {
  app.get(
    OPENAPI_PATH,
    {
      schema: {
        operationId: 'getOpenApiDocument',
        summary: 'This OpenAPI 3.1 document',
        tags: ['service'],
        security: [],
        response: {
          200: {
            description: 'The document (OpenAPI 3.1).',
            type: 'object',
            properties: {
              openapi: { type: 'string', const: '3.1.0' },
              info: { type: 'object' },
              paths: { type: 'object' },
            },
            required: ['openapi', 'info', 'paths'],
            additionalProperties: true,
          },
        },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return app.swagger();
    },
  );
}
