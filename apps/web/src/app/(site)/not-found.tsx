import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslator } from '@meridian/i18n';
import { SiteChrome } from '@/components/SiteChrome';
import { getPageSlugs, resolveSite } from '@/sites/data';
import { localePath } from '@/sites/languages';

/** The 404 page's title (a <title> rendered in the body never reaches the head of a not-found response). */
export async function generateMetadata(): Promise<Metadata> {
  const requestHeaders = await headers();
  const site = await resolveSite(requestHeaders.get('host'));
  const [, market, lang] = (requestHeaders.get('x-meridian-pathname') ?? '/').split('/');
  const locale = site?.locales.find((l) => l.market === market && l.lang === lang) ?? site?.locales[0];
  const t = getTranslator(locale?.lang ?? 'de');
  return { title: site ? `${t('site.notFound.metaTitle')} – ${site.name}` : t('site.notFound.metaTitle'), robots: { index: false } };
}

/** The site's own 404 page, in the language of the requested path where the site serves it. */
export default async function NotFound() {
  const requestHeaders = await headers();
  const site = await resolveSite(requestHeaders.get('host'));
  const [, market, lang] = (requestHeaders.get('x-meridian-pathname') ?? '/').split('/');
  const locale = site?.locales.find((l) => l.market === market && l.lang === lang) ?? site?.locales[0] ?? { market: 'de', lang: 'de' as const };
  const t = getTranslator(locale.lang);
  // An offer URL {maincareer}/{jobId}/{urlpart} (SPEC §2.8) whose offer is gone: point to the current offers.
  const segments = (requestHeaders.get('x-meridian-pathname') ?? '/').split('/').filter(Boolean);
  const careerHref = segments.length >= 4 && /^\d{1,15}$/.test(segments[3]!) ? `/${segments.slice(0, 3).map(encodeURIComponent).join('/')}` : null;
  const body = (
    <section className="error-page container" aria-labelledby="error-title">
      <p className="error-page__code">404</p>
      <h1 id="error-title">{careerHref ? t('site.notFound.offerTitle') : t('site.notFound.title')}</h1>
      <p>{careerHref ? t('site.notFound.offerText') : t('site.notFound.text')}</p>
      <p>
        {careerHref ? (
          <a className="button button--primary" href={careerHref}>
            {t('site.notFound.toOffers')}
          </a>
        ) : null}{' '}
        <a className={careerHref ? 'button' : 'button button--primary'} href={localePath(locale)}>
          {t('site.notFound.backToHome')}
        </a>
      </p>
    </section>
  );
  if (!site) return <main id="main">{body}</main>;
  return (
    <SiteChrome site={site} locale={locale} currentPageId={null} pageSlugs={await getPageSlugs(site.id)}>
      {body}
    </SiteChrome>
  );
}
