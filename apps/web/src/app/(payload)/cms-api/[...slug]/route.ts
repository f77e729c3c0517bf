import config from '@payload-config';
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';

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

export const GET = withDefaultLocale(REST_GET(config));
export const POST = REST_POST(config);
export const DELETE = REST_DELETE(config);
export const PATCH = REST_PATCH(config);
export const PUT = REST_PUT(config);
export const OPTIONS = REST_OPTIONS(config);
