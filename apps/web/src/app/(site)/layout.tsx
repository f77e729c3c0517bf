import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type React from 'react';
import { environmentFromHost } from '@/server/environment';
import { resolveSite } from '@/sites/data';
import { themeFor } from '@/sites/themes';
import { fontVariables } from './fonts';
import { themeFontPreloads } from './font-preloads';
import './themes.css';
import './globals.css';

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export async function generateMetadata(): Promise<Metadata> {
  const site = await resolveSite((await headers()).get('host'));
  const theme = themeFor(site?.theme);
  return {
    icons: { icon: `/brands/${theme.key}/favicon.svg` },
    robots:
      environmentFromHost((await headers()).get('host')) === 'production' ? undefined : { index: false, follow: false },
  };
}

/**
 * Root layout of the public sites: the host decides the site and so its theme (`data-theme` selects its design
 * tokens in `themes.css`); the proxy passes the language of the path.
 */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const requestHeaders = await headers();
  const host = requestHeaders.get('host');
  const site = await resolveSite(host);
  const theme = themeFor(site?.theme);
  const lang = requestHeaders.get('x-meridian-lang') ?? 'de';
  return (
    <html
      lang={lang}
      className={fontVariables}
      data-site={site?.key ?? 'group'}
      data-theme={theme.key}
      data-environment={environmentFromHost(host)}
    >
      <head>
        {/* React's preload() hint does not reach the server-rendered head here; a plain link does (hoisted by React). */}
        {themeFontPreloads(theme).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
