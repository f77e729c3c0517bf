/**
 * The one variant table for the look of the offer PDFs, keyed by company id (packages/contracts COMPANIES).
 * Colours are the brands' own (packages/contracts brands.ts), shared with the sites' themes.
 */
import { BRAND_PALETTES, COMPANIES, type Company } from '@meridian/contracts';

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

/** The PDF's colours: the brand's site colours (packages/contracts BRAND_PALETTES). */
function documentColors(company: Company, overrides: Partial<DocumentBrand['colors']> = {}): DocumentBrand['colors'] {
  const { primary, onPrimary, accent, text, muted, surface, border } = BRAND_PALETTES[company.site].colors;
  return { primary, onPrimary, accent, text, muted, surface, border, ...overrides };
}

const brand = (companyId: number, logo: LogoMark, overrides?: Partial<DocumentBrand['colors']>): DocumentBrand => {
  const of = company(companyId);
  return { company: of, colors: documentColors(of, overrides), logo };
};

export const DOCUMENT_BRANDS: Readonly<Record<number, DocumentBrand>> = {
  1: brand(1, 'ring'),
  2: brand(2, 'chevron'),
  // Brand B's site accent is too close to its red band for the stripe and the mark: its lighter image accent.
  3: brand(3, 'spark', { accent: BRAND_PALETTES['brand-b'].image.accent }),
  4: brand(4, 'peaks'),
};

/** The brand of an offer's company; the group's look when the company is unknown or not given. */
export function brandFor(companyId: number | null | undefined): DocumentBrand {
  return (companyId != null && DOCUMENT_BRANDS[companyId]) || DOCUMENT_BRANDS[1]!;
}
