import 'server-only';
import { requestLogger } from '@/lib/logger';
import { acceptPreview, previewKey, type PreviewClaims } from '@/lib/preview-token';
import { payloadSecret } from '@/lib/secret';

export type Preview = { token: string; claims: PreviewClaims };

let key: Buffer | null = null;
/** The preview signing key, derived once from the CMS secret. */
export function previewSigningKey(): Buffer {
  key ??= previewKey(payloadSecret());
  return key;
}

/** The verified workspace preview of a request for a site, or null; rejected tokens are logged. */
export function previewFor(token: string | null | undefined, siteId: number, host: string | null): Preview | null {
  return acceptPreview(token, { key: previewSigningKey(), siteId, log: requestLogger(host) });
}
