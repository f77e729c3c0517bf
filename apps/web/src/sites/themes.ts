/**
 * Brand themes as design tokens: the one variant table for the look of each site. Components read CSS custom
 * properties only (`var(--color-primary)`), never the brand. Colour pairs used for text are checked for WCAG AA
 * contrast in `themes.test.ts`.
 */
import type { Voice } from '@meridian/i18n';

export type ThemeKey = 'group' | 'brand-a' | 'brand-b' | 'brand-c';
export type FontKey = 'inter' | 'manrope' | 'fraunces' | 'roboto-slab';

export interface Theme {
  key: ThemeKey;
  colors: {
    /** Buttons, links, header accents; white text sits on it. */
    primary: string;
    primaryHover: string;
    onPrimary: string;
    /** Dark surfaces (footer, hero overlay); white text sits on it. */
    secondary: string;
    onSecondary: string;
    /** Decorative highlight (rules, icons, focus ring), never small text on white. */
    accent: string;
    /** Page background and body text. */
    background: string;
    text: string;
    muted: string;
    surface: string;
    border: string;
  };
  fonts: { heading: FontKey; body: FontKey; headingWeight: number };
  radius: string;
  /** Palette for the generated demo images (seed). */
  imagePalette: { primary: string; secondary: string; accent: string; surface: string };
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
    colors: {
      primary: '#1B2A4A',
      primaryHover: '#2C3F68',
      onPrimary: '#FFFFFF',
      secondary: '#111B30',
      onSecondary: '#FFFFFF',
      accent: '#C8A04A',
      background: '#FFFFFF',
      text: '#18202E',
      muted: '#4F5B6E',
      surface: '#F4F2EC',
      border: '#D9D5CA',
    },
    fonts: { heading: 'fraunces', body: 'inter', headingWeight: 600 },
    radius: '2px',
    imagePalette: { primary: '#1B2A4A', secondary: '#2C3F68', accent: '#C8A04A', surface: '#F4F2EC' },
    chrome: STANDARD_CHROME,
    voice: 'formal',
  },
  'brand-a': {
    key: 'brand-a',
    colors: {
      primary: '#00606A',
      primaryHover: '#004C54',
      onPrimary: '#FFFFFF',
      secondary: '#0B2B30',
      onSecondary: '#FFFFFF',
      accent: '#F77F00',
      background: '#FFFFFF',
      text: '#13262A',
      muted: '#4A5D61',
      surface: '#EEF5F5',
      border: '#CADCDD',
    },
    fonts: { heading: 'roboto-slab', body: 'inter', headingWeight: 600 },
    radius: '0px',
    imagePalette: { primary: '#006D77', secondary: '#0B2B30', accent: '#F77F00', surface: '#EEF5F5' },
    chrome: STANDARD_CHROME,
    voice: 'formal',
  },
  'brand-b': {
    key: 'brand-b',
    colors: {
      primary: '#B93A17',
      primaryHover: '#9A2F11',
      onPrimary: '#FFFFFF',
      secondary: '#2E1F47',
      onSecondary: '#FFFFFF',
      accent: '#E4572E',
      background: '#FFFBF7',
      text: '#2A1E36',
      muted: '#5E5067',
      surface: '#FDEEE7',
      border: '#EBD5CB',
    },
    fonts: { heading: 'manrope', body: 'manrope', headingWeight: 800 },
    radius: '14px',
    imagePalette: { primary: '#E4572E', secondary: '#2E1F47', accent: '#FFB347', surface: '#FDEEE7' },
    chrome: { header: 'hide-on-scroll', navigation: 'slide-in-panels', contactWidget: true, parallax: true },
    voice: 'informal',
  },
  'brand-c': {
    key: 'brand-c',
    colors: {
      primary: '#1F4D3A',
      primaryHover: '#173B2C',
      onPrimary: '#FFFFFF',
      secondary: '#14301F',
      onSecondary: '#FFFFFF',
      accent: '#D8C3A5',
      background: '#FBF9F5',
      text: '#1C2620',
      muted: '#55605A',
      surface: '#F1ECE3',
      border: '#DCD3C4',
    },
    fonts: { heading: 'fraunces', body: 'manrope', headingWeight: 500 },
    radius: '4px',
    imagePalette: { primary: '#1F4D3A', secondary: '#14301F', accent: '#D8C3A5', surface: '#F1ECE3' },
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
