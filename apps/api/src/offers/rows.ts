/** Conversion between the validated feed record (OfferInput) and the offers table row. */
import { createHash } from 'node:crypto';
import type { OfferContentTable, OffersTable } from './schema.ts';
import type { OfferContact, OfferInput, OfferTexts, ReferenceData } from './types.ts';
import { searchTerms } from './text.ts';

/** JSON with sorted keys: the same record always hashes the same, whatever order its keys came in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function contentHash(input: OfferInput): string {
  return createHash('sha1').update(canonicalJson(input)).digest('hex');
}

/** One offer as written: the offers row, its content row and its search terms. */
export type NewOfferRow = OffersTable & { content: OfferContentTable; search_terms: string };

/** The words an offer is found by: title, area name and tags in both languages, the texts in their language. */
export function offerSearchTerms(input: OfferInput, areaNames: { de: string; en: string } | undefined): string {
  const textsOf = (t: OfferTexts) => [
    t.intro,
    t.tasksHeadline,
    t.tasks,
    t.benefitsHeadline,
    t.benefits,
    t.requirementsHeadline,
    t.requirements,
    t.outro,
  ];
  return searchTerms({
    both: [
      input.title.de,
      input.title.en,
      input.title.fr ?? '',
      input.title.es ?? '',
      areaNames?.de ?? '',
      areaNames?.en ?? '',
      ...input.tags,
    ],
    de: textsOf(input.texts.de),
    en: textsOf(input.texts.en),
  }).join(' ');
}

export function toRow(input: OfferInput, ref: ReferenceData, revision: number, now: string): NewOfferRow {
  const area = ref.areas.find((a) => a.id === input.areaId);
  return {
    job_id: input.jobId,
    company_id: input.companyId,
    type_id: input.typeId,
    status: 'active',
    urlpart: input.urlpart,
    title_de: input.title.de,
    title_en: input.title.en,
    title_fr: input.title.fr || null,
    title_es: input.title.es || null,
    area_id: input.areaId,
    faculty_codes: input.facultyCodes.join(','),
    target_groups: input.targetGroupIds.join(','),
    branch_id: input.branchId,
    city: input.location.city,
    country: input.location.country,
    latitude: input.location.latitude,
    longitude: input.location.longitude,
    weeks: input.weeks,
    start_date: input.startDate,
    number_pure: input.numberPure,
    inhouse: input.inhouse ? 1 : 0,
    staff_responsibility_id: input.staffResponsibilityId,
    workplace_type_id: input.workplaceTypeId,
    job_type_id: input.jobTypeId,
    tags: JSON.stringify(input.tags),
    salary_min: input.salary?.min ?? null,
    salary_max: input.salary?.max ?? null,
    salary_period: input.salary?.period ?? null,
    salary_currency: input.salary?.currency ?? null,
    language_id: input.languageId,
    target_market_id: input.targetMarketId,
    published_at: input.publishedAt,
    email: input.email,
    reference_number: input.referenceNumber,
    content: {
      job_id: input.jobId,
      texts_de: JSON.stringify(input.texts.de),
      texts_en: JSON.stringify(input.texts.en),
      contact: JSON.stringify(input.contact),
    },
    search_terms: offerSearchTerms(input, area?.name),
    content_hash: contentHash(input),
    updated_at: now,
    first_published_at: now,
    revision,
  };
}

/** Lower-cased distinct tags: the tag filter is case-insensitive. */
export function normalizedTags(tags: string[]): string[] {
  return [...new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
}

export function parseTexts(json: string): OfferTexts {
  return JSON.parse(json) as OfferTexts;
}
export function parseContact(json: string): OfferContact {
  return JSON.parse(json) as OfferContact;
}
