/** Lazy responsive images and videos, consent-gated embeds (SPEC §2.5, §9.5). */
export * from './rules.ts';
export { loadLazy, loadLazyIn, mountConsentEmbed, mountLazy } from './mount.ts';
