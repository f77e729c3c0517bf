import type React from 'react';
import { getTranslator } from '@meridian/i18n';
import { getNavigation, getPageTree, type ResolvedSite } from '@/sites/data';
import type { PublishedTreeEntry } from '@/collections/Pages/tree';
import type { Preview } from '@/preview/review-links';
import { LANGUAGE_NAMES, type ContentLanguage, type SiteLocale } from '@/sites/languages';
import { alternateLinks, pageHref } from '@/routing/links';
import { themeFor } from '@/sites/themes';
import { legalPathsFor, legalPathTable, searchTargets } from '@/routing/chrome-links';
import { channelHref, type ChannelKind } from '@/sites/contact-channels';
import '@meridian/site-kit/chrome/chrome.css';
import {
  ContactWidget,
  HideOnScrollHeader,
  SlideInPanels,
  type ContactChannel,
} from '@meridian/site-kit/chrome/client';
import { Banners } from '@/banners/Banners';
import { Consent, CookieSettingsFooterButton } from '@/consent/Consent';
import { HeaderSearchBox } from './HeaderSearchBox';
import { Logo } from './Logo';
import { PreviewBanner } from '@/preview/PreviewBanner';
import { MainMenu, type MenuLink } from './MainMenu';
import { PageNavigation } from './PageNavigation';
import { accountPath } from '@/accounts/links';
import { SiteKit } from './SiteKit';
import { phoneHref } from '@meridian/recruiting/lib/format';

type PageSlugs = Record<number, Partial<Record<ContentLanguage, string>>>;

interface Props {
  site: ResolvedSite;
  locale: SiteLocale;
  currentPageId: number | null;
  pageSlugs: PageSlugs;
  /** A verified workspace preview: banner, and the token kept on links. */
  preview?: Preview | null;
  /**
   * For a page outside the CMS (the job agent's pages): the same page in another locale. Without it a page without
   * a CMS id links to each locale's home.
   */
  languageHref?: (locale: SiteLocale) => string;
  /**
   * Analytics user properties of a personal page (the account pages' talent_portal context and a signed-in
   * candidate's properties); every other page has the site's touch label. Sent only once analytics is consented to.
   */
  userProperties?: Record<string, string | number | boolean>;
  children: React.ReactNode;
}

function hrefFor(
  link: { page?: unknown; url?: string | null },
  site: ResolvedSite,
  locale: SiteLocale,
  pageSlugs: PageSlugs,
) {
  const pageId =
    typeof link.page === 'number'
      ? link.page
      : link.page && typeof link.page === 'object'
        ? Number((link.page as { id: number }).id)
        : null;
  if (pageId !== null) {
    const isHome = pageId === site.homePageId;
    const slug = pageSlugs[pageId]?.[locale.lang];
    return { href: isHome || slug ? pageHref(locale, slug, isHome) : null, pageId };
  }
  return { href: link.url || null, pageId: null };
}

