'use client';
import { useEffect } from 'react';

/**
 * Moves focus to the element with this id once the page has loaded (an error summary after a refused form post:
 * screen readers read it, the keyboard continues from it). Without JavaScript the page's #fragment scrolls there.
 */
export function FocusOnLoad({ id }: { id: string }) {
  useEffect(() => {
    document.getElementById(id)?.focus();
  }, [id]);
  return null;
}
