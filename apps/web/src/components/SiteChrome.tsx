import type React from 'react';
import { getTranslator } from '@meridian/i18n';
import { getNavigation, type ResolvedSite } from '@/sites/data';
import { LANGUAGE_NAMES, localePath, type ContentLanguage, type SiteLocale } from '@/sites/languages';
import { alternateLinks, pageHref } from '@/sites/links';
import { themeFor } from '@/sites/themes';
import { Consent, CookieSettingsFooterButton } from './Consent';
import { Logo } from './Logo';
import { MainMenu, type MenuLink } from './MainMenu';
import { PageNavigation } from './PageNavigation';
import { SiteKit } from './SiteKit';

type PageSlugs = Record<number, Partial<Record<ContentLanguage, string>>>;

interface Props {
  site: ResolvedSite;
  locale: SiteLocale;
  currentPageId: number | null;
  pageSlugs: PageSlugs;
  children: React.ReactNode;
}

function hrefFor(link: { page?: unknown; url?: string | null }, site: ResolvedSite, locale: SiteLocale, pageSlugs: PageSlugs) {
  const pageId = typeof link.page === 'number' ? link.page : link.page && typeof link.page === 'object' ? Number((link.page as { id: number }).id) : null;
  if (pageId !== null) {
    const isHome = pageId === site.homePageId;
    const slug = pageSlugs[pageId]?.[locale.lang];
    return { href: isHome || slug ? pageHref(locale, slug, isHome) : null, pageId };
  }
  return { href: link.url || null, pageId: null };
}

/** Header (logo, main menu, language switcher), main landmark and footer shared by every page of a site. */
export async function SiteChrome({ site, locale, currentPageId, pageSlugs, children }: Props) {
  const t = getTranslator(locale.lang);
  const theme = themeFor(site.theme);
  const navigation = await getNavigation(site.id, locale.lang);

  const menu: MenuLink[] = (navigation?.mainMenu ?? []).map((item) => {
    const { href, pageId } = hrefFor(item, site, locale, pageSlugs);
    return {
      label: item.label,
      href,
      current: pageId !== null && pageId === currentPageId,
      children: (item.children ?? []).map((child) => {
        const target = hrefFor(child, site, locale, pageSlugs);
        return { label: child.label, href: target.href, current: target.pageId !== null && target.pageId === currentPageId };
      }),
    };
  });

  const isHome = currentPageId !== null && currentPageId === site.homePageId;
  const languages = alternateLinks(site.locales, locale, currentPageId !== null ? pageSlugs[currentPageId] : undefined, isHome);
  const legalLink = (pageId: number | null) => (pageId && pageSlugs[pageId]?.[locale.lang] ? pageHref(locale, pageSlugs[pageId]?.[locale.lang], false) : null);
  const privacyHref = legalLink(site.privacyPageId);
  const legalNoticeHref = legalLink(site.legalNoticePageId);
  const contact = site.contact;

  return (
    <>
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <header className="site-header">
        <div className="site-header__inner container">
          <a className="site-logo" href={localePath(locale)} aria-label={t('site.logoAlt', { name: site.name })}>
            <Logo themeKey={theme.key} name={site.name} />
          </a>
          <MainMenu items={menu} label={t('site.mainNavigation')} openLabel={t('site.openMenu')} closeLabel={t('site.closeMenu')} />
          {languages.length > 1 ? (
            <nav className="language-switcher" aria-label={t('site.language.label')}>
              <ul>
                {languages.map((link) => (
                  <li key={`${link.locale.market}-${link.locale.lang}`}>
                    <a
                      href={link.href}
                      hrefLang={link.locale.lang}
                      lang={link.locale.lang}
                      aria-current={link.current ? 'true' : undefined}
                      title={LANGUAGE_NAMES[link.locale.lang]}
                    >
                      <span aria-hidden="true">{link.locale.lang.toUpperCase()}</span>
                      <span className="visually-hidden">{LANGUAGE_NAMES[link.locale.lang]}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
        {/* Side navigation (issue 5): the site's pages, opening in the side-navigation layer. */}
        <PageNavigation items={menu} label={t('site.pageNavigation')} />
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner container">
          <div className="site-footer__brand">
            <p className="site-footer__name">{site.legalName}</p>
            {site.tagline[locale.lang] ? <p className="site-footer__tagline">{site.tagline[locale.lang]}</p> : null}
            {contact?.street ? (
              <address className="site-footer__address">
                {contact.street}
                <br />
                {contact.zip} {contact.city}
                {contact.phone ? (
                  <>
                    <br />
                    <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
                  </>
                ) : null}
                {contact.email ? (
                  <>
                    <br />
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </>
                ) : null}
              </address>
            ) : null}
          </div>
          <nav className="site-footer__links" aria-label={t('site.footer.label')}>
            <ul>
              {privacyHref ? (
                <li>
                  <a href={privacyHref}>{t('site.footer.privacy')}</a>
                </li>
              ) : null}
              {legalNoticeHref ? (
                <li>
                  <a href={legalNoticeHref}>{t('site.footer.legalNotice')}</a>
                </li>
              ) : null}
              {/* Cookie consent (issue 6): reopens the dialog on every page. */}
              <li>
                <CookieSettingsFooterButton lang={locale.lang} />
              </li>
            </ul>
          </nav>
          <p className="site-footer__copyright">{t('site.footer.copyright', { year: new Date().getFullYear(), company: site.legalName })}</p>
        </div>
      </footer>
      {/* Cookie consent (issue 6): Consent Mode default, consent-gated tags and the dialog. */}
      <Consent site={site} locale={locale} currentPageId={currentPageId} privacyHref={privacyHref} legalNoticeHref={legalNoticeHref} />
      {/* Site-wide features (issue 5): toasts, request error texts, side-navigation layer. */}
      <SiteKit lang={locale.lang} />
    </>
  );
}
