/**
 * The consent in force on this page, shared by the dialog, the loader and analytics, and the two window events
 * that connect them: the dialog dispatches `meridian:cookie-accept` after every save; the footer button
 * dispatches `meridian:cookie-settings` to reopen the dialog.
 */
import type { ProviderId } from './items.ts';
import type { ConsentRecord } from './rules.ts';

export const CONSENT_ACCEPT_EVENT = 'meridian:cookie-accept';
export const OPEN_SETTINGS_EVENT = 'meridian:cookie-settings';
/** A placeholder's "allow" button (e.g. a map's) asks to switch one provider on: `detail.item`. */
export const GRANT_CONSENT_EVENT = 'meridian:consent-grant';

export interface GrantConsentDetail {
  item: ProviderId;
}

export interface ConsentAcceptDetail {
  record: ConsentRecord;
}

let inForce: ConsentRecord = {};

export const consentInForce = (): ConsentRecord => inForce;

/** Records the consent in force and tells every listener (loader, analytics) at once. */
export function announceConsent(record: ConsentRecord, target: EventTarget = window): void {
  inForce = record;
  target.dispatchEvent(new CustomEvent<ConsentAcceptDetail>(CONSENT_ACCEPT_EVENT, { detail: { record } }));
}

export function openConsentSettings(target: EventTarget = window): void {
  target.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

/** Asks the consent manager to store the current choice plus `item` (opens the settings if it is not configured). */
export function grantConsent(item: ProviderId, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<GrantConsentDetail>(GRANT_CONSENT_EVENT, { detail: { item } }));
}
