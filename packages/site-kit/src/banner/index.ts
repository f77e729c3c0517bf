/** Announcement banners (SPEC §3.13, §4.9). */
export * from './rules.ts';
export { mountBanner } from './mount.ts';
