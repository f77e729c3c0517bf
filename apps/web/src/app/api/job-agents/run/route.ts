import crypto from 'node:crypto';
import type { NextRequest } from 'next/server';
import { getPayload } from '@/cms/payload';
import { jobAgentsPassAndSend } from '@/job-agents/task';
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
 * POST /api/job-agents/run (Bearer IMPORT_TOKEN, as the recruiting API's admin routes): one scheduler pass now and the sending of its digests —
 * what the job queue does every minute — for operations right after an import, and for the end-to-end suite.
 * Answers what the pass did. Safe beside the queue's own passes (the same unique keys).
 */
export const POST = withDatabaseFaults(async (request: NextRequest) => {
  if (!authorized(request)) return problemResponse(401, 'unauthorized');
  const report = await jobAgentsPassAndSend(await getPayload());
  return Response.json(report, { headers: { 'cache-control': 'no-store' } });
});
