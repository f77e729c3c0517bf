import { problemResponse as problem } from '@/outage/unavailable-body';
import { NextResponse, type NextRequest } from 'next/server';
import { buildCsv } from '@/server/csv';
import { requestLogger } from '@/server/logger';
import { getPayload } from '@/cms/payload';
import { withDatabaseFaults } from '@/outage/route-faults';
import { isDatabaseUnavailable } from '@/cms/database-unavailable';

const EXPORT_LIMIT = 100_000;

/**
 * GET /api/contest-entries/export?contest={id}: a contest's entries as CSV for signed-in editors. Payload's
 * access rules of the signed-in user decide (editors only their sites' contests and entries, administrators
 * all); formulas in cells are neutralised (CSV injection).
 */
async function exportEntries(request: NextRequest) {
  const log = requestLogger(request.headers.get('host'));
  const id = request.nextUrl.searchParams.get('contest') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(id)) return problem(400, 'Give the contest id as ?contest={id}.');
  const payload = await getPayload();
  const { user } = await payload.auth({ headers: request.headers });
  if (!user) return problem(401, 'Sign in to the CMS first.');
  let contest;
  try {
    contest = await payload.findByID({
      collection: 'contests',
      id: Number(id),
      depth: 0,
      overrideAccess: false,
      user,
      locale: 'de',
    });
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error; // 503, not "no such contest"
    return problem(404, 'No such contest, or not yours.');
  }
  const entries = await payload.find({
    collection: 'contest-entries',
    overrideAccess: false,
    user,
    depth: 0,
    limit: EXPORT_LIMIT,
    pagination: false,
    sort: 'createdAt',
    where: { contest: { equals: contest.id } },
  });
  const labels = new Map((contest.answers ?? []).map((answer) => [answer.key, answer.label]));
  const csv = buildCsv(
    ['id', 'createdAt', 'name', 'email', 'answer', 'answerLabel', 'correct', 'acceptedTermsAt', 'language'],
    entries.docs.map((entry) => [
      entry.id,
      entry.createdAt,
      entry.name,
      entry.email,
      entry.answer,
      labels.get(entry.answer) ?? '',
      contest.correctAnswer ? (entry.answer === contest.correctAnswer ? 'yes' : 'no') : '',
      entry.acceptedTermsAt,
      entry.language ?? '',
    ]),
  );
  log.info({ contest: contest.id, entries: entries.docs.length, user: user.id }, 'contest entries exported');
  return new NextResponse(csv, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="contest-${contest.id}-entries.csv"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** Without the database: 503 with Retry-After instead of 500. */
export const GET = withDatabaseFaults(exportEntries);
