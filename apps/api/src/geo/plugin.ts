/**
 * Geocoding in the maps service's shape (SPEC §3.11, §7.4):
 *   GET /geocoding/v5/mapbox.places/{query}.json?autocomplete&types&proximity&limit&language&country&access_token
 * The gazetteer is built once, when the plugin is registered. `access_token` is accepted and ignored.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { DEFAULT_COUNTRIES, loadGazetteer } from './gazetteer.ts';
import { toFeatureCollection } from './feature.ts';
import { errorBody } from '../errors.ts';
import { GeoParamError, parseGeoRequest } from './params.ts';
import { searchGazetteer } from './search.ts';
import { documentedPath, errorResponses, geocodingSchema } from '../routes/schemas.ts';

export interface GeoPluginOptions {
  /** Countries of the gazetteer (ISO alpha-2); default DE, AT, CH. */
  countries?: readonly string[];
  /** Seconds for `Cache-Control: public, max-age`; default 600. */
  cacheMaxAgeSeconds?: number;
}

const PREFIX = '/geocoding/v5/mapbox.places/';

const geoPlugin: FastifyPluginAsync<GeoPluginOptions> = async (app, options) => {
  const gazetteer = loadGazetteer(options.countries ?? DEFAULT_COUNTRIES);
  const maxAge = options.cacheMaxAgeSeconds ?? 600;
  app.log.debug(
    { places: gazetteer.places.length, regions: gazetteer.regions.length, postcodes: gazetteer.postcodes.length },
    'geocoding gazetteer built',
  );

  // Validation errors of the documented schema (e.g. a repeated parameter) get the §8 body naming the parameter.
  app.setErrorHandler((error, request, reply) => {
    const validation = (error as { validation?: { instancePath?: string }[] }).validation;
    if (validation)
      return sendError(
        reply,
        400,
        new GeoParamError(validation[0]?.instancePath?.replace(/^\//, '') || 'query', 'invalid value'),
      );
    request.log.error({ err: error }, 'geocoding failed');
    return sendError(reply, 500);
  });

  // A wildcard, not ':query': Fastify's default maxParamLength (100) would turn long encoded queries into 404s.
  app.get(`${PREFIX}*`, { schema: GEOCODING_SCHEMA, config: GEOCODING_PATH }, async (request, reply) => {
    const path = (request.params as { '*'?: string })['*'] ?? '';
    if (!path.endsWith('.json')) return sendError(reply, 404);
    try {
      const { search, languages } = parseGeoRequest(
        path.slice(0, -'.json'.length),
        request.query as Record<string, string | string[] | undefined>,
      );
      const entries = searchGazetteer(gazetteer, search);
      reply.header('Cache-Control', `public, max-age=${maxAge}`);
      return toFeatureCollection(search.query, entries, gazetteer, languages);
    } catch (error) {
      if (error instanceof GeoParamError) return sendError(reply, 400, error);
      request.log.error({ err: error }, 'geocoding failed');
      return sendError(reply, 500);
    }
  });
};

/** For the OpenAPI document only: values are checked by params.ts, which names the parameter in a 400. */
const GEOCODING_SCHEMA = {
  operationId: 'geocode',
  summary: 'Forward geocoding in the maps service (Mapbox v5 places) shape',
  description: 'SPEC §3.11, §7.4. Features carry text_{lang} and place_name_{lang} for each requested language.',
  tags: ['geocoding'],
  security: [],
  params: { type: 'object', properties: { '*': { type: 'string' } } },
  querystring: {
    type: 'object',
    properties: {
      autocomplete: { type: 'string', description: "'true' (default, prefix matching) or 'false'" },
      types: {
        type: 'string',
        description: 'comma list of place, region, postcode (others of the maps service match nothing)',
      },
      proximity: { type: 'string', description: "'ip' or 'longitude,latitude': nearby places rank higher" },
      limit: { type: 'string', description: '1–10, default 5' },
      language: { type: 'string', description: 'comma list of de, en, fr, es, pl; default de' },
      country: { type: 'string', description: 'comma list of ISO 3166-1 alpha-2 codes, e.g. de,at,ch' },
      access_token: { type: 'string', description: 'accepted and ignored' },
    },
  },
  response: {
    200: { description: 'The matching places, regions and postcodes, best first.', ...geocodingSchema },
    ...errorResponses({ 400: '' }),
  },
} as const;
/** The path the document shows for the wildcard. */
const GEOCODING_PATH = documentedPath('/geocoding/v5/mapbox.places/:query.json', {
  query: { type: 'string', minLength: 1, description: 'URL-encoded city, postcode or "zip city" (1–100 characters)' },
});

/** The §8 error body of the API (errors.ts); a 400 names the parameter. */
function sendError(reply: FastifyReply, status: 400 | 404 | 500, error?: GeoParamError): FastifyReply {
  const body = errorBody(status, error ? { parameter: error.parameter, detail: error.detail } : {});
  return reply.code(status).header('Cache-Control', 'no-store').send(body);
}

export default geoPlugin;
