/**
 * The consent in force on this page, shared by the dialog, the loader and analytics, and the two window events
 * that connect them: the dialog dispatches `meridian:cookie-accept` after every save; the footer button
 * dispatches `meridian:cookie-settings` to reopen the dialog.
 */
import type { ConsentRecord } from './rules.ts';

export const CONSENT_ACCEPT_EVENT = 'meridian:cookie-accept';
export const OPEN_SETTINGS_EVENT = 'meridian:cookie-settings';

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
