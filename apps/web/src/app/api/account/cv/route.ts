import type { NextRequest } from 'next/server';
import { getPayload } from '@/cms/payload';
import { accountAnswers } from '@/accounts/answers';
import { CV_MAX_BYTES, CV_MAX_FILES, CV_UPLOAD_MAX_BYTES, uploadRequestProblem } from '@/accounts/cv/files';
import { uploadCvFile } from '@/accounts/cv/store';
import { postedLocale } from '@/accounts/requests';
import { requestCandidate } from '@/accounts/session';
import { withDatabaseFaults } from '@/outage/route-faults';
import { problemResponse, readBytesCapped } from '@/outage/unavailable-body';
import { clientAddress, createRateLimiter } from '@/security/rate-limit';
import { sameOrigin } from '@/security/same-origin';
import { requestOrigin } from '@/seo/metadata';
import { requestLogger } from '@/server/logger';
import { resolveSite } from '@/sites/data';

/** Uploads are scanned and written to disk: a few dozen per client are plenty. */
const uploadsPerClient = createRateLimiter({ limit: 30, windowMs: 10 * 60_000 });

const MB = Math.round(CV_MAX_BYTES / (1024 * 1024));

/**
 * POST /api/account/cv?page={market}/{lang}: the account page's CV upload, a plain multipart form post (works
 * without JavaScript) with the file in `cv`. Same-origin only, like every account form. The headers are checked
 * before anything is read (a multipart form; a Content-Length within 10 MB and a little), the body is read capped
 * at that, then the file goes through the rules (accounts/cv/files.ts), the virus scan where one is configured and
 * into the signed-in candidate's files. Answers 303 to the account page: `done=cvUploaded`, or the refusal at the
 * CV field.
 */
export const POST = withDatabaseFaults(async (request: NextRequest) => {
  if (!sameOrigin(request)) return problemResponse(403, 'crossSite');
  const host = request.headers.get('host');
  const site = await resolveSite(host);
  const origin = requestOrigin(host, request.headers.get('x-forwarded-proto'));
  if (!site || !origin) return problemResponse(404, 'unknownSite');
  const locale = postedLocale(site.locales, request.nextUrl.searchParams.get('page'));
  const { go, refuse } = accountAnswers(locale, origin.startsWith('https:'));
  const payload = await getPayload();
  const candidate = await requestCandidate(payload, request.headers.get('cookie'));
  if (!candidate) return go('signIn');
  const cv = (code: string) => refuse('home', [{ field: 'cv', code }], {}, { max: MB, count: CV_MAX_FILES });

  const problem = uploadRequestProblem(request.headers.get('content-type'), request.headers.get('content-length'));
  if (problem === 'tooLarge') return cv('tooLarge');
  if (problem) return cv('missing');
  if (!uploadsPerClient.hit(clientAddress(request.headers)).allowed) return cv('throttled');
  const body = await readBytesCapped(request.body, CV_UPLOAD_MAX_BYTES);
  if (body === null) return cv('tooLarge');
  let file: { name: string; bytes: Uint8Array } | null = null;
  try {
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': request.headers.get('content-type')! },
    }).formData();
    const part = form.get('cv');
    if (part && typeof part !== 'string') file = { name: part.name, bytes: new Uint8Array(await part.arrayBuffer()) };
  } catch {
    return cv('missing');
  }
  const result = await uploadCvFile(payload, candidate.id, file);
  if (!result.ok) {
    if (result.problem === 'infected' || result.problem === 'unchecked')
      requestLogger(host).warn(
        { candidate: candidate.id, problem: result.problem, signature: result.signature, reason: result.reason },
        'account: CV upload refused by the virus scan',
      );
    return cv(result.problem);
  }
  return go('home', 'done=cvUploaded#account-cv-files');
});
