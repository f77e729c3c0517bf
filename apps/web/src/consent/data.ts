import 'server-only';
import { unstable_cache } from 'next/cache';
import {
  DEFAULT_CONFIGURED_ITEMS,
  configuredProviders,
  isProviderId,
  type ProviderId,
} from '@meridian/site-kit/consent';
import { findSiteDocument } from '@/sites/data';
import { cacheTags } from '@/cms/cache-tags';
import type { ContentLanguage } from '@/sites/languages';

/** A site's cookie dialog configuration (SPEC §3.2) in one language, as the public pages use it. */
export interface SiteConsentConfig {
  items: ProviderId[];
  revision: number;
  infoUrls: Partial<Record<ProviderId, string>>;
  companyName: string | null;
  companyUrl: string | null;
  overrides: { headline: string | null; buttonPrimary: string | null; buttonSecondary: string | null };
  tags: { googleTagManagerId: string | null; pingdomId: string | null };
}

/** The configuration, or the defaults when the site has none yet (essentials + §2.3 items, revision 1). */
export const getConsentConfig = (siteId: number, lang: ContentLanguage) =>
  unstable_cache(
    async (): Promise<SiteConsentConfig> => {
      const doc = await findSiteDocument('consent-settings', siteId, lang);
      const infoUrls: Partial<Record<ProviderId, string>> = {};
      for (const entry of doc?.infoUrls ?? [])
        if (isProviderId(entry.item) && entry.url) infoUrls[entry.item] = entry.url;
      return {
        items: configuredProviders(doc?.items ?? DEFAULT_CONFIGURED_ITEMS),
        revision: doc?.revision ?? 1,
        infoUrls,
        companyName: doc?.companyName ?? null,
        companyUrl: doc?.companyUrl ?? null,
        overrides: {
          headline: doc?.headline ?? null,
          buttonPrimary: doc?.buttonPrimary ?? null,
          buttonSecondary: doc?.buttonSecondary ?? null,
        },
        tags: { googleTagManagerId: doc?.tags?.googleTagManagerId ?? null, pingdomId: doc?.tags?.pingdomId ?? null },
      };
    },
    ['meridian-consent', String(siteId), lang],
    { tags: [cacheTags.consent(siteId)] },
  )();
