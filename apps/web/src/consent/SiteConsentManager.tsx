'use client';
import { loadCookieTexts } from '@meridian/i18n/cookie-texts';
import type { Lang, Voice } from '@meridian/i18n';
import { ConsentManager, type ConsentManagerProps, type DialogTexts } from '@meridian/site-kit/consent/client';
import { withOverrides, type DialogOverrides } from './dialog-texts';

/**
 * Polish exists only as dialog text (SPEC §1): browsers preferring pl get it on any page. Like the page language's
 * texts, it is a chunk of its own that only a browser about to show the dialog loads.
 */
const BROWSER_LANGUAGES: readonly Lang[] = ['pl'];

type Props = Omit<ConsentManagerProps, 'lang' | 'loadTexts' | 'browserLanguages'> & {
  lang: Lang;
  /** The site's voice (German 'du' on brand B). */
  voice: Voice;
  overrides: DialogOverrides;
};

/** The site's consent runtime: the dialog in the page language and voice, or Polish where the browser prefers it. */
export function SiteConsentManager({ lang, voice, overrides, ...props }: Props) {
  const loadTexts = async (language: string): Promise<DialogTexts> =>
    language === lang
      ? { lang, cookie: withOverrides(await loadCookieTexts(lang, voice), overrides) }
      : { lang: language, cookie: await loadCookieTexts(language as Lang) };
  return <ConsentManager {...props} lang={lang} loadTexts={loadTexts} browserLanguages={BROWSER_LANGUAGES} />;
}
