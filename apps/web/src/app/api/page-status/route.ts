import { NextResponse, type NextRequest } from 'next/server';
import { withDatabaseFaults } from '@/outage/route-faults';
import { isValidHostHeader } from '@/server/environment';
import { lookupPage } from '@/lookup/page-lookup';
import { checkRequestPath } from '@/routing/request-path';

const HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };

/**
 * GET /api/page-status?host={host}&path={path}: whether that path shows a page (200) or redirects (200), or
 * shows nothing (404). The proxy asks before a document request, to serve the 404 page with its content
 * (routing/not-found-document.ts). It tells no more than requesting the page does.
 */
async function pageStatus(request: NextRequest) {
  const host = request.nextUrl.searchParams.get('host');
  const path = request.nextUrl.searchParams.get('path') ?? '';
  if (!isValidHostHeader(host))
    return NextResponse.json({ status: 400, title: 'Bad Request', detail: 'host' }, { status: 400, headers: HEADERS });
  const check = checkRequestPath(path);
  if (!check.ok)
    return NextResponse.json({ status: 400, title: 'Bad Request', detail: 'path' }, { status: 400, headers: HEADERS });
  const result = await lookupPage(host, null, check.segments, null);
  const found = result.kind !== 'not-found';
  return NextResponse.json({ found }, { status: found ? 200 : 404, headers: HEADERS });
}

/** Without the database: 503 with Retry-After instead of 500 (the proxy then takes the normal way). */
export const GET = withDatabaseFaults(pageStatus);
