'use client';
import { useMemo } from 'react';
import { RecruitingModule, type RecruitingModuleProps } from '@meridian/recruiting/components';
import { deferredSavedOffers } from './deferred-saved-offers';

const accountSavedOffers = () =>
  import('@/accounts/components/account-saved-offers').then((module) => module.createAccountSavedOffers());

/**
 * The recruiting module on a site page: for a signed-in candidate its bookmarks are the account's (the module gets
 * the account's store through its `savedOffers` prop, loaded on first use); signed out, the module keeps them in
 * the browser itself.
 */
export function SiteRecruitingModule({ signedIn, ...props }: RecruitingModuleProps & { signedIn: boolean }) {
  const savedOffers = useMemo(() => (signedIn ? deferredSavedOffers(accountSavedOffers) : undefined), [signedIn]);
  return <RecruitingModule {...props} savedOffers={savedOffers} />;
}
