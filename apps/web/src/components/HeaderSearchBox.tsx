import '@meridian/recruiting/recruiting.css';
import { messages } from '@meridian/i18n';
import { headerSearchMessages } from '@meridian/recruiting';
import { HeaderSearchModule } from '@/blocks/lazy-client';
import { headerSearchConfig } from '@/recruiting/config';
import { recruitingSite } from '@/recruiting/server';
import { careerPagePath } from '@/routing/chrome-links';
import type { ResolvedSite } from '@/sites/data';
import type { ContentLanguage, SiteLocale } from '@/sites/languages';

/**
 * The recruiting module's header search box (SPEC §2.11) in the site header, for every site whose variant has one
 * (the variant table's `headerSearchBox`), searching the site's career page. Nothing without a career page in
 * this language. Server-rendered as a link to the career page; the browser turns it into the popup button.
 */
export function HeaderSearchBox({
  site,
  locale,
  pageSlugs,
}: {
  site: ResolvedSite;
  locale: SiteLocale;
  pageSlugs: Record<number, Partial<Record<ContentLanguage, string>>>;
}) {
  const config = headerSearchConfig(
    recruitingSite(site.key, locale),
    careerPagePath(locale, site.careerPageId, pageSlugs),
  );
  if (!config) return null;
  return (
    <div className="site-header__search">
      <HeaderSearchModule
        config={config}
        messages={headerSearchMessages(messages[locale.lang] as unknown as Record<string, unknown>)}
      />
    </div>
  );
}
