import localFont from 'next/font/local';

// Self-hosted variable fonts from npm (no download at run time); each brand theme picks two of them. Not preloaded:
// a page would fetch all four, and the browser loads the two its theme uses as soon as the text needs them.
export const inter = localFont({
  src: '../../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  preload: false,
});
export const manrope = localFont({
  src: '../../../../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  variable: '--font-manrope',
  weight: '200 800',
  display: 'swap',
  preload: false,
});
export const fraunces = localFont({
  src: '../../../../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-fraunces',
  weight: '100 900',
  display: 'swap',
  preload: false,
});
export const robotoSlab = localFont({
  src: '../../../../../node_modules/@fontsource-variable/roboto-slab/files/roboto-slab-latin-wght-normal.woff2',
  variable: '--font-roboto-slab',
  weight: '100 900',
  display: 'swap',
  preload: false,
});

export const fontVariables = [inter, manrope, fraunces, robotoSlab].map((font) => font.variable).join(' ');
