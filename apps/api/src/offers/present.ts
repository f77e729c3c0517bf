/** Offer rows → wire shapes of SPEC §3.6/§3.7 (localized, HTML sanitised). Pure functions. */
import type { OfferDetail, OfferListItem, OfferTypeId } from '@meridian/contracts';
import { COMPANIES } from '@meridian/contracts';
import sanitizeHtml from 'sanitize-html';
import { roundKm } from './distance.ts';
import { hyphenateTitle } from './hyphenate.ts';
import { parseContact, parseTexts } from './rows.ts';
import type { OffersTable } from './schema.ts';
import type { FullOfferRow, IndexRow } from './store.ts';
import { COUNTRY_NAMES, type Lang, type Localized, type ReferenceData } from './types.ts';

/** Offers carry German and English texts; French and Spanish readers get English. */
/** The title in the page language: fr/es where the offer has one, else English, else German. */
export function offerTitle(
  row: Pick<OffersTable, 'title_de' | 'title_en' | 'title_fr' | 'title_es'>,
  lang: Lang,
): string {
  if (lang === 'de') return row.title_de;
  if (lang === 'fr' && row.title_fr) return row.title_fr;
  if (lang === 'es' && row.title_es) return row.title_es;
  return row.title_en || row.title_de;
}

/** The language the shown title is written in (for its hyphenation). */
function titleLang(row: Pick<OffersTable, 'title_de' | 'title_en' | 'title_fr' | 'title_es'>, lang: Lang): Lang {
  if (lang === 'de' || (lang === 'fr' && row.title_fr) || (lang === 'es' && row.title_es)) return lang;
  return row.title_en ? 'en' : 'de';
}

export function textLang(lang: Lang): 'de' | 'en' {
  return lang === 'de' ? 'de' : 'en';
}

const CURRENCY_SYMBOLS: Record<string, string> = { EUR: '€', CHF: 'CHF', USD: '$', GBP: '£', PLN: 'zł' };

export function germanDate(iso: string | null): string | null {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'a', 'h3', 'h4', 'h5', 'span'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitize(html: string): string {
  return sanitizeHtml(html ?? '', SANITIZE);
}

export interface ListItemOptions {
  lang: Lang;
  hyphen: boolean;
  showRanges: boolean;
  distance?: number;
}

function localized(names: Localized | undefined, lang: Lang): string {
  return names ? names[lang] : '';
}

export function toListItem(
  row: Omit<IndexRow, 'term_ids'>,
  ref: ReferenceData,
  o: ListItemOptions,
): OfferListItem & { ranges?: { code: number; name: string }[] } {
  const title = offerTitle(row, o.lang);
  const area = ref.areas.find((a) => a.id === row.area_id);
  const branch = ref.branches.find((b) => b.id === row.branch_id);
  const item: OfferListItem & { ranges?: { code: number; name: string }[] } = {
    njobid: row.job_id,
    urlpart: row.urlpart,
    sjobbez: title,
    typeId: row.type_id as OfferTypeId,
    sniederlassungbez: branch?.name ?? '',
    nniederlassungid: row.branch_id,
    uselocation_city: row.city,
    uselocation_country: localized(COUNTRY_NAMES[row.country], o.lang) || row.country,
    seinsatzbereichbez: localized(area?.name, o.lang),
    neinsatzfachbereichset: row.faculty_codes,
    nzielgruppeset: row.target_groups,
    nwochen: row.weeks,
    seintritt: germanDate(row.start_date),
    numberPure: row.number_pure,
    inhouseRecruiting: Boolean(row.inhouse),
    staffResponsibilityId: row.staff_responsibility_id,
    workplacetypeId: row.workplace_type_id,
    jobtypeId: row.job_type_id,
    tags: JSON.parse(row.tags) as string[],
    annualSalaryMinimum: row.salary_min,
    annualSalaryMaximum: row.salary_max,
    annualSalaryPeriod: row.salary_period,
    annualSalaryCurrency: row.salary_currency,
  };
  if (o.distance !== undefined) item.nentfernung = roundKm(o.distance);
  if (o.hyphen) item.sjobbez_hyphen = hyphenateTitle(title, titleLang(row, o.lang));
  if (o.showRanges) {
    item.ranges = row.faculty_codes
      .split(',')
      .filter(Boolean)
      .map(Number)
      .map((code) => {
        const a = ref.areas.find((x) => x.id === Math.floor(code / 1000));
        const f = a?.faculties.find((x) => x.id === code % 1000);
        return { code, name: localized(f?.name ?? a?.name, o.lang) };
      });
  }
  return item;
}

export interface DetailOptions {
  lang: Lang;
  hyphen: boolean;
  publicApiUrl: string;
  qrCodeUrl?: string;
}

export const DEFAULT_CONTACT_IMAGE_PATH = '/v4/assets/contact-default-480x480.png';

export function toDetail(row: FullOfferRow, ref: ReferenceData, o: DetailOptions): OfferDetail {
  const tl = textLang(o.lang);
  const texts = parseTexts(tl === 'de' ? row.texts_de : row.texts_en);
  const contact = parseContact(row.contact);
  const branch = ref.branches.find((b) => b.id === Number(row.branch_id));
  const company = COMPANIES.find((c) => c.companyId === Number(row.company_id));
  const list = toListItem(row, ref, { lang: o.lang, hyphen: false, showRanges: false });
  const workplace = ref.workplaceTypes.find((w) => w.id === row.workplace_type_id);
  const jobType = ref.jobTypes.find((w) => w.id === row.job_type_id);
  return {
    ...list,
    sjobbez_hyphen: o.hyphen ? hyphenateTitle(list.sjobbez, titleLang(row, o.lang)) : list.sjobbez,
    seinleitung_html: sanitize(texts.intro),
    saufgabe_headline: texts.tasksHeadline,
    saufgabe_html: sanitize(texts.tasks),
    sbenefits_headline: texts.benefitsHeadline,
    sbenefits_html: sanitize(texts.benefits),
    svoraussetzung_headline: texts.requirementsHeadline,
    svoraussetzung_html: sanitize(texts.requirements),
    sabbinder_html: sanitize(texts.outro),
    sanspvorname: contact.firstName,
    sanspnachname: contact.lastName,
    sansptitelbez: contact.title,
    sanspfunktion: contact.function,
    sanspfon: contact.phone,
    sanspemail: contact.email || row.email,
    semail: row.email,
    sanspbild: { '480x480': contact.photoUrl || `${o.publicApiUrl}${DEFAULT_CONTACT_IMAGE_PATH}` },
    sjobnr: row.reference_number,
    sorganisationbez: company?.legalName ?? '',
    sstrasse: branch?.street ?? '',
    splz: branch?.zip ?? '',
    sort: branch?.city ?? row.city,
    slandbez: localized(COUNTRY_NAMES[branch?.country ?? row.country], o.lang),
    workplacetypeName: workplace ? workplace.name[o.lang] : null,
    jobtypeName: jobType ? jobType.name[o.lang] : null,
    annualSalaryCurrencySymbol: row.salary_currency
      ? (CURRENCY_SYMBOLS[row.salary_currency] ?? row.salary_currency)
      : null,
    ssprachenr: o.lang,
    qrcode: o.qrCodeUrl ? `${o.publicApiUrl}/v4/qrcode?data=${encodeURIComponent(o.qrCodeUrl)}` : null,
    uselocation_latitude: Number(row.latitude),
    uselocation_longitude: Number(row.longitude),
    publishedAt: row.published_at,
    countryCode: row.country,
    companyId: Number(row.company_id),
  };
}
