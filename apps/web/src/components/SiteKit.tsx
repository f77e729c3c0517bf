import '@meridian/site-kit/site-kit.css';
import { getTranslator, type Voice } from '@meridian/i18n';
import { SiteKitRoot } from '@meridian/site-kit/root';
import { siteKitTexts } from '@meridian/site-kit/texts';
import type { ContentLanguage } from '@/sites/languages';

/**
 * Site-wide browser features: toasts, the request layer's error texts and the side-navigation
 * layer, with their texts translated here so that no catalogue ships to the browser.
 */
export function SiteKit({
  lang,
  voice = 'formal',
  preview = null,
}: {
  lang: ContentLanguage;
  voice?: Voice;
  preview?: string | null;
}) {
  return <SiteKitRoot texts={siteKitTexts(getTranslator(lang, voice))} preview={preview} />;
}
