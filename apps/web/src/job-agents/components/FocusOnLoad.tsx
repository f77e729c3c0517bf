'use client';
import { useEffect } from 'react';

/**
 * Moves focus to the element with this id once the page has loaded (an error summary after a refused form post:
 * screen readers read it, the keyboard continues from it). Without JavaScript the page's #fragment scrolls there.
 * Only while nothing else has the focus: a person who already moved on (Tab, a click) before the page's script ran
 * keeps their place, and a later render never pulls them back.
 */
export function FocusOnLoad({ id }: { id: string }) {
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.id !== id) return;
    document.getElementById(id)?.focus();
  }, [id]);
  return null;
}
