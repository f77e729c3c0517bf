import { getTranslator } from '@meridian/i18n';
import type { VideoBlock } from '@/payload-types';
import type { BlockPlace } from '../context';

/**
 * A video-platform embed behind a privacy placeholder: the consent module's embed markup
 * (`data-consent="YOUTUBE"` + `data-consent-embed`), turned into the iframe by site-kit once the visitor
 * consents (at once when consent is already given, else on `meridian:cookie-accept`). The placeholder's
 * button opens the cookie settings (script call `openCookieSettings`).
 */
export function VideoComponent({ block, place }: { block: VideoBlock; place: BlockPlace }) {
  const t = getTranslator(place.locale.lang, place.voice);
  // The schema validates the id; checked again because the markup goes straight into an iframe src.
  if (!/^[A-Za-z0-9_-]{11}$/.test(block.videoId)) return null;
  return (
    <figure id={block.anchor || undefined} className="block-video container" data-meridian-widget="consent-embed">
      <div
        className="sk-embed"
        data-consent="YOUTUBE"
        data-consent-embed={`https://www.youtube-nocookie.com/embed/${block.videoId}`}
        data-title={block.title}
      >
        <div className="sk-embed__placeholder">
          <p className="sk-embed__title">{block.title}</p>
          <p>{t('embed.video.notice')}</p>
          <div className="sk-embed__actions">
            <button type="button" data-script-call="openCookieSettings">
              {t('embed.video.enable')}
            </button>
          </div>
        </div>
      </div>
      {block.caption ? <figcaption>{block.caption}</figcaption> : null}
    </figure>
  );
}
