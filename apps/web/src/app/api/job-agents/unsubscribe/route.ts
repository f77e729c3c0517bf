import type { NextRequest } from 'next/server';
import { getPayload } from '@/cms/payload';
import { payloadSecret } from '@/cms/secret';
import { managePageUrl } from '@/job-agents/links';
import { agentByToken, pauseAgent } from '@/job-agents/store';
import { withDatabaseFaults } from '@/outage/route-faults';
import { problemResponse } from '@/outage/unavailable-body';

/**
 * One-click unsubscribe (RFC 8058), the URL of every digest's List-Unsubscribe header: a POST stops the agent's
 * mails at once — from a mail provider's server, so no cookie, no origin and no CSRF token are asked for; the
 * signed token is the authority. A GET (a person or a scanner opening the link) only shows the management page.
 */
export const POST = withDatabaseFaults(async (request: NextRequest) => {
  const payload = await getPayload();
  const agent = await agentByToken(payload, payloadSecret(), 'manage', request.nextUrl.searchParams.get('token'));
  if (!agent) return problemResponse(404, 'invalidLink');
  await pauseAgent(payload, agent);
  return Response.json({ status: 'unsubscribed' }, { headers: { 'cache-control': 'no-store' } });
});

export const GET = withDatabaseFaults(async (request: NextRequest) => {
  const token = request.nextUrl.searchParams.get('token') ?? '';
  const payload = await getPayload();
  const agent = await agentByToken(payload, payloadSecret(), 'manage', token);
  if (!agent) return problemResponse(404, 'invalidLink');
  const url = new URL(managePageUrl(agent.origin, agent.market, agent.lang, token));
  return new Response(null, {
    status: 303,
    headers: { location: url.pathname + url.search, 'cache-control': 'no-store' },
  });
});
