/** Carousels and sliders (SPEC §2.5, §3.14, §4.11, §9.5). */
export * from './rules.ts';
export { mountSlider } from './mount.ts';
