'use client';
import { useEffect } from 'react';
import { keepPreviewOnLinks } from './links.ts';

/**
 * Workspace preview (SPEC §2.6): keeps the verified preview token on every same-host link of the page, also on
 * links added later. The server passes the token only when it verified it.
 */
export function PreviewLinks({ token }: { token: string | null }) {
  useEffect(() => (token ? keepPreviewOnLinks(document, token) : undefined), [token]);
  return null;
}
