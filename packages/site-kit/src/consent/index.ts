/** Server-safe consent API: catalogue, rules, cookie, Consent Mode. The React parts are in `./client.ts`. */
export * from './items.ts';
export * from './rules.ts';
export * from './cookie.ts';
export * from './consent-mode.ts';
export { CONSENT_ACCEPT_EVENT, GRANT_CONSENT_EVENT, OPEN_SETTINGS_EVENT } from './state.ts';
export * from './log.ts';
