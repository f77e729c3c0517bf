/**
 * THE variant table of the recruiting module (ARCHITECTURE §3: brand differences live in one variant table per
 * package). Every rule the spec gives to "one variant" / "some variants" is a field here; components and the pure
 * logic read the table and never compare variant ids themselves. Which brand has which rule is documented in
 * packages/recruiting/README.md.
 */
import { COMPANIES, type Company } from '@meridian/contracts';
import type { VariantId } from './types.ts';

/** Facet groups of the filter panel (SPEC §2.13), keyed like `counts` of the search response (§3.8). */
export type FilterGroup =
  | 'range'
  | 'targetgroup'
  | 'staffResponsibilities'
  | 'jobtypes'
  | 'workplacetypes'
  | 'internalCareers'
  | 'radius'
  | 'types';

/**
 * Detail layer layouts (SPEC §2.14): 'standard' sections one below the other; 'map' adds the detail map;
 * 'accordion' puts tasks/benefits/requirements in an accordion plus the emotional box; 'numbered' shows
 * 'Angebot {n}' plus the list meta text.
 */
export type DetailLayout = 'standard' | 'map' | 'accordion' | 'numbered';

/** List item layouts (SPEC §1: each variant has its own list layout). */
export type ListLayout = 'cards' | 'table' | 'rows' | 'compact';
/** Contact block layouts in the detail (SPEC §1: own contact layout per variant). */
export type ContactLayout = 'card' | 'inline' | 'banner' | 'sidebar';

export interface EmotionalBoxText {
  headline: string;
  text: string;
}

export interface VariantRules {
  id: VariantId;
  /** The site (ARCHITECTURE §4) whose company this variant belongs to. */
  site: Company['site'];
  /** Default radius (SPEC §5.1): '0' for one variant, '' for the others. */
  defaultRadius: '' | '0';
  /** Whether the apply link carries the visitor's UTM parameters (SPEC §2.9: one variant omits them). */
  applyLinkWithUtm: boolean;
  /**
   * Reload button label keys, tried in order (i18next key fallback). SPEC §4.3: one variant uses its own wording.
   */
  reloadLabelKeys: readonly string[];
  /** Project list header duration / start / location (SPEC §2.13, one variant). */
  projectListHeader: boolean;
  /** Filter groups shown, in order (SPEC §2.13). */
  filterGroups: readonly FilterGroup[];
  /** Groups after expertise and level sit in a separate 'rest' block (SPEC §2.13, some brands). */
  filterRestBlock: boolean;
  /** The filter panel starts hidden (SPEC §2.13, the same brands as the rest block). */
  filterPanelInitiallyHidden: boolean;
  /**
   * Where the sticky filter bar (toggle + counter badge at the bottom of the viewport, shown only while the module
   * is in view, SPEC §4.5) appears: 'always' where the panel starts hidden, 'narrow' = only on narrow screens
   * (single-column layout, below 801 px), where the panel sits above the results.
   */
  stickyFilterBar: 'always' | 'narrow';
  detailLayout: DetailLayout;
  listLayout: ListLayout;
  contactLayout: ContactLayout;
  /** Fallback headings of the accordion layout when the offer's own headline is empty (SPEC §2.14). */
  accordionFallbackHeadings: { tasks: string; benefits: string; requirements: string } | null;
  /** The fixed recruiting 'emotional box', German or English (SPEC §2.14, accordion variant). */
  emotionalBox: { de: EmotionalBoxText; en: EmotionalBoxText } | null;
  /** PDF link with targetmarket/language fixed to de/de (SPEC §7.7, some variants). */
  pdfFixedDeDe: boolean;
  /** Branch data calls use company id 1 instead of the instance's (SPEC §7.3.3, some calls). */
  branchCallCompanyIdFixed: boolean;
  /** Branch data calls send extended=true (SPEC §7.3.3: one omits it). */
  branchCallExtended: boolean;
  /** Detail call adds qrCodeUrl in trade-fair mode (SPEC §7.3.2, one variant). */
  detailQrCodeUrlInTradeFair: boolean;
  /** Initiative application with an intro paragraph (SPEC §2.13, parent-group variant). */
  initiativeIntro: boolean;
  /** 'register as freelancer' and 'all freelance projects' buttons (SPEC §2.13, brand A). */
  freelancerButtons: boolean;
  /** Header search box (SPEC §2.11, brand A). */
  headerSearchBox: boolean;
  /** A branch named 'Zentrale' is shown under the company's legal name (SPEC §3.12, brand C). */
  headOfficeUnderLegalName: boolean;
  /**
   * Search only the instance company's offers (the API's `company` extension): a brand's career page lists its own
   * offers; the parent group's spans all companies.
   */
  ownCompanyOffersOnly: boolean;
  /**
   * The site lists jobs and projects (freelance work), so a saved search may choose between them (the job agent's
   * edit form offers the type); false where the company has jobs only.
   */
  jobsAndProjects: boolean;
}

