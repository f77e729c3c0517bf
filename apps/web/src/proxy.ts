import { NextResponse, type NextRequest } from 'next/server';
import { isValidHostHeader } from './sites/environment';
import { isContentLanguage } from './sites/languages';
import { checkRequestPath } from './sites/request-path';
import { plainErrorPage } from './sites/plain-error-page';
import { isFragmentRequest } from './sites/fragment';

/**
 * First line for public pages: reject malformed hosts and paths with a clean 400/414 page before any lookup,
 * and pass the path and language on to the root layout (which cannot see route parameters).
 */
export function proxy(request: NextRequest) {
  const host = request.headers.get('host');
  if (!isValidHostHeader(host)) return plainErrorPage(400, 'en');
  const check = checkRequestPath(request.nextUrl.pathname);
  if (!check.ok) {
    const lang = request.nextUrl.pathname.split('/')[2] ?? 'de';
    return plainErrorPage(check.status, isContentLanguage(lang) ? lang : 'de');
  }
  const headers = new Headers(request.headers);
  headers.set('x-meridian-pathname', request.nextUrl.pathname);
  const lang = check.segments[1];
  headers.set('x-meridian-lang', lang && isContentLanguage(lang) ? lang : 'de');
  // Side-navigation content (SPEC §7.2): the page's own URL with type=24818 answers JSON from the fragment
  // route; any other type value is ignored and the page renders normally.
  if (isFragmentRequest(request.nextUrl.searchParams)) {
    const fragment = request.nextUrl.clone();
    fragment.pathname = '/api/fragment';
    return NextResponse.rewrite(fragment, { request: { headers } });
  }
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Everything except Next's assets, the CMS, API routes and files with an extension.
  matcher: ['/((?!_next/|admin|cms-api|api/|brands/|favicon|.*\\.[a-z0-9]{2,5}$).*)'],
};
