'use client';
import { openConsentSettings } from './state.ts';

/** The footer's "Cookie settings" button: reopens the consent dialog on every page. */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} data-consent-settings="" onClick={() => openConsentSettings()}>
      {label}
    </button>
  );
}
