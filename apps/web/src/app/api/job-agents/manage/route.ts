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
import { problemResponse, readRequestBody } from '@/outage/unavailable-body';
import { sameOrigin } from '@/security/same-origin';
import { requestOrigin } from '@/seo/metadata';
import { resolveSite } from '@/sites/data';
import { relationId } from '@/cms/relation';
import { getVariant } from '@meridian/recruiting';
import { searchNameOf } from '@/job-agents/confirmation';
import { agentSearchOf } from '@/job-agents/saved-search';
import { editedSearch, placeOf, readSearchEditForm, type EditError } from '@/job-agents/search-edit';
import { editFlashCookie, newEditFlashId } from '@/job-agents/edit-flash';
import { geocodePlace } from '@/recruiting/server';

/** 303 back to the page; a search edit's error (with what was typed) rides along in a flash cookie, else it is cleared. */
const back = (location: string, secure: boolean, flash: Parameters<typeof editFlashCookie>[1] = null) => {
  const url = new URL(location);
  return new Response(null, {
    status: 303,
    headers: {
      location: url.pathname + url.search + url.hash,
      'cache-control': 'no-store',
      'set-cookie': editFlashCookie(url.pathname, flash, secure),
    },
  });
};

/**
 * POST /api/job-agents/manage (form: token, action[, frequency][, page]; `search` with search, city, radius, type,
 * keep): the management page's forms, without a login — the link's token names the agent. 303 back to the page
 * (in the language of `page`, when the site has it) with what was done, or with a search edit's named error;
 * 400 for a bad form, 404 for a link that is not valid (any more).
 */
export const POST = withDatabaseFaults(async (request: NextRequest) => {
  if (!sameOrigin(request)) return problemResponse(403, 'crossSite');
  const text = await readRequestBody(request, 8_192);
  if (text === null) return problemResponse(413, 'tooLarge');
  const params = new URLSearchParams(text);
  const form = parseManageForm(params);
  if (!form.ok) return problemResponse(400, 'invalid', {}, { field: form.field });
  const payload = await getPayload();
  const agent = await agentByToken(payload, payloadSecret(), 'manage', form.value.token);
  if (!agent) return problemResponse(404, 'invalidLink');
  const host = request.headers.get('host');
  const site = await resolveSite(host);
  if (!site || site.id !== relationId(agent.tenant)) return problemResponse(404, 'invalidLink');
  const secure = requestOrigin(host, request.headers.get('x-forwarded-proto'))?.startsWith('https:') ?? false;
  // Back in the language the person reads the page in (the language switcher keeps the agent's page).
  const shown = form.value.page;
  const locale =
    shown && site.locales.some((l) => l.market === shown.market && l.lang === shown.lang)
      ? shown
      : { market: agent.market, lang: agent.lang };
  const page = (done: string) => managePageUrl(agent.origin, locale.market, locale.lang, form.value.token, done);
  switch (form.value.action) {
    case 'search': {
      const values = readSearchEditForm(params);
      const { config, criteria } = agentSearchOf(agent, site.key);
      const rules = getVariant(config.variant);
      const refused = (error: EditError) => {
        const id = newEditFlashId();
        return back(`${page('')}&edit=${id}#job-agent-edit`, secure, { agent: agent.id, id, error, values });
      };
      const place = placeOf(values.city, criteria.city);
      if ('error' in place) return refused(place.error);
      let city = 'place' in place ? place.place : null;
      if ('lookUp' in place) {
        const found = await geocodePlace(place.lookUp, config.language);
        if (found === 'unavailable') return refused({ field: 'city', code: 'cityUnavailable' });
        if (!found) return refused({ field: 'city', code: 'cityNotFound' });
        city = found;
      }
      const edited = editedSearch(criteria, values, city, config, rules);
      if ('error' in edited) return refused(edited.error);
      const search = edited.query;
      // What was first published since the last digest and fits the new search comes next; an offer mailed before
      // stays mailed (the (agent, offer) delivery keys), so the edit resends nothing.
      await changeAgent(payload, agent, { search, searchName: searchNameOf({ ...agent, search }, site) });
      return back(page('searchSaved'), secure);
    }
    case 'pause':
      await pauseAgent(payload, agent);
      return back(page('paused'), secure);
    case 'resume':
      await resumeAgent(payload, agent);
      return back(page('resumed'), secure);
    case 'frequency':
      await changeAgent(payload, agent, { frequency: form.value.frequency });
      return back(page('saved'), secure);
    case 'delete':
      await deleteAgent(payload, agent.id);
      return back(page('deleted'), secure);
    case 'deleteAll':
      await deleteAgentsOfAddress(payload, agent.email);
      return back(page('deletedAll'), secure);
  }
});
