/**
 * The one variant table for the look of the offer PDFs, keyed by company id (packages/contracts COMPANIES).
 * Colours follow the sites' themes (apps/web/src/sites/themes.ts); the API cannot import from the web app.
 */
import { COMPANIES, type Company } from '@meridian/contracts';

/** The vector mark drawn before the company name. */
export type LogoMark = 'ring' | 'chevron' | 'spark' | 'peaks';

export interface DocumentBrand {
  company: Company;
  colors: {
    /** Header band, headlines, bullets. */
    primary: string;
    onPrimary: string;
    accent: string;
    text: string;
    muted: string;
    /** Tinted background of the contact box. */
    surface: string;
    border: string;
  };
  logo: LogoMark;
}

const company = (companyId: number): Company => COMPANIES.find((c) => c.companyId === companyId) ?? COMPANIES[0]!;

export const DOCUMENT_BRANDS: Readonly<Record<number, DocumentBrand>> = {
  1: {
    company: company(1),
    colors: {
      primary: '#1B2A4A',
      onPrimary: '#FFFFFF',
      accent: '#C8A04A',
      text: '#18202E',
      muted: '#4F5B6E',
      surface: '#F4F2EC',
      border: '#D9D5CA',
    },
    logo: 'ring',
  },
  2: {
    company: company(2),
    colors: {
      primary: '#00606A',
      onPrimary: '#FFFFFF',
      accent: '#F77F00',
      text: '#13262A',
      muted: '#4A5D61',
      surface: '#EEF5F5',
      border: '#CADCDD',
    },
    logo: 'chevron',
  },
  3: {
    company: company(3),
    colors: {
      primary: '#B93A17',
      onPrimary: '#FFFFFF',
      accent: '#FFB347',
      text: '#2A1E36',
      muted: '#5E5067',
      surface: '#FDEEE7',
      border: '#EBD5CB',
    },
    logo: 'spark',
  },
  4: {
    company: company(4),
    colors: {
      primary: '#1F4D3A',
      onPrimary: '#FFFFFF',
      accent: '#D8C3A5',
      text: '#1C2620',
      muted: '#55605A',
      surface: '#F1ECE3',
      border: '#DCD3C4',
    },
    logo: 'peaks',
  },
};

/** The brand of an offer's company; the group's look when the company is unknown or not given. */
export function brandFor(companyId: number | null | undefined): DocumentBrand {
  return (companyId != null && DOCUMENT_BRANDS[companyId]) || DOCUMENT_BRANDS[1]!;
}
