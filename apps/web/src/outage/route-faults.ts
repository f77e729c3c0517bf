import { requestLanguage, type ContentLanguage } from '@/sites/languages';
import { unavailableResponse } from './unavailable-body';
import { databaseUnavailable } from '@/cms/payload';

/** The language of a request to an API route: that of the page that sent it (see requestLanguage). */
export const languageOfRequest = (request: Request): ContentLanguage =>
  requestLanguage(request.headers.get('referer'), request.headers.get('accept-language'));

/**
 * A route handler that answers 503 — by default the JSON problem with the §8.1 catalogue texts and Retry-After —
 * instead of 500 when the database is unavailable, wherever that surfaces: the site lookup, a read,
 * the write itself. Any other error stays what it was.
 */
export function withDatabaseFaults<Req extends Request, Rest extends unknown[]>(
  handler: (request: Req, ...rest: Rest) => Promise<Response>,
  respond: (request: Req) => Response = (request) => unavailableResponse(languageOfRequest(request)),
): (request: Req, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => {
    try {
      return await handler(request, ...rest);
    } catch (error) {
      if (databaseUnavailable(error)) return respond(request);
      throw error;
    }
  };
}
