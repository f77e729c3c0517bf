import '@meridian/site-kit/consent/dialog.css';
import { getTranslator } from '@meridian/i18n';
import { consentModeDefaultScript } from '@meridian/site-kit/consent';
import { CookieSettingsButton } from '@meridian/site-kit/consent/client';
import { SiteConsentManager } from './SiteConsentManager';
import { applicationLabel } from '@meridian/site-kit/analytics';
import { headers } from 'next/headers';
import type { ResolvedSite } from '@/sites/data';
import { getConsentConfig } from '@/consent/data';
import type { SiteLocale } from '@/sites/languages';
import { themeFor } from '@/sites/themes';

interface Props {
  site: ResolvedSite;
  locale: SiteLocale;
  currentPageId: number | null;
  privacyHref: string | null;
  legalNoticeHref: string | null;
  /** A personal page's user properties (the account pages'); by default the site's touch label. */
  userProperties?: Record<string, string | number | boolean>;
}

/**
 * Cookie consent on every page: Consent Mode default before any tag, the site's consent-gated tags as
 * inert placeholders, and the dialog. The server knows whether this is a legal page (no automatic dialog there).
 */
export async function Consent({ site, locale, currentPageId, privacyHref, legalNoticeHref, userProperties }: Props) {
  const config = await getConsentConfig(site.id, locale.lang);
  const suppressed =
    currentPageId !== null && (currentPageId === site.privacyPageId || currentPageId === site.legalNoticePageId);
  const { googleTagManagerId: gtm, pingdomId } = config.tags;
  // The proxy's per-request CSP nonce: the inline default runs now, the gated inline tag once it is consented.
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentModeDefaultScript() }} />
      {gtm && config.items.includes('GOOGLE_ANALYTICS') ? (
        <>
          <script
            type="text/plain"
            nonce={nonce}
            data-consent="GOOGLE_ANALYTICS"
            dangerouslySetInnerHTML={{ __html: "dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'})" }}
          />
          <script
            type="text/plain"
            data-consent="GOOGLE_ANALYTICS"
            data-src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtm)}`}
          />
        </>
      ) : null}
      {pingdomId && config.items.includes('PINGDOM') ? (
        <script
          type="text/plain"
          data-consent="PINGDOM"
          data-src={`https://rum-static.pingdom.net/pa-${encodeURIComponent(pingdomId)}.js`}
        />
      ) : null}
      <SiteConsentManager
        items={config.items}
        revision={config.revision}
        // Without a configured info link, a service points to the site's privacy statement.
        infoUrls={Object.fromEntries(config.items.map((id) => [id, config.infoUrls[id] ?? privacyHref ?? undefined]))}
        company={{ name: config.companyName, url: config.companyUrl }}
        lang={locale.lang}
        voice={themeFor(site.theme).voice}
        overrides={{
          headline: config.overrides.headline,
          acceptAll: config.overrides.buttonPrimary,
          acceptEssentials: config.overrides.buttonSecondary,
        }}
        links={{ privacy: privacyHref, legalNotice: legalNoticeHref }}
        suppressed={suppressed}
        logUrl="/api/consent"
        userProperties={userProperties ?? { application: applicationLabel('touch', site.key) }}
      />
    </>
  );
}

/** The footer's "Cookie settings" entry. */
export function CookieSettingsFooterButton({ lang }: { lang: SiteLocale['lang'] }) {
  return (
    <CookieSettingsButton className="cc-settings-button" label={getTranslator(lang)('site.footer.cookieSettings')} />
  );
}
