import type { NextRequest } from 'next/server';
import { getPayload } from '@/cms/payload';
import { payloadSecret } from '@/cms/secret';
import { consentText, sendConfirmation, searchNameOf } from '@/job-agents/confirmation';
import { AGENT_BODY_MAX_BYTES, parseCreateRequest } from '@/job-agents/requests';
import { readSavedSearch } from '@/job-agents/saved-search';
import { createAgent, deleteAgent } from '@/job-agents/store';
import { sendWithTransport } from '@/job-agents/task';
import { withDatabaseFaults } from '@/outage/route-faults';
import { problemResponse, readRequestBody } from '@/outage/unavailable-body';
import { siteDefaults } from '@/recruiting/config';
import { clientAddress, createRateLimiter } from '@/security/rate-limit';
import { sameOrigin } from '@/security/same-origin';
import { embedCorsHeaders, embedOriginAllowed, embedPreflightHeaders } from '@/security/embed-origins';
import { careerPagePath } from '@/routing/chrome-links';
import { getPageSlugs, type ResolvedSite } from '@/sites/data';
import { requestOrigin } from '@/seo/metadata';
import { requestLogger } from '@/server/logger';
import { resolveSite } from '@/sites/data';

/** Per client: a person creates a few agents; per address: a flood of confirmation mails to one inbox is stopped. */
const perClient = createRateLimiter({ limit: 20, windowMs: 10 * 60_000 });
const perAddress = createRateLimiter({ limit: 5, windowMs: 60 * 60_000 });

const tooMany = (retryAfterSeconds: number) =>
  problemResponse(429, 'rateLimited', { 'retry-after': String(retryAfterSeconds) });

/** A partner page's origin when the request comes from one the embed may run on (security/embed-origins.ts). */
function partnerOrigin(request: Request): string | null {
  const origin = request.headers.get('origin');
  return !sameOrigin(request) && embedOriginAllowed(origin) ? origin : null;
}

/** Answers to a partner page carry its origin in CORS headers, whatever they say (its form reads the error too). */
function answeringPartners(handler: (request: NextRequest) => Promise<Response>) {
  return async (request: NextRequest): Promise<Response> => {
    const response = await handler(request);
    const partner = partnerOrigin(request);
    if (partner)
      for (const [name, value] of Object.entries(embedCorsHeaders(partner))) response.headers.set(name, value);
    return response;
  };
}

/**
 * The career page an agent made on a partner page links to: this site's, in the language and market the embed
 * was configured with (the site's first locale when it does not serve those).
 */
async function partnerCareerPage(site: ResolvedSite, body: Record<string, unknown>): Promise<string | null> {
  const locale =
    site.locales.find((l) => l.lang === body.lang && l.market === body.market) ??
    site.locales.find((l) => l.lang === body.lang) ??
    site.locales[0];
  return locale ? careerPagePath(locale, site.careerPageId, await getPageSlugs(site.id)) : null;
}

/** OPTIONS /api/job-agents: the preflight of a partner page's JSON POST; 403 for any other origin. */
export function OPTIONS(request: NextRequest): Response {
  const partner = partnerOrigin(request);
  if (!partner) return problemResponse(403, 'crossSite');
  return new Response(null, { status: 204, headers: embedPreflightHeaders(partner) });
}

/**
 * POST /api/job-agents: a job agent for the career page's current search (JSON, ≤ 8 KB, from this site's pages, or
 * from a partner page with the embedded module — then for this site's career page, and with CORS headers).
 * Stores it unconfirmed and mails the confirmation link; 201 {status: 'pending'}. Errors name the field:
 * 400 {error: 'invalid', field[, parameter]}, 409 {error: 'tooMany'} (20 agents per address), 403 cross-site,
 * 413, 415, 429 with Retry-After; nothing is stored unless the confirmation mail went out.
 */
export const POST = answeringPartners(
  withDatabaseFaults(async (request: NextRequest) => {
    const partner = partnerOrigin(request);
    if (!sameOrigin(request) && !partner) return problemResponse(403, 'crossSite');
    const client = perClient.hit(clientAddress(request.headers));
    if (!client.allowed) return tooMany(client.retryAfterSeconds);
    if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json'))
      return problemResponse(415, 'unsupported');
    const text = await readRequestBody(request, AGENT_BODY_MAX_BYTES);
    if (text === null) return problemResponse(413, 'tooLarge');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return problemResponse(400, 'invalid', {}, { field: 'body' });
    }
    const host = request.headers.get('host');
    const site = await resolveSite(host);
    const origin = requestOrigin(host, request.headers.get('x-forwarded-proto'));
    if (!site || !origin) return problemResponse(404, 'unknownSite');
    if (partner && typeof body === 'object' && body !== null) {
      // The embed's own path is the partner's: the agent's links go to this site's career page instead.
      const pagePath = await partnerCareerPage(site, body as Record<string, unknown>);
      if (!pagePath) return problemResponse(400, 'invalid', {}, { field: 'pagePath' });
      body = { ...body, pagePath };
    }
    const parsed = parseCreateRequest(body, site.locales);
    if (!parsed.ok) return problemResponse(400, 'invalid', {}, { field: parsed.field });
    const input = parsed.value;
    const config = siteDefaults({
      key: site.key,
      lang: input.lang,
      market: input.market,
      pagePath: input.pagePath,
      api: '',
    });
    const saved = readSavedSearch(input.search, config);
    if (!('search' in saved)) return problemResponse(400, 'invalid', {}, { field: 'search', parameter: saved.invalid });
    const address = perAddress.hit(input.email);
    if (!address.allowed) return tooMany(address.retryAfterSeconds);

    const payload = await getPayload();
    const agentData = { search: saved.search.query, lang: input.lang, market: input.market, pagePath: input.pagePath };
    const created = await createAgent(payload, {
      siteId: site.id,
      email: input.email,
      frequency: input.frequency,
      ...agentData,
      searchName: searchNameOf(agentData, site),
      origin,
      consent: { ...consentText(input.lang, site.theme), page: input.page },
    });
    if (!created.ok) return problemResponse(409, 'tooMany');
    try {
      await sendConfirmation(sendWithTransport, payloadSecret(), created.agent, site);
    } catch (error) {
      // Without the mail the agent can never be confirmed: it is not kept, and the person may try again.
      requestLogger(host).warn({ error: (error as Error).message }, 'job agent: confirmation mail failed');
      await deleteAgent(payload, created.agent.id);
      return problemResponse(503, 'mailFailed', { 'retry-after': '60' });
    }
    return Response.json({ status: 'pending' }, { status: 201, headers: { 'cache-control': 'no-store' } });
  }),
);
