/**
 * The named functions editors can attach to a link ("script call"). Names are data shared with the CMS (its
 * select options), the functions live here; adding one means adding it to both lists below.
 */
import { openConsentSettings } from '../consent/state.ts';
import { registerScriptCall } from './install.ts';

export const BUILT_IN_SCRIPT_CALLS = ['openCookieSettings', 'printPage', 'scrollToTop'] as const;
export type BuiltInScriptCall = (typeof BUILT_IN_SCRIPT_CALLS)[number];

export function installBuiltInScriptCalls(): void {
  const calls: Record<BuiltInScriptCall, () => void> = {
    openCookieSettings: () => openConsentSettings(),
    printPage: () => window.print(),
    scrollToTop: () => {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
      document.querySelector<HTMLElement>('#main')?.focus({ preventScroll: true });
    },
  };
  for (const name of BUILT_IN_SCRIPT_CALLS) registerScriptCall(name, calls[name]);
}
