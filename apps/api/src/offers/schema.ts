/** Kysely table types of the recruiting store (see migrations/ for the DDL). */
import type { Generated } from 'kysely';

export interface OffersTable {
  job_id: number;
  company_id: number;
  type_id: number;
  /** 'active' | 'withdrawn' */
  status: string;
  urlpart: string;
  title_de: string;
  title_en: string;
  /** French / Spanish titles; null: the English one is shown. */
  title_fr: string | null;
  title_es: string | null;
  area_id: number;
  /** Comma list of faculty codes (areaId*1000 + facultyId), also in offer_faculties. */
  faculty_codes: string;
  /** Comma list of target group ids, also in offer_target_groups. */
  target_groups: string;
  branch_id: number;
  city: string;
  /** ISO 3166 alpha-2 */
  country: string;
  latitude: number;
  longitude: number;
  weeks: number | null;
  /** ISO date yyyy-mm-dd */
  start_date: string | null;
  number_pure: string | null;
  inhouse: number;
  staff_responsibility_id: number | null;
  workplace_type_id: number | null;
  job_type_id: number | null;
  /** JSON array of strings, also (lower case) in offer_tags. */
  tags: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_period: string | null;
  salary_currency: string | null;
  language_id: number;
  target_market_id: number;
  /** ISO date yyyy-mm-dd */
  published_at: string;
  /** ISO date-time the offer first appeared in this store; never changed by a later import (job agents). */
  first_published_at: string;
  email: string;
  reference_number: string;
  content_hash: string;
  updated_at: string;
  revision: number;
}

/** The large parts of an offer, read only for its detail page. */
export interface OfferContentTable {
  job_id: number;
  /** JSON OfferTexts */
  texts_de: string;
  texts_en: string;
  /** JSON OfferContact */
  contact: string;
}

/** Space-separated distinct search terms (tokens and their stems), shared by the index and the SQL oracle. */
export interface OfferTermsTable {
  job_id: number;
  /** Space-separated distinct terms: what the SQL oracle matches with LIKE. */
  terms: string;
}

/** The same terms as dictionary ids (term-ids.ts): what the index loads. */
export interface OfferTermIdsTable {
  job_id: number;
  term_ids: Buffer;
}

export interface TermDictionaryTable {
  id: Generated<number>;
  term: string;
}

export interface OfferFacultiesTable {
  job_id: number;
  code: number;
}
export interface OfferTargetGroupsTable {
  job_id: number;
  target_group_id: number;
}
export interface OfferTagsTable {
  job_id: number;
  tag: string;
}

export interface BranchesTable {
  id: number;
  company_id: number;
  /** 1 branch office, 2 head office, 3 competence centre, 4 project office */
  kind: number;
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  fon: string;
  email: string;
  lat: number;
  lon: number;
}

export interface LocalizedNames {
  name_de: string;
  name_en: string;
  name_fr: string;
  name_es: string;
}

export interface AreasTable extends LocalizedNames {
  id: number;
  number: string;
}
export interface FacultiesTable extends LocalizedNames {
  area_id: number;
  id: number;
}
export interface LookupTable extends LocalizedNames {
  id: number;
  sort: number;
}
export interface InternalCareersTable extends LocalizedNames {
  id: string;
  sort: number;
}

export interface OfferViewsTable {
  job_id: number;
  tracking: string;
  day: string;
  count: number;
}

export interface SearchSynonymsTable {
  lang: string;
  rules: string;
  updated_at: string;
}

export interface MetaTable {
  key: string;
  value: number;
}

export interface RecruitingDatabase {
  offers: OffersTable;
  offer_content: OfferContentTable;
  offer_terms: OfferTermsTable;
  offer_term_ids: OfferTermIdsTable;
  term_dictionary: TermDictionaryTable;
  offer_faculties: OfferFacultiesTable;
  offer_target_groups: OfferTargetGroupsTable;
  offer_tags: OfferTagsTable;
  branches: BranchesTable;
  areas: AreasTable;
  faculties: FacultiesTable;
  target_groups: LookupTable;
  offer_types: LookupTable;
  staff_responsibilities: LookupTable;
  job_types: LookupTable;
  workplace_types: LookupTable;
  internal_careers: InternalCareersTable;
  offer_views: OfferViewsTable;
  search_synonyms: SearchSynonymsTable;
  meta: MetaTable;
}

export type Dialect = 'sqlite' | 'postgres';
