import { parseOfferId, parseSaveBody, SAVE_BODY_MAX_BYTES } from '@/accounts/saved-offer-requests';
import { saveOfferFromApi } from '@/accounts/saved-offer-actions';
import { PERSONAL_HEADERS, savedOfferProblem, savedOfferRequest } from '@/accounts/saved-offer-route';
import { readRequestBody } from '@/outage/unavailable-body';
import { removeSavedOffer } from '@/accounts/saved-offers';
import { withDatabaseFaults } from '@/outage/route-faults';

type Context = { params: Promise<{ offerId: string }> };

/**
 * PUT /api/account/saved-offers/{offerId} `{ url }` (JSON, the offer's URL as the job search shows it): saves the
 * offer for the signed-in candidate, described by the recruiting API (never by the request). 201 saved, 200
 * already saved; 400 a malformed id or URL, 404 an offer the API does not have, 409 the account is full, 503 the
 * API did not answer.
 */
export const PUT = withDatabaseFaults(async (request: Request, { params }: Context) => {
  const offerId = parseOfferId((await params).offerId);
  if (offerId === null) return savedOfferProblem(400, 'invalid', { field: 'offerId' });
  const context = await savedOfferRequest(request);
  if (context instanceof Response) return context;
  const text = await readRequestBody(request, SAVE_BODY_MAX_BYTES);
  if (text === null) return savedOfferProblem(413, 'tooLarge');
  const parsed = parseSaveBody(text, offerId, context.origin, context.site.locales);
  if (!parsed.ok) return savedOfferProblem(400, parsed.code, { field: parsed.field });
  const result = await saveOfferFromApi(context, offerId, parsed.place);
  switch (result.kind) {
    case 'gone':
      return savedOfferProblem(404, 'offerNotFound');
    case 'unavailable':
      return savedOfferProblem(503, 'recruitingUnavailable');
    case 'full':
      return savedOfferProblem(409, 'tooMany');
    default:
      return Response.json(
        { offer: result.offer },
        { status: result.kind === 'saved' ? 201 : 200, headers: PERSONAL_HEADERS },
      );
  }
});

/** DELETE /api/account/saved-offers/{offerId}: 204 removed; 404 when the signed-in candidate has not saved it. */
export const DELETE = withDatabaseFaults(async (request: Request, { params }: Context) => {
  const offerId = parseOfferId((await params).offerId);
  if (offerId === null) return savedOfferProblem(400, 'invalid', { field: 'offerId' });
  const context = await savedOfferRequest(request);
  if (context instanceof Response) return context;
  const removed = await removeSavedOffer(context.payload, context.candidate.id, offerId);
  return removed ? new Response(null, { status: 204, headers: PERSONAL_HEADERS }) : savedOfferProblem(404, 'notSaved');
});