const BASE_FILTER_GROUPS = ['range', 'targetgroup', 'staffResponsibilities', 'jobtypes', 'workplacetypes'] as const;

const DEFAULT_RELOAD_KEYS = ['recruiting.reload.page'] as const;

export const VARIANTS: Readonly<Record<VariantId, VariantRules>> = {
  default: {
    id: 'default',
    site: 'group',
    defaultRadius: '',
    applyLinkWithUtm: true,
    reloadLabelKeys: DEFAULT_RELOAD_KEYS,
    projectListHeader: false,
    filterGroups: BASE_FILTER_GROUPS,
    filterRestBlock: false,
    filterPanelInitiallyHidden: false,
    stickyFilterBar: 'narrow',
    detailLayout: 'numbered',
    listLayout: 'cards',
    contactLayout: 'card',
    accordionFallbackHeadings: null,
    emotionalBox: null,
    pdfFixedDeDe: false,
    // The parent group is company 1 itself; its branch look-ups span the whole group.
    branchCallCompanyIdFixed: true,
    branchCallExtended: true,
    detailQrCodeUrlInTradeFair: false,
    initiativeIntro: true,
    freelancerButtons: false,
    headerSearchBox: false,
    headOfficeUnderLegalName: false,
    ownCompanyOffersOnly: false,
    jobsAndProjects: true,
  },
  'brand-a': {
    id: 'brand-a',
    site: 'brand-a',
    defaultRadius: '',
    applyLinkWithUtm: true,
    reloadLabelKeys: DEFAULT_RELOAD_KEYS,
    // Engineering services with freelance projects: the project list has the duration / start / location header.
    projectListHeader: true,
    filterGroups: [...BASE_FILTER_GROUPS, 'internalCareers'],
    filterRestBlock: true,
    filterPanelInitiallyHidden: true,
    stickyFilterBar: 'always',
    detailLayout: 'standard',
    listLayout: 'table',
    contactLayout: 'inline',
    accordionFallbackHeadings: null,
    emotionalBox: null,
    pdfFixedDeDe: false,
    branchCallCompanyIdFixed: false,
    branchCallExtended: true,
    // Brand A staffs engineering trade fairs: the detail carries a QR code to the offer.
    detailQrCodeUrlInTradeFair: true,
    initiativeIntro: false,
    freelancerButtons: true,
    headerSearchBox: true,
    headOfficeUnderLegalName: false,
    ownCompanyOffersOnly: true,
    jobsAndProjects: true,
  },
  'brand-b': {
    id: 'brand-b',
    site: 'brand-b',
    // Staffing: the radius facet is part of the filters; '0' is its "no radius" value.
    defaultRadius: '0',
    applyLinkWithUtm: true,
    // Own wording first; the shared key stays as fallback until the catalogue has it.
    reloadLabelKeys: ['recruiting.reload.more', 'recruiting.reload.page'],
    projectListHeader: false,
    filterGroups: [...BASE_FILTER_GROUPS, 'radius', 'types'],
    filterRestBlock: true,
    filterPanelInitiallyHidden: true,
    stickyFilterBar: 'always',
    detailLayout: 'accordion',
    listLayout: 'rows',
    contactLayout: 'banner',
    accordionFallbackHeadings: { tasks: 'Aufgaben', benefits: 'Benefits', requirements: 'Voraussetzungen' },
    emotionalBox: {
      de: {
        headline: 'Arbeiten, wo es zu dir passt',
        text: 'Wir bringen dich mit Unternehmen zusammen, die zu dir passen – persönlich betreut, fair bezahlt und mit echten Perspektiven.',
      },
      en: {
        headline: 'Work where you fit in',
        text: 'We match you with companies that suit you – with personal support, fair pay and real prospects.',
      },
    },
    // National staffing brand: offers and their PDFs exist in German only.
    pdfFixedDeDe: true,
    branchCallCompanyIdFixed: true,
    branchCallExtended: true,
    detailQrCodeUrlInTradeFair: false,
    initiativeIntro: false,
    freelancerButtons: false,
    headerSearchBox: false,
    headOfficeUnderLegalName: false,
    ownCompanyOffersOnly: true,
    // Staffing places people in jobs; the company has no projects.
    jobsAndProjects: false,
  },
  'brand-c': {
    id: 'brand-c',
    site: 'brand-c',
    defaultRadius: '',
    // Recruiting brand: applications go to its own applicant system, which takes no campaign parameters.
    applyLinkWithUtm: false,
    reloadLabelKeys: DEFAULT_RELOAD_KEYS,
    projectListHeader: false,
    filterGroups: BASE_FILTER_GROUPS,
    filterRestBlock: false,
    filterPanelInitiallyHidden: false,
    stickyFilterBar: 'narrow',
    // Branch maps are brand C's trade mark: the detail shows the offer's location on a map.
    detailLayout: 'map',
    listLayout: 'compact',
    contactLayout: 'sidebar',
    accordionFallbackHeadings: null,
    emotionalBox: null,
    pdfFixedDeDe: true,
    branchCallCompanyIdFixed: false,
    // Only city and coordinates are needed for the map: no extended address data.
    branchCallExtended: false,
    detailQrCodeUrlInTradeFair: false,
    initiativeIntro: false,
    freelancerButtons: false,
    headerSearchBox: false,
    headOfficeUnderLegalName: true,
    ownCompanyOffersOnly: true,
    jobsAndProjects: true,
  },
};

