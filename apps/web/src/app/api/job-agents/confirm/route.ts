import type { NextRequest } from 'next/server';
import { getPayload } from '@/cms/payload';
import { payloadSecret } from '@/cms/secret';
import { managePageUrl, manageToken } from '@/job-agents/links';
import { agentByToken, confirmAgent } from '@/job-agents/store';
import { withDatabaseFaults } from '@/outage/route-faults';
import { problemResponse, readRequestBody } from '@/outage/unavailable-body';
import { sameOrigin } from '@/security/same-origin';
import { resolveSite } from '@/sites/data';

/**
 * POST /api/job-agents/confirm (form: token): the confirmation page's button. Only this POST confirms: opening the
 * mailed link shows the page and changes nothing, so mail scanners that open links cannot confirm. 303 to the
 * agent's management page (in the language of `page`, when the site has it); 404 for a link that is not (or no longer) valid.
 */
export const POST = withDatabaseFaults(async (request: NextRequest) => {
  if (!sameOrigin(request)) return problemResponse(403, 'crossSite');
  const text = await readRequestBody(request, 2_048);
  if (text === null) return problemResponse(413, 'tooLarge');
  const payload = await getPayload();
  const secret = payloadSecret();
  const form = new URLSearchParams(text);
  const agent = await agentByToken(payload, secret, 'confirm', form.get('token'));
  if (!agent) return problemResponse(404, 'invalidLink');
  const confirmed = await confirmAgent(payload, agent);
  // On to the management page in the language the confirmation page was read in (`page`: {market}/{lang}).
  const [market, lang] = (form.get('page') ?? '').split('/');
  const site = await resolveSite(request.headers.get('host'));
  const shown = site?.locales.find((l) => l.market === market && l.lang === lang) ?? agent;
  const location = managePageUrl(agent.origin, shown.market, shown.lang, manageToken(secret, confirmed), 'confirmed');
  return new Response(null, {
    status: 303,
    headers: { location: new URL(location).pathname + new URL(location).search, 'cache-control': 'no-store' },
  });
});
