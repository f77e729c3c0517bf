import { NextResponse, type NextRequest } from 'next/server';
import { CONSENT_LOG_MAX_BYTES, parseConsentLogBody } from '@meridian/site-kit/consent';
import { databaseUnavailable, getPayload } from '@/cms/payload';
import { problemResponse as problem, readRequestBody, unavailableResponse } from '@/outage/unavailable-body';
import { languageOfRequest, withDatabaseFaults } from '@/outage/route-faults';
import { requestLogger } from '@/server/logger';
import { clientAddress, createRateLimiter } from '@/security/rate-limit';
import { resolveSite } from '@/sites/data';

/** A visitor saves consent a few times per visit at most; 30 a minute per address is generous. */
const limiter = createRateLimiter({ limit: 30, windowMs: 60_000 });

/**
 * POST /api/consent: stores one saved consent choice in the consent log (proof of consent, SPEC §4.1). The
 * site comes from the host, the time from the server; the body is {consentId, revision, choices}, ≤ 2 KB.
 * Without the database: 503; a 204 is only sent for a stored entry.
 */
export const POST = withDatabaseFaults(async (request: NextRequest) => {
  const host = request.headers.get('host');
  const log = requestLogger(host);
  const rate = limiter.hit(clientAddress(request.headers));
  if (!rate.allowed)
    return problem(429, 'Too many consent log requests; try again later.', {
      'retry-after': String(rate.retryAfterSeconds),
    });
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json'))
    return problem(415, 'Send application/json.');
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > CONSENT_LOG_MAX_BYTES) return problem(413, `Body larger than ${CONSENT_LOG_MAX_BYTES} bytes.`);
  // Without (or with a false) Content-Length, reading stops at the cap: nothing larger is buffered.
  const text = await readRequestBody(request, CONSENT_LOG_MAX_BYTES);
  if (text === null) return problem(413, `Body larger than ${CONSENT_LOG_MAX_BYTES} bytes.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return problem(400, 'Body is not valid JSON.');
  }
  const parsed = parseConsentLogBody(json);
  if (!parsed.ok) return problem(400, parsed.error);
  const site = await resolveSite(host);
  if (!site) return problem(404, 'Unknown site.');
  try {
    const payload = await getPayload();
    // No transaction: the one INSERT commits by itself, so its success means stored (Payload's own transactions
    // ignore a failed COMMIT: a 204 for a lost entry). Depth 0: nothing to read back.
    await payload.create({
      collection: 'consent-log',
      overrideAccess: true,
      disableTransaction: true,
      depth: 0,
      data: {
        tenant: site.id,
        consentId: parsed.value.consentId,
        revision: parsed.value.revision,
        choices: parsed.value.choices,
        givenAt: new Date().toISOString(),
      },
    });
  } catch (error) {
    if (databaseUnavailable(error)) {
      log.warn({ err: error }, 'consent log entry not stored: database unavailable');
      return unavailableResponse(languageOfRequest(request));
    }
    log.error({ err: error }, 'consent log entry not stored');
    return problem(500, 'Consent log entry not stored.');
  }
  return new NextResponse(null, { status: 204, headers: { 'cache-control': 'no-store' } });
});
