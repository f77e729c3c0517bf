import { headers } from 'next/headers';
import { getTranslator } from '@meridian/i18n';
import { SiteChrome } from '@/components/SiteChrome';
import { getPageSlugs, resolveSite } from '@/sites/data';
import { localePath } from '@/sites/languages';

export const metadata = { robots: { index: false } };

/** The site's own 404 page, in the language of the requested path where the site serves it. */
export default async function NotFound() {
  const requestHeaders = await headers();
  const site = await resolveSite(requestHeaders.get('host'));
  const [, market, lang] = (requestHeaders.get('x-meridian-pathname') ?? '/').split('/');
  const locale = site?.locales.find((l) => l.market === market && l.lang === lang) ?? site?.locales[0] ?? { market: 'de', lang: 'de' as const };
  const t = getTranslator(locale.lang);
  const body = (
    <section className="error-page container" aria-labelledby="error-title">
      <p className="error-page__code">404</p>
      <h1 id="error-title">{t('site.notFound.title')}</h1>
      <p>{t('site.notFound.text')}</p>
      <p>
        <a className="button button--primary" href={localePath(locale)}>
          {t('site.notFound.backToHome')}
        </a>
      </p>
    </section>
  );
  if (!site) return <main id="main">{body}</main>;
  return (
    <SiteChrome site={site} locale={locale} currentPageId={null} pageSlugs={await getPageSlugs(site.id)}>
      <title>{`${t('site.notFound.metaTitle')} – ${site.name}`}</title>
      {body}
    </SiteChrome>
  );
}
