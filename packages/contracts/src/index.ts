export * from './offer.ts';
export * from './wire.ts';
