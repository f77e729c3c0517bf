import config from '@payload-config';
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';
import { unavailableResponse } from '@/outage/unavailable-body';
import { fieldKinds, parseRestQuery, restQueryProblem } from '@/security/cms-rest-query';
import { databaseHealth } from '@/cms/payload';
import { languageOfRequest } from '@/outage/route-faults';

/**
 * Payload REST, at /cms-api. Reads without `?locale` get the default locale explicitly: Payload 3.90 only
 * defaults it while `localization.fallback` is on, and a null locale makes filters on localized fields fail
 * with a 500 (`where[title]…`).
 */
type RestHandler = ReturnType<typeof REST_GET>;
const withDefaultLocale =
  (handler: RestHandler): RestHandler =>
  (request, context) => {
    const url = new URL(request.url);
    if (url.searchParams.has('locale')) return handler(request, context);
    url.searchParams.set('locale', 'de');
    return handler(new Request(url, request) as typeof request, context);
  };

/**
 * Without the database: 503 with Retry-After, at once while it is known to be down, and instead of
 * Payload's 500 when a request runs into the outage (Payload answers its errors itself: the probe decides).
 */
const withOutage =
  (handler: RestHandler): RestHandler =>
  async (request, context) => {
    if (databaseHealth.knownDown()) return unavailableResponse(languageOfRequest(request));
    const response = await handler(request, context);
    if (response.status >= 500 && (await databaseHealth.recheck()) === 'down')
      return unavailableResponse(languageOfRequest(request));
    return response;
  };

/** Payload's REST error body. */
const badRequest = (message: string) =>
  Response.json({ errors: [{ message }] }, { status: 400, headers: { 'cache-control': 'no-store' } });

/**
 * Bad input is a 400 with a clear message, never Payload's 500: query values the database would
 * refuse (security/cms-rest-query.ts) and multipart bodies that do not parse.
 */
const withInputChecks =
  (handler: RestHandler): RestHandler =>
  async (request, context) => {
    const url = new URL(request.url);
    const [slug] = (await context.params).slug ?? [];
    const collection = (await config).collections.find((candidate) => candidate.slug === slug);
    const check = (query: Record<string, unknown>) =>
      collection ? restQueryProblem(query, fieldKinds(collection.flattenedFields)) : null;
    if (url.search) {
      const problem = check(parseRestQuery(url.search));
      if (problem) return badRequest(problem);
    }
    // A read sent as POST (the admin's relationship fields do): Payload takes its body as the query.
    if (
      request.method === 'POST' &&
      [request.headers.get('x-payload-http-method-override'), request.headers.get('x-http-method-override')].includes(
        'GET',
      )
    ) {
      const type = request.headers.get('content-type');
      let query: Record<string, unknown> | null = null;
      try {
        if (type === 'application/x-www-form-urlencoded') query = parseRestQuery(await request.clone().text());
        else if (type === 'application/json') query = (await request.clone().json()) as Record<string, unknown>;
      } catch {
        return badRequest('The request body is not valid JSON.');
      }
      if (query !== null && (typeof query !== 'object' || Array.isArray(query)))
        return badRequest('The request body must be a JSON object.');
      const problem = query ? check(query) : null;
      if (problem) return badRequest(problem);
    }
    if (request.method !== 'GET' && /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
      try {
        await request.clone().formData();
      } catch {
        return badRequest('The request body is not valid multipart/form-data.');
      }
    }
    return handler(request, context);
  };

export const GET = withOutage(withInputChecks(withDefaultLocale(REST_GET(config))));
export const POST = withOutage(withInputChecks(REST_POST(config)));
export const DELETE = withOutage(withInputChecks(REST_DELETE(config)));
export const PATCH = withOutage(withInputChecks(REST_PATCH(config)));
export const PUT = withOutage(withInputChecks(REST_PUT(config)));
export const OPTIONS = REST_OPTIONS(config);
