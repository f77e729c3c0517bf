import { NextResponse, type NextRequest } from 'next/server';
import { CONSENT_LOG_MAX_BYTES, parseConsentLogBody } from '@meridian/site-kit/consent';
import { getPayload } from '@/lib/payload';
import { problemResponse as problem, readBodyCapped } from '@/lib/body';
import { requestLogger } from '@/lib/logger';
import { clientAddress, createRateLimiter } from '@/lib/rate-limit';
import { resolveSite } from '@/sites/data';

/** A visitor saves consent a few times per visit at most; 30 a minute per address is generous. */
const limiter = createRateLimiter({ limit: 30, windowMs: 60_000 });


/**
 * POST /api/consent: stores one saved consent choice in the consent log (proof of consent, SPEC §4.1). The
 * site comes from the host, the time from the server; the body is {consentId, revision, choices}, ≤ 2 KB.
 */
export async function POST(request: NextRequest) {
  const host = request.headers.get('host');
  const log = requestLogger(host);
  const rate = limiter.hit(clientAddress(request.headers));
  if (!rate.allowed) return problem(429, 'Too many consent log requests; try again later.', { 'retry-after': String(rate.retryAfterSeconds) });
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) return problem(415, 'Send application/json.');
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > CONSENT_LOG_MAX_BYTES) return problem(413, `Body larger than ${CONSENT_LOG_MAX_BYTES} bytes.`);
  // Without (or with a false) Content-Length, reading stops at the cap: nothing larger is buffered.
  const text = await readBodyCapped(request.body, CONSENT_LOG_MAX_BYTES);
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
    await payload.create({
      collection: 'consent-log',
      overrideAccess: true,
      data: { tenant: site.id, consentId: parsed.value.consentId, revision: parsed.value.revision, choices: parsed.value.choices, givenAt: new Date().toISOString() },
    });
  } catch (error) {
    log.error({ err: error }, 'consent log entry not stored');
    return problem(500, 'Consent log entry not stored.');
  }
  return new NextResponse(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
