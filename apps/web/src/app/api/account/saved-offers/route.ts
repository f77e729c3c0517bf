import { MERGE_BODY_MAX_BYTES, parseMergeBody } from '@/accounts/saved-offer-requests';
import { mergeSavedOffersFromBrowser } from '@/accounts/saved-offer-actions';
import { PERSONAL_HEADERS, savedOfferProblem, savedOfferRequest } from '@/accounts/saved-offer-route';
import { readRequestBody } from '@/outage/unavailable-body';
import { listSavedOffers } from '@/accounts/saved-offers';
import { withDatabaseFaults } from '@/outage/route-faults';

/** GET /api/account/saved-offers: the signed-in candidate's saved offers, newest first (`{ offers }`). */
export const GET = withDatabaseFaults(async (request: Request) => {
  const context = await savedOfferRequest(request);
  if (context instanceof Response) return context;
  const offers = await listSavedOffers(context.payload, context.candidate.id);
  return Response.json({ offers }, { headers: PERSONAL_HEADERS });
});

/**
 * POST /api/account/saved-offers `{ offers: [...] }` (JSON): the browser's list merged into the account after
 * sign-in — no duplicates, each offer described by the recruiting API where it still has it. Answers the account's
 * list and how many were added; 503 when the recruiting API cannot be asked (the browser keeps its list and tries
 * again later).
 */
export const POST = withDatabaseFaults(async (request: Request) => {
  const context = await savedOfferRequest(request);
  if (context instanceof Response) return context;
  const text = await readRequestBody(request, MERGE_BODY_MAX_BYTES);
  if (text === null) return savedOfferProblem(413, 'tooLarge');
  const parsed = parseMergeBody(text, context.origin, context.site.locales);
  if (!parsed.ok) return savedOfferProblem(400, parsed.code, { field: parsed.field });
  const result = await mergeSavedOffersFromBrowser(context, parsed.entries);
  if (result.kind === 'unavailable') return savedOfferProblem(503, 'recruitingUnavailable');
  return Response.json(
    { offers: await listSavedOffers(context.payload, context.candidate.id), added: result.added },
    { headers: PERSONAL_HEADERS },
  );
});
