/**
 * The brands' colours, keyed by the one brand key (a site's key, `Company['site']`): the sites' themes
 * (apps/web sites/themes.ts) and the offer PDFs (apps/api documents/brand-variants.ts) both read them here.
 */
import type { Company } from './offer.ts';

/** The one key of a brand: the site's key. Company, theme and recruiting variant are found from it. */
export type BrandKey = Company['site'];

export interface BrandPalette {
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
  /** For generated images (demo content) and prints: lighter highlights that sit on the primary colour. */
  image: { primary: string; secondary: string; accent: string; surface: string };
}

export const BRAND_PALETTES: Readonly<Record<BrandKey, BrandPalette>> = {
  group: {
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
    image: { primary: '#1B2A4A', secondary: '#2C3F68', accent: '#C8A04A', surface: '#F4F2EC' },
  },
  'brand-a': {
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
    image: { primary: '#006D77', secondary: '#0B2B30', accent: '#F77F00', surface: '#EEF5F5' },
  },
  'brand-b': {
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
    image: { primary: '#E4572E', secondary: '#2E1F47', accent: '#FFB347', surface: '#FDEEE7' },
  },
  'brand-c': {
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
    image: { primary: '#1F4D3A', secondary: '#14301F', accent: '#D8C3A5', surface: '#F1ECE3' },
  },
};
