import type { NextRequest } from 'next/server';
import { unavailableResponse } from '@/outage/unavailable-body';
import { databaseHealth } from '@/cms/payload';
import { languageOfRequest } from '@/outage/route-faults';

/**
 * GET /api/health: 200 `{status: "ok"}` while the CMS database answers, else the 503 problem with Retry-After
 *. The proxy asks it before serving pages; load balancers may too. Cheap: the database is probed at
 * most every half second while up and every second while down (see createDatabaseHealth).
 */
export async function GET(request: NextRequest) {
  if ((await databaseHealth.status()) === 'down') return unavailableResponse(languageOfRequest(request));
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } });
}
