'use client';
import { useEffect } from 'react';
import { configureRequests } from './requests/request.ts';
import { SideNavigation } from './side-navigation/SideNavigation.tsx';
import type { SiteKitTexts } from './texts.ts';
import { Toaster } from './toasts/Toaster.tsx';

/**
 * The site-wide browser features mounted once per page: the toasts and the side-navigation layer. The
 * request layer gets the catalogue texts here, before any visitor action can start a request.
 */
export function SiteKitRoot({ texts }: { texts: SiteKitTexts }) {
  // During render (browser only), so the texts are in place before any effect or click can start a request.
  if (typeof window !== 'undefined') configureRequests({ statusTexts: texts.statuses });
  // Parents' effects run after their children's: from here on, links and toast events are handled.
  useEffect(() => {
    document.documentElement.dataset.siteKit = 'ready';
  }, []);
  return (
    <>
      <Toaster labels={texts.toasts} />
      <SideNavigation texts={texts.sideNavigation} />
    </>
  );
}
