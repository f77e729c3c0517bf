/**
 * Brand themes as design tokens: the one variant table for the look of each site. Components read CSS custom
 * properties only (`var(--color-primary)`), never the brand. Colour pairs used for text are checked for WCAG AA
 * contrast in `themes.test.ts`.
 */
import type { Voice } from '@meridian/i18n';
import { BRAND_PALETTES, type BrandKey, type BrandPalette } from '@meridian/contracts';

/** A theme is keyed by the brand key (the site's key). */
export type ThemeKey = BrandKey;
export type FontKey = 'inter' | 'manrope' | 'fraunces' | 'roboto-slab';

export interface Theme {
  key: ThemeKey;
  colors: BrandPalette['colors'];
  fonts: { heading: FontKey; body: FontKey; headingWeight: number };
  radius: string;
  /** Palette for the generated demo images (seed). */
  imagePalette: BrandPalette['image'];
  /** The page chrome of the brand (behaviour, not looks): which header, navigation and extras it has. */
  chrome: ThemeChrome;
  /** How the brand addresses visitors in its UI texts: German 'Sie' (formal) or 'du' (informal, brand B). */
  voice: Voice;
}

export interface ThemeChrome {
  /** 'sticky' stays visible; 'hide-on-scroll' hides on scrolling down, shows on scrolling up (SPEC §4.11). */
  header: 'sticky' | 'hide-on-scroll';
  /** 'menu-bar' in the header, or menu and search in 'slide-in-panels' (SPEC §4.5). */
  navigation: 'menu-bar' | 'slide-in-panels';
  /** The floating contact widget (SPEC §4.7), with the site's channels from the CMS. */
  contactWidget: boolean;
  /** Hero images move with a parallax effect when they exceed their frame by more than 50 px (SPEC §9.5). */
  parallax: boolean;
}

const STANDARD_CHROME: ThemeChrome = {
  header: 'sticky',
  navigation: 'menu-bar',
  contactWidget: false,
  parallax: false,
};

export const THEMES: Record<ThemeKey, Theme> = {
  group: {
    key: 'group',
    colors: BRAND_PALETTES.group.colors,
    fonts: { heading: 'fraunces', body: 'inter', headingWeight: 600 },
    radius: '2px',
    imagePalette: BRAND_PALETTES.group.image,
    chrome: STANDARD_CHROME,
    voice: 'formal',
  },
  'brand-a': {
    key: 'brand-a',
    colors: BRAND_PALETTES['brand-a'].colors,
    fonts: { heading: 'roboto-slab', body: 'inter', headingWeight: 600 },
    radius: '0px',
    imagePalette: BRAND_PALETTES['brand-a'].image,
    chrome: STANDARD_CHROME,
    voice: 'formal',
  },
  'brand-b': {
    key: 'brand-b',
    colors: BRAND_PALETTES['brand-b'].colors,
    fonts: { heading: 'manrope', body: 'manrope', headingWeight: 800 },
    radius: '14px',
    imagePalette: BRAND_PALETTES['brand-b'].image,
    chrome: { header: 'hide-on-scroll', navigation: 'slide-in-panels', contactWidget: true, parallax: true },
    voice: 'informal',
  },
  'brand-c': {
    key: 'brand-c',
    colors: BRAND_PALETTES['brand-c'].colors,
    fonts: { heading: 'fraunces', body: 'manrope', headingWeight: 500 },
    radius: '4px',
    imagePalette: BRAND_PALETTES['brand-c'].image,
    chrome: STANDARD_CHROME,
    voice: 'formal',
  },
};

export function themeFor(key: string | null | undefined): Theme {
  return key && key in THEMES ? THEMES[key as ThemeKey] : THEMES.group;
}

/** The voice of a site's UI texts (its theme's), for `getTranslator(lang, voice)` and `messagesFor(lang, voice)`. */
export function siteVoice(themeKey: string | null | undefined): Voice {
  return themeFor(themeKey).voice;
}

/** The theme as CSS custom properties for the document root. */
export function themeCssVariables(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme.colors)) {
    vars[`--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  }
  vars['--font-heading'] = `var(--font-${theme.fonts.heading})`;
  vars['--font-body'] = `var(--font-${theme.fonts.body})`;
  vars['--heading-weight'] = String(theme.fonts.headingWeight);
  vars['--radius'] = theme.radius;
  return vars;
}

/**
 * Every theme's custom properties as one style sheet, keyed by the root's `data-theme` (the sites' `themes.css`,
 * written from this table by its test). In the cached style sheet rather than in a `style` attribute, where they
 * were in every page's HTML and again in its React payload.
 */
export function themeStylesheet(themes: Record<ThemeKey, Theme> = THEMES): string {
  const rules = Object.values(themes).map((theme) => {
    const declarations = Object.entries(themeCssVariables(theme)).map(([name, value]) => `  ${name}: ${value};`);
    return `html[data-theme='${theme.key}'] {\n${declarations.join('\n')}\n}\n`;
  });
  return `/* Written by themes.test.ts from the theme table (apps/web/src/sites/themes.ts): change the table, then run\n   \`npx vitest run apps/web/src/sites/themes.test.ts -u\`. */\n${rules.join('\n')}`;
}

/** WCAG 2.x contrast ratio of two #RRGGBB colours. */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
    const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
      number,
      number,
      number,
    ];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
