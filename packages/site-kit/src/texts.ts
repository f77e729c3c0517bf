import { statusTexts } from './requests/status.ts';
import type { SideNavigationTexts } from './side-navigation/SideNavigation.tsx';
import type { ToastLabels } from './toasts/Toaster.tsx';
import type { StatusTexts } from './requests/status.ts';

/** Everything the site-kit root shows, in the page language; built on the server so no catalogue ships. */
export interface SiteKitTexts {
  statuses: StatusTexts;
  toasts: ToastLabels;
  sideNavigation: SideNavigationTexts;
}

/**
 * The texts from a catalogue `t` function of `@meridian/i18n` (SPEC §8.1 keys, toast and layer labels). The maps'
 * texts are not here: a block's map gets them from its block, the detail map from the recruiting module, so pages
 * without a map do not carry them.
 */
export function siteKitTexts(t: (key: string) => string): SiteKitTexts {
  const statuses = statusTexts(t);
  return {
    statuses,
    toasts: {
      region: t('toast.region'),
      close: t('toast.close'),
      host: t('toast.host'),
      types: {
        info: t('toast.type.info'),
        success: t('toast.type.success'),
        warning: t('toast.type.warning'),
        error: t('toast.type.error'),
      },
    },
    sideNavigation: {
      navigation: t('site.pageNavigation'),
      loading: t('layer.loading'),
      empty: statuses[204],
      failed: statuses[404],
      layer: { previous: t('layer.previous'), next: t('layer.next'), close: t('layer.close') },
    },
  };
}
