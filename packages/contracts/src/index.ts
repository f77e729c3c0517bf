export * from './offer.ts';
