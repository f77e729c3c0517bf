'use client';
import { ConsentManager, type ConsentManagerProps, type DialogTexts } from '@meridian/site-kit/consent/client';

/**
 * Polish exists only as dialog text (SPEC §1): browsers preferring pl get it on any page, from a chunk of its own
 * that only they load — the texts are not in every page's React payload.
 */
const BROWSER_LANGUAGES: ConsentManagerProps['browserLanguages'] = {
  pl: () =>
    import('@meridian/i18n/messages/pl').then(({ default: pl }): DialogTexts => ({ lang: 'pl', cookie: pl.cookie })),
};

/** The site's consent runtime with the dialog languages a browser may prefer over the page's. */
export function SiteConsentManager(props: Omit<ConsentManagerProps, 'browserLanguages'>) {
  return <ConsentManager {...props} browserLanguages={BROWSER_LANGUAGES} />;
}
