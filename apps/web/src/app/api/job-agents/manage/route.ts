import type { NextRequest } from 'next/server';
import { getPayload } from '@/cms/payload';
import { payloadSecret } from '@/cms/secret';
import { managePageUrl } from '@/job-agents/links';
import { parseManageForm } from '@/job-agents/requests';
import {
  agentByToken,
  changeAgent,
  deleteAgent,
  deleteAgentsOfAddress,
  pauseAgent,
  resumeAgent,
} from '@/job-agents/store';
import { withDatabaseFaults } from '@/outage/route-faults';
import { problemResponse, readBodyCapped } from '@/outage/unavailable-body';
import { sameOrigin } from '@/security/same-origin';

const back = (location: string) => {
  const url = new URL(location);
  return new Response(null, {
    status: 303,
    headers: { location: url.pathname + url.search, 'cache-control': 'no-store' },
  });
};

/**
 * POST /api/job-agents/manage (form: token, action[, frequency]): the management page's buttons, without a login —
 * the link's token names the agent. 303 back to the page with what was done; 400 for a bad form, 404 for a link
 * that is not valid (any more).
 */
export const POST = withDatabaseFaults(async (request: NextRequest) => {
  if (!sameOrigin(request)) return problemResponse(403, 'crossSite');
  const text = await readBodyCapped(request.body, 2_048);
  if (text === null) return problemResponse(413, 'tooLarge');
  const form = parseManageForm(new URLSearchParams(text));
  if (!form.ok) return problemResponse(400, 'invalid', {}, { field: form.field });
  const payload = await getPayload();
  const agent = await agentByToken(payload, payloadSecret(), 'manage', form.value.token);
  if (!agent) return problemResponse(404, 'invalidLink');
  const page = (done: string) => managePageUrl(agent.origin, agent.market, agent.lang, form.value.token, done);
  switch (form.value.action) {
    case 'pause':
      await pauseAgent(payload, agent);
      return back(page('paused'));
    case 'resume':
      await resumeAgent(payload, agent);
      return back(page('resumed'));
    case 'frequency':
      await changeAgent(payload, agent, { frequency: form.value.frequency });
      return back(page('saved'));
    case 'delete':
      await deleteAgent(payload, agent.id);
      return back(page('deleted'));
    case 'deleteAll':
      await deleteAgentsOfAddress(payload, agent.email);
      return back(page('deletedAll'));
  }
});
