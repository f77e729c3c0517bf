'use client';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { mergeBrowserSavedOffers } from './account-saved-offers';

/**
 * On the account page: offers this browser saved while signed out go into the account (no duplicates) and the
 * browser's list is emptied; the page then shows them. Renders nothing.
 */
export function SavedOffersMerge() {
  const router = useRouter();
  useEffect(() => {
    let cancelled = false;
    void mergeBrowserSavedOffers().then((merged) => {
      if (merged && !cancelled) router.refresh();
    });
    return () => {
      cancelled = true;
    };
  }, [router]);
  return null;
}
