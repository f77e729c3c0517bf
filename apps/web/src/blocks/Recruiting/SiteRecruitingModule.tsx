'use client';
import { useMemo } from 'react';
import { RecruitingModule, type RecruitingModuleProps } from '@meridian/recruiting/components';
import { createAccountSavedOffers } from '@/accounts/components/account-saved-offers';

/**
 * The recruiting module on a site page: for a signed-in candidate its bookmarks are the account's (the module gets
 * the account's store through its `savedOffers` prop); signed out, the module keeps them in the browser itself.
 */
export function SiteRecruitingModule({ signedIn, ...props }: RecruitingModuleProps & { signedIn: boolean }) {
  const savedOffers = useMemo(() => (signedIn ? createAccountSavedOffers() : undefined), [signedIn]);
  return <RecruitingModule {...props} savedOffers={savedOffers} />;
}
