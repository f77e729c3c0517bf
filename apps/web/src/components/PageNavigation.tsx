import { KEYWORD_MAX_LENGTH } from '@meridian/site-kit/site-search';
import { LANGUAGE_NAMES, type SiteLocale } from '@/sites/languages';
import type { MenuLink } from './MainMenu';

export interface PageNavigationSearch {
  /** The site's search-result page. */
  action: string;
  /** The form's data id, sent as `site` with the tracking event (SPEC §7.6). */
  siteId: number;
  label: string;
  field: string;
  submit: string;
}

interface LanguageLink {
  locale: SiteLocale;
  href: string;
  current: boolean;
}

/**
 * Page navigation (SPEC §2.1), a band of its own between the page's content and the footer: the pages chosen in the CMS (Navigation → Page navigation; else the main
 * menu), each opening the side-navigation layer (`data-layer-link`; one `data-layer-group` gives the layer its
 * previous/next entries), and the site search (SPEC §2.6, §7.6: `data-site-search`, the tracking call and the
 * navigation are site-kit's). Without JavaScript they are ordinary links and a GET form. The current page is
 * left out. With more than one language, a language button opens the layer's language-menu variant: the inline
 * language menu below (hidden on the page), shown in the layer without fetching.
 */
export function PageNavigation({
  items,
  label,
  hint,
  search,
  languageLabel,
  languages = [],
}: {
  items: MenuLink[];
  label: string;
  /** What the links do where scripts run (open the page in the layer); hidden without them. */
  hint?: string;
  search: PageNavigationSearch | null;
  languageLabel?: string;
  languages?: LanguageLink[];
}) {
  const seen = new Set<string>();
  const links = items
    .flatMap((item) => [item, ...item.children])
    .filter((link): link is typeof link & { href: string } => {
      if (!link.href || link.current || !link.href.startsWith('/') || seen.has(link.href)) return false;
      seen.add(link.href);
      return true;
    });
  const withLanguages = languages.length > 1 && languageLabel;
  if (links.length === 0 && !search && !withLanguages) return null;
  return (
    <nav className="sk-page-nav" aria-labelledby="page-navigation-heading">
      <div className="sk-page-nav__inner container">
        <h2 id="page-navigation-heading" className="sk-page-nav__heading">
          {label}
        </h2>
        {search ? (
          <form
            className="sk-site-search"
            role="search"
            aria-label={search.label}
            action={search.action}
            method="get"
            data-site-search=""
            data-id={search.siteId}
          >
            <label htmlFor="site-search-keyword">{search.field}</label>
            <div className="sk-site-search__row">
              <input
                id="site-search-keyword"
                type="search"
                name="keyword"
                maxLength={KEYWORD_MAX_LENGTH}
                autoComplete="off"
              />
              <button type="submit">{search.submit}</button>
            </div>
          </form>
        ) : null}
        {links.length > 0 || withLanguages ? (
          <>
            {hint ? <p className="sk-page-nav__hint">{hint}</p> : null}
            <ul data-layer-group="">
              {links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} data-layer-link="" data-layer-id={link.href} data-titleshort={link.label}>
                    {link.label}
                  </a>
                </li>
              ))}
              {withLanguages ? (
                <li>
                  <button
                    type="button"
                    className="sk-page-nav__language"
                    data-layer-language=""
                    aria-controls="page-language-menu"
                    aria-expanded="false"
                    aria-haspopup="dialog"
                  >
                    {languageLabel}
                  </button>
                </li>
              ) : null}
            </ul>
          </>
        ) : null}
        {withLanguages ? (
          <div id="page-language-menu" hidden>
            <h2 className="sk-language-menu__heading">{languageLabel}</h2>
            <ul className="sk-language-menu">
              {languages.map((link) => (
                <li key={`${link.locale.market}-${link.locale.lang}`}>
                  <a
                    href={link.href}
                    hrefLang={link.locale.lang}
                    lang={link.locale.lang}
                    aria-current={link.current ? 'true' : undefined}
                  >
                    {LANGUAGE_NAMES[link.locale.lang]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </nav>
  );
}
