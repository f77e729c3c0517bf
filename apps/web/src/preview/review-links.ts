import 'server-only';
import { cache } from 'react';
import { getPayload } from '@/cms/payload';
import { requestLogger } from '@/server/logger';
import { acceptPreview, previewKey, type PreviewClaims } from '@/preview/token';
import { payloadSecret } from '@/cms/secret';

export type Preview = { token: string; claims: PreviewClaims };

let key: Buffer | null = null;
/** The preview signing key, derived once from the CMS secret. */
export function previewSigningKey(): Buffer {
  key ??= previewKey(payloadSecret());
  return key;
}

/**
 * Whether a review link is still listed for the site and not expired (deleting it in the CMS revokes it). Read on
 * every preview request, never cached: previews are uncached anyway, and a revocation must hold at once.
 */
async function reviewLinkActive(linkId: string, siteId: number): Promise<boolean> {
  const payload = await getPayload();
  const { totalDocs } = await payload.count({
    collection: 'preview-links',
    overrideAccess: true,
    where: {
      and: [
        { linkId: { equals: linkId } },
        { tenant: { equals: siteId } },
        { expiresAt: { greater_than: new Date().toISOString() } },
      ],
    },
  });
  return totalDocs > 0;
}

/** The verified workspace preview of a request for a site, or null; rejected and revoked tokens are logged. */
export const previewFor = cache(
  (token: string | null | undefined, siteId: number, host: string | null): Promise<Preview | null> =>
    acceptPreview(token, { key: previewSigningKey(), siteId, log: requestLogger(host), linkActive: reviewLinkActive }),
);
