import config from '@payload-config';
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';
import { unavailableResponse } from '@/lib/body';
import { databaseHealth } from '@/lib/payload';
import { languageOfRequest } from '@/lib/route-faults';

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
 * Without the database (issue #10): 503 with Retry-After, at once while it is known to be down, and instead of
 * Payload's 500 when a request runs into the outage (Payload answers its errors itself: the probe decides).
 */
const withOutage =
  (handler: RestHandler): RestHandler =>
  async (request, context) => {
    if (databaseHealth.knownDown()) return unavailableResponse(languageOfRequest(request));
    const response = await handler(request, context);
    if (response.status >= 500 && (await databaseHealth.recheck()) === 'down') return unavailableResponse(languageOfRequest(request));
    return response;
  };

export const GET = withOutage(withDefaultLocale(REST_GET(config)));
export const POST = withOutage(REST_POST(config));
export const DELETE = withOutage(REST_DELETE(config));
export const PATCH = withOutage(REST_PATCH(config));
export const PUT = withOutage(REST_PUT(config));
export const OPTIONS = REST_OPTIONS(config);
