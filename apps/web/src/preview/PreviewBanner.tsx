import { getTranslator, type Voice } from '@meridian/i18n';
import type { ContentLanguage } from '@/sites/languages';

/** Shown on every workspace preview (SPEC §2.6): the page shows unpublished changes, until when the link works. */
export function PreviewBanner({
  lang,
  voice = 'formal',
  expiresAt,
}: {
  lang: ContentLanguage;
  voice?: Voice;
  expiresAt: number;
}) {
  const t = getTranslator(lang, voice);
  const time = new Date(expiresAt).toISOString().slice(11, 16);
  return (
    <aside className="preview-banner" aria-label={t('site.preview.label')} data-preview-banner="">
      <div className="preview-banner__inner container">
        <strong className="preview-banner__label">{t('site.preview.label')}</strong>
        <span>
          {t('site.preview.text')} {t('site.preview.expires', { time })}
        </span>
      </div>
    </aside>
  );
}