export function getVariant(id: VariantId | string | undefined): VariantRules {
  return id && Object.hasOwn(VARIANTS, id) ? VARIANTS[id as VariantId] : VARIANTS.default;
}

/** The company of a variant (contracts' COMPANIES). */
export function variantCompany(id: VariantId): Company {
  const site = getVariant(id).site;
  return COMPANIES.find((company) => company.site === site)!;
}

/** Emotional box text in German for German pages, English otherwise (SPEC §2.14). */
export function emotionalBoxText(rules: VariantRules, language: string): EmotionalBoxText | null {
  if (!rules.emotionalBox) return null;
  return language === 'de' ? rules.emotionalBox.de : rules.emotionalBox.en;
}

/** The filter groups split into the main block and the 'rest' block (SPEC §2.13). */
export function filterBlocks(rules: VariantRules): { main: FilterGroup[]; rest: FilterGroup[] } {
  if (!rules.filterRestBlock) return { main: [...rules.filterGroups], rest: [] };
  const main = rules.filterGroups.filter((group) => group === 'range' || group === 'targetgroup');
  const rest = rules.filterGroups.filter((group) => group !== 'range' && group !== 'targetgroup');
  return { main, rest };
}

/** Section headline in the accordion layout: the offer's own, else the variant's fallback. */
export function accordionHeading(
  rules: VariantRules,
  section: 'tasks' | 'benefits' | 'requirements',
  own: string | null | undefined,
): string {
  const trimmed = (own ?? '').trim();
  if (trimmed) return trimmed;
  return rules.accordionFallbackHeadings?.[section] ?? '';
}
