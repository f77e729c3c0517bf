/**
 * Google Consent Mode v2: the default (everything denied except security storage) is written before any tag
 * loads; every saved choice then updates it. Mapping:
 * - analytics_storage ← GOOGLE_ANALYTICS
 * - ad_storage, ad_user_data ← GOOGLE_ADS
 * - ad_personalization ← GOOGLE_ADS and GOOGLE_SIGNALS (personalised ads need the cross-device signals)
 * - personalization_storage ← GOOGLE_SIGNALS
 * - functionality_storage ← FUNCTIONAL category fully consented (maps, video, podcast settings)
 * - security_storage: always granted (strictly necessary, e.g. fraud protection)
 */
import type { ConsentRecord } from './rules.ts';

export type ConsentModeValue = 'granted' | 'denied';
export interface ConsentModeState {
  ad_storage: ConsentModeValue;
  analytics_storage: ConsentModeValue;
  ad_user_data: ConsentModeValue;
  ad_personalization: ConsentModeValue;
  functionality_storage: ConsentModeValue;
  personalization_storage: ConsentModeValue;
  security_storage: ConsentModeValue;
}

const grant = (flag: boolean): ConsentModeValue => (flag ? 'granted' : 'denied');

export const DEFAULT_CONSENT_MODE: ConsentModeState = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
};

export function consentModeFor(record: ConsentRecord): ConsentModeState {
  const ads = record.GOOGLE_ADS === true;
  const signals = record.GOOGLE_SIGNALS === true;
  return {
    ad_storage: grant(ads),
    analytics_storage: grant(record.GOOGLE_ANALYTICS === true),
    ad_user_data: grant(ads),
    ad_personalization: grant(ads && signals),
    functionality_storage: grant(record.FUNCTIONAL === true),
    personalization_storage: grant(signals),
    security_storage: 'granted',
  };
}

/**
 * Inline script for the page head: creates the data layer and `gtag`, and sets the denied default before any
 * tag can run. `wait_for_update` gives the consent runtime time to apply a stored choice.
 */
export function consentModeDefaultScript(): string {
  return (
    'window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};' +
    `gtag('consent','default',${JSON.stringify({ ...DEFAULT_CONSENT_MODE, wait_for_update: 500 })});`
  );
}
