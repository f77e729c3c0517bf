import { NextResponse, type NextRequest } from 'next/server';
import { resolveSite } from '@/sites/data';
import { isValidHostHeader } from '@/server/environment';
import { getRedirects } from '@/seo/data';
import { withDatabaseFaults } from '@/outage/route-faults';

/**
 * GET /api/redirects?host={host}: the editor-managed redirects of the site that answers on that host.
 * The proxy reads them (it cannot reach the CMS itself) and applies them before any page lookup.
 */
async function listRedirects(request: NextRequest) {
  const host = request.nextUrl.searchParams.get('host');
  if (!isValidHostHeader(host)) return NextResponse.json({ status: 400, title: 'Bad Request' }, { status: 400 });
  const site = await resolveSite(host);
  const rules = site ? await getRedirects(site.id) : [];
  return NextResponse.json({ rules }, { headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } });
}

/** Without the database: 503 with Retry-After instead of 500. */
export const GET = withDatabaseFaults(listRedirects);
