import type { NextRequest } from 'next/server';
import { getPayload } from '@/cms/payload';
import { payloadSecret } from '@/cms/secret';
import { managePageUrl, manageToken } from '@/job-agents/links';
import { agentByToken, confirmAgent } from '@/job-agents/store';
import { withDatabaseFaults } from '@/outage/route-faults';
import { problemResponse, readBodyCapped } from '@/outage/unavailable-body';
import { sameOrigin } from '@/security/same-origin';

/**
 * POST /api/job-agents/confirm (form: token): the confirmation page's button. Only this POST confirms: opening the
 * mailed link shows the page and changes nothing, so mail scanners that open links cannot confirm. 303 to the
 * agent's management page; 404 for a link that is not (or no longer) valid.
 */
export const POST = withDatabaseFaults(async (request: NextRequest) => {
  if (!sameOrigin(request)) return problemResponse(403, 'crossSite');
  const text = await readBodyCapped(request.body, 2_048);
  if (text === null) return problemResponse(413, 'tooLarge');
  const payload = await getPayload();
  const secret = payloadSecret();
  const agent = await agentByToken(payload, secret, 'confirm', new URLSearchParams(text).get('token'));
  if (!agent) return problemResponse(404, 'invalidLink');
  const confirmed = await confirmAgent(payload, agent);
  const location = managePageUrl(agent.origin, agent.market, agent.lang, manageToken(secret, confirmed), 'confirmed');
  return new Response(null, {
    status: 303,
    headers: { location: new URL(location).pathname + new URL(location).search, 'cache-control': 'no-store' },
  });
});