/** Header (logo, main menu, header search box, language switcher), main landmark and footer shared by every page of a site. */
export async function SiteChrome({
  site,
  locale,
  currentPageId,
  pageSlugs,
  preview = null,
  languageHref,
  userProperties,
  children,
}: Props) {
  const theme = themeFor(site.theme);
  const t = getTranslator(locale.lang, theme.voice);
  const navigation = await getNavigation(site.id, locale.lang);

  // One menu entry: where it leads, and whether that is the page shown (a link to no page is never current).
  const linkTo = (target: { page?: unknown; url?: string | null }, label: string, children: MenuLink[] = []) => {
    const { href, pageId } = hrefFor(target, site, locale, pageSlugs);
    return { label, href, current: pageId !== null && pageId === currentPageId, children };
  };
  const manualMenu = (): MenuLink[] =>
    (navigation?.mainMenu ?? []).map((item) =>
      linkTo(
        item,
        item.label,
        (item.children ?? []).map((child) => linkTo(child, child.label)),
      ),
    );

  // The page tree (when a menu follows it): published pages of this language, in tree order.
  const followsTree = navigation?.mainMenuSource === 'pageTree' || navigation?.pageNavigationSource === 'pageTree';
  const tree = followsTree ? await getPageTree(site.id, locale.lang) : [];
  const treeLink = (entry: PublishedTreeEntry): MenuLink => linkTo({ page: entry.id }, entry.title);
  const menu: MenuLink[] =
    navigation?.mainMenuSource === 'pageTree'
      ? tree.map((entry) => linkTo({ page: entry.id }, entry.title, entry.children.map(treeLink)))
      : manualMenu();

  // Page navigation (SPEC §2.1): the page tree, or the pages chosen in the CMS, else the main menu.
  const flatten = (entries: PublishedTreeEntry[]): PublishedTreeEntry[] =>
    entries.flatMap((entry) => [entry, ...flatten(entry.children)]);
  const configured = navigation?.pageNavigation ?? [];
  const pageNavigation: MenuLink[] =
    navigation?.pageNavigationSource === 'pageTree'
      ? flatten(tree).map(treeLink)
      : configured.length
        ? configured.map((item) => linkTo(item, item.label))
        : menu;
  const searchHref = navigation?.searchResultPage
    ? hrefFor({ page: navigation.searchResultPage }, site, locale, pageSlugs).href
    : null;
  const searchResultPageId = hrefFor({ page: navigation?.searchResultPage ?? null }, site, locale, pageSlugs).pageId;

  const isHome = currentPageId !== null && currentPageId === site.homePageId;
  const languages = alternateLinks(
    site.locales,
    locale,
    currentPageId !== null ? pageSlugs[currentPageId] : undefined,
    isHome,
  ).map((link) => (languageHref ? { ...link, href: languageHref(link.locale) } : link));
  // Legal links by {targetMarket}-{language}, falling back to de-de (SPEC §2.6).
  const legal = legalPathsFor(legalPathTable(site.locales, site, pageSlugs), locale);
  const privacyHref = legal.privacy;
  const legalNoticeHref = legal.legalNotice;
  const contact = site.contact;
  const chrome = theme.chrome;

  const languageSwitcher =
    languages.length > 1 ? (
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
    ) : null;

  // The candidate account: an icon link in the header; on phones, where the header row is full, the menus' last item.
  // The same link for everyone (public pages stay cacheable); signed out, the account page answers with sign-in.
  const accountHref = accountPath(locale, 'home');
  const accountLabel = t('account.nav.link');
  const headerMenu: MenuLink[] = [
    ...menu,
    { label: accountLabel, href: accountHref, current: false, children: [], compactOnly: true },
  ];

  const headerContent = (
    <div className="site-header__inner container">
      <a className="site-logo" href={legal.home} aria-label={t('site.logoAlt', { name: site.name })}>
        <Logo themeKey={theme.key} name={site.name} />
      </a>
      {chrome.navigation === 'slide-in-panels' ? (
        <SlideInPanels
          menu={headerMenu}
          search={searchTargets(
            locale,
            { careerPageId: site.careerPageId, resultsPageId: searchResultPageId },
            pageSlugs,
          )}
          texts={{
            menu: t('chrome.menu'),
            navigationPanel: t('chrome.navigationPanel'),
            search: t('chrome.search'),
            searchPanel: t('chrome.searchPanel'),
            close: t('chrome.close'),
            offers: {
              heading: t('chrome.searchOffers.heading'),
              label: t('chrome.searchOffers.label'),
              submit: t('chrome.searchOffers.submit'),
            },
            site: {
              heading: t('chrome.searchSite.heading'),
              label: t('chrome.searchSite.label'),
              submit: t('chrome.searchSite.submit'),
            },
          }}
        />
      ) : (
        <MainMenu
          items={headerMenu}
          label={t('site.mainNavigation')}
          openLabel={t('site.openMenu')}
          closeLabel={t('site.closeMenu')}
        />
      )}
      {/* Recruiting header search box (SPEC §2.11): where the variant table gives the site's variant one. */}
      <HeaderSearchBox site={site} locale={locale} pageSlugs={pageSlugs} />
      <a className="site-header__account" href={accountHref} title={accountLabel}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="visually-hidden">{accountLabel}</span>
      </a>
      {languageSwitcher}
    </div>
  );

  // Contact widget channels (CMS, per site); values that do not fit their kind are left out, never linked.
  const channels: ContactChannel[] = chrome.contactWidget
    ? site.contactWidget.channels.flatMap((channel) => {
        const href = channelHref(channel.kind, channel.value);
        return href
          ? [{ kind: channel.kind as ChannelKind, href, label: channel.label[locale.lang] || channel.value }]
          : [];
      })
    : [];

  return (
    <>
      {preview ? <PreviewBanner lang={locale.lang} voice={theme.voice} expiresAt={preview.claims.exp} /> : null}
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      {chrome.header === 'hide-on-scroll' ? (
        <HideOnScrollHeader className="site-header">{headerContent}</HideOnScrollHeader>
      ) : (
        <header className="site-header">{headerContent}</header>
      )}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {/* Page navigation (SPEC §2.1): the trigger list of the side-navigation layer, a navigation landmark of its own
          between the page's content and the footer (without JavaScript: plain links and a search form). */}
      <PageNavigation
        items={pageNavigation}
        label={t('site.pageNavigation')}
        hint={t('site.pageNavigationHint')}
        search={
          searchHref
            ? {
                action: searchHref,
                siteId: site.id,
                label: t('site.search.label'),
                field: t('site.search.field'),
                submit: t('site.search.submit'),
              }
            : null
        }
        languageLabel={t('site.language.label')}
        languages={languages}
      />
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
                    <a href={phoneHref(contact.phone)}>{contact.phone}</a>
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
              {/* The candidate account, as in the header. */}
              <li>
                <a href={accountHref}>{accountLabel}</a>
              </li>
              {/* Cookie consent: reopens the dialog on every page. */}
              <li>
                <CookieSettingsFooterButton lang={locale.lang} />
              </li>
            </ul>
          </nav>
          <p className="site-footer__copyright">
            {t('site.footer.copyright', { year: new Date().getFullYear(), company: site.legalName })}
          </p>
        </div>
      </footer>
      {/* Announcement banners: opened by site-kit's banner widget. */}
      <Banners
        voice={theme.voice}
        siteId={site.id}
        homePageId={site.homePageId}
        locale={locale}
        currentPageId={currentPageId}
        pageSlugs={pageSlugs}
      />
      {/* Cookie consent: Consent Mode default, consent-gated tags and the dialog. */}
      <Consent
        site={site}
        locale={locale}
        currentPageId={currentPageId}
        privacyHref={privacyHref}
        legalNoticeHref={legalNoticeHref}
        userProperties={userProperties}
      />
      {channels.length > 0 ? (
        <ContactWidget
          channels={channels}
          hours={site.contactWidget.hours[locale.lang] || null}
          texts={{
            toggle: t('chrome.contact.toggle'),
            heading: site.contactWidget.heading[locale.lang] || t('chrome.contact.heading'),
            close: t('chrome.contact.close'),
            hours: t('chrome.contact.hours'),
            kinds: {
              phone: t('chrome.contact.phone'),
              email: t('chrome.contact.email'),
              whatsapp: t('chrome.contact.whatsapp'),
              link: t('chrome.contact.link'),
            },
          }}
        />
      ) : null}
      {/* Site-wide features: toasts, request error texts, side-navigation layer. */}
      <SiteKit lang={locale.lang} voice={theme.voice} preview={preview?.token ?? null} />
    </>
  );
}
