import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Workspace packages ship TypeScript sources.
  transpilePackages: ['@meridian/i18n', '@meridian/contracts', '@meridian/site-kit'],
  images: { formats: ['image/avif', 'image/webp'] },
  experimental: { serverActions: { bodySizeLimit: '5mb' } },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
