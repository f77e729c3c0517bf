export * from './offer.ts';
export * from './wire.ts';
export * from './brands.ts';
