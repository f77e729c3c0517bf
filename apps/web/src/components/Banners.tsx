import { getTranslator, type Voice } from '@meridian/i18n';
import { bannersForPage, getBanners } from '@/sites/banners';
import type { ContentLanguage, SiteLocale } from '@/sites/languages';
import { pageHref } from '@/sites/links';

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
 * widget opens unless the visitor's dismissal is still running (banner/mount.ts).
 */
export async function Banners({ siteId, homePageId, locale, currentPageId, pageSlugs, voice = 'formal' }: Props) {
  const banners = bannersForPage(await getBanners(siteId, locale.lang), currentPageId);
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
        const titleId = `banner-${banner.id}-title`;
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
          >
            <dialog className="sk-banner__dialog" aria-labelledby={titleId} aria-describedby={banner.text ? `banner-${banner.id}-text` : undefined}>
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
                    <p id={`banner-${banner.id}-text`} className="sk-banner__text">
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
            {banner.icon ? (
              <button type="button" className="sk-banner__wake" data-banner-toggle={String(banner.id)} aria-label={t('banner.wake', { headline: banner.headline })} hidden>
                <span aria-hidden="true">{banner.icon.glyph}</span>
              </button>
            ) : null}
          </div>
        );
      })}
    </>
  );
}
