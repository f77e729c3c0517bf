import type { CookieMessages } from '@meridian/i18n/cookie-texts';

/** The site's wording in place of the catalogue's (CMS, consent configuration), in the page language. */
export interface DialogOverrides {
  headline?: string | null;
  acceptAll?: string | null;
  acceptEssentials?: string | null;
}

/** The catalogue's dialog texts with the site's overrides (those are written for the page language only). */
export function withOverrides(cookie: CookieMessages, overrides: DialogOverrides): CookieMessages {
  return {
    ...cookie,
    intro: { ...cookie.intro, headline: overrides.headline || cookie.intro.headline },
    button: {
      ...cookie.button,
      acceptAll: overrides.acceptAll || cookie.button.acceptAll,
      acceptEssentials: overrides.acceptEssentials || cookie.button.acceptEssentials,
    },
  };
}
