import { NextResponse, type NextRequest } from 'next/server';
import { TRACKING_MAX_BYTES, parseTrackingBody } from '@meridian/site-kit/site-search';
import { problemResponse as problem, readRequestBody, unavailableResponse } from '@/outage/unavailable-body';
import { requestLogger } from '@/server/logger';
import { databaseUnavailable, getPayload } from '@/cms/payload';
import { withDatabaseFaults } from '@/outage/route-faults';
import { clientAddress, createRateLimiter } from '@/security/rate-limit';
import { resolveSite } from '@/sites/data';
import type { ContentLanguage } from '@/sites/languages';

/** A visitor searches a few times a minute at most; 20 a minute per address stops floods of the log. */
const limiter = createRateLimiter({ limit: 20, windowMs: 60_000 });

/**
 * PUT /api/tracking (SPEC §3.5, §7.6): stores one side-navigation search event. The body is form-encoded
 * (the request layer's default, §7.1) with exactly site, language, action, data, additional and page, ≤ 4 KB;
 * the tenant comes from the host, the time from the server. Malformed or oversized: 400, nothing stored.
 * Without the database: 503 in the event's language; a 204 is only sent for a stored event.
 */
export const PUT = withDatabaseFaults(async (request: NextRequest) => {
  const host = request.headers.get('host');
  const log = requestLogger(host);
  const rate = limiter.hit(clientAddress(request.headers));
  if (!rate.allowed)
    return problem(429, 'Too many tracking requests; try again later.', {
      'retry-after': String(rate.retryAfterSeconds),
    });
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    return problem(400, 'Send application/x-www-form-urlencoded.');
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > TRACKING_MAX_BYTES) return problem(400, `Body larger than ${TRACKING_MAX_BYTES} bytes.`);
  // Without (or with a false) Content-Length, reading stops at the cap: nothing larger is buffered.
  const text = await readRequestBody(request, TRACKING_MAX_BYTES);
  if (text === null) return problem(400, `Body larger than ${TRACKING_MAX_BYTES} bytes.`);
  const parsed = parseTrackingBody(text);
  if (!parsed.ok) {
    log.debug({ error: parsed.error }, 'tracking event refused');
    return problem(400, parsed.error);
  }
  const site = await resolveSite(host);
  if (!site) return problem(404, 'Unknown site.');
  try {
    const payload = await getPayload();
    // No transaction and depth 0, as for the consent log: success of the one INSERT means stored.
    await payload.create({
      collection: 'search-tracking',
      overrideAccess: true,
      disableTransaction: true,
      depth: 0,
      data: { tenant: site.id, ...parsed.value, recordedAt: new Date().toISOString() },
    });
  } catch (error) {
    if (databaseUnavailable(error)) {
      log.warn({ err: error }, 'tracking event not stored: database unavailable');
      return unavailableResponse(parsed.value.language as ContentLanguage);
    }
    log.error({ err: error }, 'tracking event not stored');
    return problem(500, 'Tracking event not stored.');
  }
  return new NextResponse(null, { status: 204, headers: { 'cache-control': 'no-store' } });
});
