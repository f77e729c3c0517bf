/** The validated offer record of the import feed (see README "Feed format") and the reference data shapes. */
import { CONTENT_LANGUAGES, type Branch, type ContentLanguage } from '@meridian/contracts';

export type Lang = ContentLanguage;
export const LANGS: readonly Lang[] = CONTENT_LANGUAGES;

export interface OfferTexts {
  intro: string;
  tasksHeadline: string;
  tasks: string;
  benefitsHeadline: string;
  benefits: string;
  requirementsHeadline: string;
  requirements: string;
  outro: string;
}

export interface OfferContact {
  title: string;
  firstName: string;
  lastName: string;
  function: string;
  phone: string;
  email: string | null;
  photoUrl: string | null;
}

export interface OfferSalary {
  min: number;
  max: number;
  period: 'YEAR' | 'MONTH' | 'HOUR';
  currency: 'EUR' | 'CHF';
}

export interface OfferInput {
  jobId: number;
  companyId: number;
  typeId: 3 | 4;
  branchId: number;
  /** fr and es are optional: without them French and Spanish pages show the English title. */
  title: { de: string; en: string; fr?: string; es?: string };
  urlpart: string;
  areaId: number;
  facultyCodes: number[];
  targetGroupIds: number[];
  location: { city: string; country: string; latitude: number; longitude: number };
  weeks: number | null;
  startDate: string | null;
  numberPure: string | null;
  inhouse: boolean;
  staffResponsibilityId: number | null;
  workplaceTypeId: number | null;
  jobTypeId: number | null;
  tags: string[];
  salary: OfferSalary | null;
  languageId: number;
  targetMarketId: number;
  publishedAt: string;
  texts: { de: OfferTexts; en: OfferTexts };
  contact: OfferContact;
  email: string;
  referenceNumber: string;
}

export interface Localized {
  de: string;
  en: string;
  fr: string;
  es: string;
}

export interface AreaRef {
  id: number;
  number: string;
  name: Localized;
  faculties: { id: number; name: Localized }[];
}
export interface LookupRef {
  id: number;
  name: Localized;
}
export interface InternalCareerRef {
  id: string;
  name: Localized;
}
/** A branch as the seed and the store keep it: the wire shape (contracts) with short coordinate names and its kind. */
export type BranchRef = Omit<Branch, 'latitude' | 'longitude'> & {
  /** 1 branch office, 2 head office, 3 competence centre, 4 project office */
  kind: number;
  lat: number;
  lon: number;
};

export interface ReferenceData {
  areas: AreaRef[];
  targetGroups: LookupRef[];
  types: LookupRef[];
  staffResponsibilities: LookupRef[];
  jobTypes: LookupRef[];
  workplaceTypes: LookupRef[];
  internalCareers: InternalCareerRef[];
  branches: BranchRef[];
}

/** prioLanguage codes (SPEC §7.3.1): de 1 (omitted in requests), en/pl 2, fr 3, es 5. */
export const LANGUAGE_IDS = [1, 2, 3, 5] as const;
/** prioTargetmarket codes: at 12, es 23, fr 26, pl 28 (SPEC §7.3.1); ours for de 10, ch 41. */
export const TARGET_MARKET_IDS = [10, 12, 23, 26, 28, 41] as const;

export const COUNTRY_NAMES: Record<string, Localized> = {
  DE: { de: 'Deutschland', en: 'Germany', fr: 'Allemagne', es: 'Alemania' },
  AT: { de: 'Österreich', en: 'Austria', fr: 'Autriche', es: 'Austria' },
  CH: { de: 'Schweiz', en: 'Switzerland', fr: 'Suisse', es: 'Suiza' },
  FR: { de: 'Frankreich', en: 'France', fr: 'France', es: 'Francia' },
  ES: { de: 'Spanien', en: 'Spain', fr: 'Espagne', es: 'España' },
  PL: { de: 'Polen', en: 'Poland', fr: 'Pologne', es: 'Polonia' },
};
