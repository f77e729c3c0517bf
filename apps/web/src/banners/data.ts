import 'server-only';
import { unstable_cache } from 'next/cache';
import {
  parseIcon,
  parsePosition,
  parseTimer,
  type BannerIcon,
  type BannerPosition,
} from '@meridian/site-kit/banner/rules';
import { getPayload } from '@/cms/payload';
import { cacheTags } from '@/cms/cache-tags';
import { findSiteBanners } from './query';
import type { ContentLanguage } from '@/sites/languages';
import { relationId } from '@/cms/relation';

export { bannersForPage, bannersShownAt } from './rules';

/** An active banner of a site in one language, as the public pages render it (SPEC §3.13). */
export interface SiteBanner {
  id: number;
  position: BannerPosition;
  timer: number;
  icon: BannerIcon | null;
  /** The raw icon setting (the widget reads it again in the browser). */
  iconSetting: string | null;
  headline: string;
  text: string | null;
  link: { label: string | null; pageId: number | null; url: string | null };
  /** Page ids it is limited to; empty = every page. */
  pageIds: number[];
  /** When it starts showing (ISO date-time); null: at once. */
  startsAt: string | null;
  /** When its matter is over (ISO date-time); null: no end. */
  endsAt: string | null;
}

/** The banners a site shows in this language (query.ts); cached until a banner of the site changes. */
export const getBanners = (siteId: number, lang: ContentLanguage) =>
  unstable_cache(
    async (): Promise<SiteBanner[]> => {
      const docs = await findSiteBanners(await getPayload(), siteId, lang);
      return docs.map((doc) => ({
        id: doc.id,
        position: parsePosition(doc.position),
        timer: parseTimer(doc.timer),
        icon: parseIcon(doc.icon),
        iconSetting: doc.icon ?? null,
        headline: doc.headline,
        text: doc.text ?? null,
        link: { label: doc.link?.label ?? null, pageId: relationId(doc.link?.page), url: doc.link?.url ?? null },
        pageIds: (doc.pages ?? []).map(relationId).filter((id): id is number => id !== null),
        startsAt: doc.startsAt ?? null,
        endsAt: doc.endsAt ?? null,
      }));
    },
    ['meridian-banners', String(siteId), lang],
    { tags: [cacheTags.banners(siteId)] },
  )();
