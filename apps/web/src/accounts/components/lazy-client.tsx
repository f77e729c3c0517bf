'use client';
/**
 * The account pages' client components, each a chunk of its own (as `blocks/lazy-client.tsx`): the catch-all page
 * renders every site page, so a static import would put WebAuthn and the saved-offers merge into every page's
 * first-load JavaScript. Still server-rendered.
 */
import dynamic from 'next/dynamic';

export const PasskeyButton = dynamic(() => import('./PasskeyButton').then((module) => module.PasskeyButton));

export const SavedOffersMerge = dynamic(() => import('./SavedOffersMerge').then((module) => module.SavedOffersMerge));
