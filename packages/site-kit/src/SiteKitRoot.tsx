'use client';
import { useEffect } from 'react';
import { installBuiltInScriptCalls } from './links/built-in.ts';
import { installLinkHandlers } from './links/install.ts';
import { configureRequests } from './requests/request.ts';
import { PreviewLinks } from './preview/PreviewLinks.tsx';
import { SideNavigation } from './side-navigation/SideNavigation.tsx';
import { SiteSearch } from './site-search/SiteSearch.tsx';
import type { SiteKitTexts } from './texts.ts';
import { Toaster } from './toasts/Toaster.tsx';
import { installBuiltInWidgets, mountWidgets } from './widgets/index.ts';

/**
 * The site-wide browser features mounted once per page: the toasts, the side-navigation layer and its site
 * search, the widgets in the page's markup (banners, sliders, lazy media, consent-gated embeds), the script-call /
 * anchor links and (for a verified workspace preview only) the preview links. The request layer gets the catalogue
 * texts here, before any visitor action can start a request.
 */
export function SiteKitRoot({ texts, preview = null }: { texts: SiteKitTexts; preview?: string | null }) {
  // During render (browser only), so the texts are in place before any effect or click can start a request.
  if (typeof window !== 'undefined') {
    configureRequests({ statusTexts: texts.statuses });
  }
  // Parents' effects run after their children's: from here on, links and toast events are handled.
  useEffect(() => {
    installBuiltInWidgets();
    installBuiltInScriptCalls();
    const unmountWidgets = mountWidgets(document);
    const uninstallLinks = installLinkHandlers(document);
    document.documentElement.dataset.siteKit = 'ready';
    return () => {
      uninstallLinks();
      unmountWidgets();
    };
  }, []);
  return (
    <>
      <Toaster labels={texts.toasts} />
      <SideNavigation texts={texts.sideNavigation} />
      <SiteSearch />
      <PreviewLinks token={preview} />
    </>
  );
}
