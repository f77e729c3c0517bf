import { problemResponse as problem } from '@/outage/unavailable-body';
import { NextResponse, type NextRequest } from 'next/server';
import { userIsAdmin } from '@/access/isAdmin';
import { requestLogger } from '@/server/logger';
import { getPayload } from '@/cms/payload';
import { newLinkId, PREVIEW_TOKEN_TTL_MS, signPreviewToken } from '@/preview/token';
import { getSites } from '@/sites/data';
import { isContentLanguage, type SiteLocale } from '@/sites/languages';
import { pageHref } from '@/routing/links';
import { previewSigningKey } from '@/preview/review-links';
import { previewOrigin, previewUrl } from '@/preview/url';
import { withDatabaseFaults } from '@/outage/route-faults';
import { isDatabaseUnavailable } from '@/cms/database-unavailable';
import { relationId } from '@/cms/relation';

/**
 * GET /api/preview?page={id}&locale={lang}: the CMS's preview button (Pages → admin.preview). For a signed-in
 * editor who may edit the page (admins: every site; editors: their sites), issues a signed, expiring preview
 * token for the page's site, lists it under Review links (where deleting it revokes it) and redirects to the page
 * with `ADMCMD_prev={token}` (SPEC §2.6, §6).
 */
async function issuePreview(request: NextRequest) {
  const host = request.headers.get('host') ?? request.nextUrl.host;
  const log = requestLogger(host);
  const payload = await getPayload();
  const { user } = await payload.auth({ headers: request.headers });
  if (!user || user.collection !== 'users') return problem(401, 'Sign in to the CMS to preview pages.');
  const pageId = Number(request.nextUrl.searchParams.get('page'));
  const lang = request.nextUrl.searchParams.get('locale') ?? 'de';
  if (!Number.isInteger(pageId) || pageId <= 0 || !isContentLanguage(lang))
    return problem(400, 'page must be a page id and locale a content language.');

  // Read as the editor: the multi-tenant access rules refuse pages of sites they do not edit.
  const page = await payload
    .findByID({
      collection: 'pages',
      id: pageId,
      locale: lang,
      fallbackLocale: false,
      draft: true,
      depth: 0,
      user,
      overrideAccess: false,
    })
    .catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) throw error; // 503, not "may not preview"
      return null;
    });
  const siteId = page ? relationId(page.tenant) : null;
  const tenants = ((user as { tenants?: { tenant: unknown }[] }).tenants ?? []).map((t) => relationId(t.tenant));
  if (!page || !siteId || !(userIsAdmin(user as { roles?: string[] }) || tenants.includes(siteId))) {
    log.warn({ user: user.id, page: pageId }, 'workspace preview refused: page not editable by this user');
    return problem(403, 'You may not preview this page.');
  }
  const site = (await getSites()).find((candidate) => candidate.id === siteId);
  const locale: SiteLocale | undefined = site?.locales.find((candidate) => candidate.lang === lang) ?? site?.locales[0];
  if (!site || !locale) return problem(404, 'The page has no site or language to show it in.');
  const isHome = page.id === site.homePageId;
  if (!isHome && !page.slug) return problem(404, 'The page has no slug in this language yet.');

  // The link is listed under Review links (revocable there); links expired a day ago are cleared on the way.
  const now = Date.now();
  const link = newLinkId();
  await payload.create({
    collection: 'preview-links',
    overrideAccess: true,
    data: {
      linkId: link,
      page: page.id,
      locale: lang,
      issuedBy: user.id,
      expiresAt: new Date(now + PREVIEW_TOKEN_TTL_MS).toISOString(),
      tenant: site.id,
    },
  });
  await payload.delete({
    collection: 'preview-links',
    overrideAccess: true,
    where: { expiresAt: { less_than: new Date(now - 24 * 60 * 60 * 1000).toISOString() } },
  });
  const token = signPreviewToken({ site: site.id, user: user.id, link }, previewSigningKey(), now);
  const protocol =
    request.headers.get('x-forwarded-proto') === 'https' || request.nextUrl.protocol === 'https:' ? 'https:' : 'http:';
  const target = previewUrl(previewOrigin(protocol, host, site.hosts), pageHref(locale, page.slug, isHome), token);
  log.info({ user: user.id, page: pageId, site: site.key }, 'workspace preview issued');
  return NextResponse.redirect(target, {
    status: 303,
    headers: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });
}

/** Without the database: 503 with Retry-After instead of 500. */
export const GET = withDatabaseFaults(issuePreview);
