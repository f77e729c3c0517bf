import crypto from 'node:crypto';
import type { NextRequest } from 'next/server';
import { getPayload } from '@/cms/payload';
import { jobAgentsPass, jobAgentsPassAndSend, sendDigestsNow } from '@/job-agents/task';
import { withDatabaseFaults } from '@/outage/route-faults';
import { problemResponse } from '@/outage/unavailable-body';

function authorized(request: NextRequest): boolean {
  const token = process.env.IMPORT_TOKEN;
  const header = request.headers.get('authorization') ?? '';
  if (!token || !header.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7));
  const expected = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * POST /api/job-agents/run (Bearer IMPORT_TOKEN, as the recruiting API's admin routes): one scheduler pass now and
 * then the sending of the due digests — what the job queue's two tasks do — for operations right after an import,
 * for the end-to-end suite and the bench; `?step=pass` or `?step=send` does one of the two. Answers what was done
 * and how long it took (ms). Safe beside the queue's own runs (the same unique keys and claims).
 */
export const POST = withDatabaseFaults(async (request: NextRequest) => {
  if (!authorized(request)) return problemResponse(401, 'unauthorized');
  const step = request.nextUrl.searchParams.get('step');
  if (step !== null && step !== 'pass' && step !== 'send') return problemResponse(400, 'step');
  const payload = await getPayload();
  const started = performance.now();
  const report =
    step === 'pass'
      ? await jobAgentsPass(payload)
      : step === 'send'
        ? await sendDigestsNow(payload)
        : await jobAgentsPassAndSend(payload);
  return Response.json(
    { ...report, ms: Math.round(performance.now() - started) },
    { headers: { 'cache-control': 'no-store' } },
  );
});
