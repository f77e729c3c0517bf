import { getTranslator, type Voice } from '@meridian/i18n';
import { bannersForPage, bannersShownAt, getBanners, type SiteBanner } from '@/banners/data';
import type { ContentLanguage, SiteLocale } from '@/sites/languages';
import { pageHref } from '@/routing/links';

interface Props {
  siteId: number;
  homePageId: number | null;
  locale: SiteLocale;
  currentPageId: number | null;
  pageSlugs: Record<number, Partial<Record<ContentLanguage, string>>>;
  /** The site's voice (theme data): German 'Sie' or 'du'. */
  voice?: Voice;
}

/**
 * The site's announcement banners for this page (SPEC §3.13, §4.9), as closed dialogs that site-kit's `banner`
 * widget opens unless the visitor's dismissal is still running (banner/mount.ts). Banners whose end has come or whose
 * start is more than a kept page's lifetime ahead are left out; the widget checks start and end again (a kept page
 * is served for a while after it was rendered).
 */
export async function Banners({ siteId, homePageId, locale, currentPageId, pageSlugs, voice = 'formal' }: Props) {
  const banners = bannersShownAt(bannersForPage(await getBanners(siteId, locale.lang), currentPageId), Date.now());
  return <BannerList banners={banners} homePageId={homePageId} locale={locale} pageSlugs={pageSlugs} voice={voice} />;
}

/**
 * The markup of banners. `onDemand`: the copies a page loaded into the side-navigation layer brings for its info
 * buttons (`?type=24818`): they open only through those buttons, never on load, and have no wake-up button.
 */
export function BannerList({
  banners,
  homePageId,
  locale,
  pageSlugs,
  voice = 'formal',
  onDemand = false,
}: {
  banners: readonly SiteBanner[];
  homePageId: number | null;
  locale: SiteLocale;
  pageSlugs: Props['pageSlugs'];
  voice?: Voice;
  onDemand?: boolean;
}) {
  if (banners.length === 0) return null;

  const t = getTranslator(locale.lang, voice);
  const hrefOf = (link: { pageId: number | null; url: string | null }) => {
    if (link.pageId !== null) {
      const isHome = link.pageId === homePageId;
      const slug = pageSlugs[link.pageId]?.[locale.lang];
      return isHome || slug ? pageHref(locale, slug, isHome) : null;
    }
    return link.url;
  };
  return (
    <>
      {banners.map((banner) => {
        // Ids stay unique when the layer's copy and the page's banner are both in the document.
        const idPrefix = onDemand ? `layer-banner-${banner.id}` : `banner-${banner.id}`;
        const titleId = `${idPrefix}-title`;
        const href = hrefOf(banner.link);
        return (
          <div
            key={banner.id}
            className="sk-banner"
            data-meridian-widget="banner"
            data-banner-id={banner.id}
            data-banner-position={banner.position}
            data-banner-timer={banner.timer}
            data-banner-icon={banner.iconSetting ?? undefined}
            data-banner-from={banner.startsAt ?? undefined}
            data-banner-until={banner.endsAt ?? undefined}
            data-banner-on-demand={onDemand ? '' : undefined}
          >
            <dialog
              className="sk-banner__dialog"
              aria-labelledby={titleId}
              aria-describedby={banner.text ? `${idPrefix}-text` : undefined}
            >
              <div className="sk-banner__panel">
                {banner.icon ? (
                  <span className="sk-banner__icon" data-icon={banner.icon.name} aria-hidden="true">
                    {banner.icon.glyph}
                  </span>
                ) : null}
                <div className="sk-banner__content">
                  <h2 id={titleId} className="sk-banner__title">
                    {banner.headline}
                  </h2>
                  {banner.text ? (
                    <p id={`${idPrefix}-text`} className="sk-banner__text">
                      {banner.text}
                    </p>
                  ) : null}
                </div>
                <div className="sk-banner__actions">
                  {href && banner.link.label ? <a href={href}>{banner.link.label}</a> : null}
                  <button type="button" className="sk-banner__close" data-banner-close="">
                    {t('banner.close')}
                  </button>
                </div>
              </div>
            </dialog>
            {banner.icon && !onDemand ? (
              <button
                type="button"
                className="sk-banner__wake"
                data-banner-toggle={String(banner.id)}
                aria-label={t('banner.wake', { headline: banner.headline })}
                hidden
              >
                <span aria-hidden="true">{banner.icon.glyph}</span>
              </button>
            ) : null}
          </div>
        );
      })}
    </>
  );
}
