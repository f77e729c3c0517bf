/**
 * Display rules of offers (SPEC §5.4, §9.1, §2.12, §3.12). Functions return i18n keys with their parameters
 * (i18next plurals via `count`) and, where handy, a formatter that takes `t`.
 */
import { formatNumber } from '@meridian/i18n/format';
import type { OfferListItem, RangeEntity } from '@meridian/contracts';

/** The subset of i18next's `t` the formatters need. */
export type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

export interface MessageRef {
  key: string | string[];
  params: Record<string, unknown>;
}

export const translate = (t: Translate, message: MessageRef): string => t(message.key, message.params);

// ---------------------------------------------------------------------------------------------------------------
// Project duration and start (SPEC §9.1)

/** Project duration: ≤ 0 → '-'; 1 → '1 week'; < 4 → 'n weeks'; otherwise ceil(weeks/4) months. null = '-'. */
export function projectDuration(weeks: number | null | undefined): MessageRef | null {
  if (typeof weeks !== 'number' || !Number.isFinite(weeks) || weeks <= 0) return null;
  if (weeks < 4) return { key: 'recruiting.week', params: { count: weeks } };
  return { key: 'recruiting.month', params: { count: Math.ceil(weeks / 4) } };
}

export const formatProjectDuration = (weeks: number | null | undefined, t: Translate): string => {
  const message = projectDuration(weeks);
  return message ? translate(t, message) : '-';
};

/** Parses 'dd.mm.yyyy'; null when it is not a real calendar date. */
export function parseGermanDate(value: string | null | undefined): { day: number; month: number; year: number } | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { day, month, year };
}

/**
 * Day, month and year order and separator per language: what Intl.DateTimeFormat gives for de-DE, en-GB, fr-FR,
 * es-ES and pl-PL with 2-digit day and month (format.test.ts compares them). Not Intl itself: a browser's first
 * DateTimeFormat loads its time zone data, 20–60 ms of main thread on a result list's hydration.
 */
const DATE_SEPARATORS: Record<string, string> = { de: '.', en: '/', fr: '/', es: '/', pl: '.' };

/** Localised dd.mm.yyyy (de: 01.03.2027, en/fr/es: 01/03/2027). */
export function formatDate(date: { day: number; month: number; year: number }, lang: string): string {
  const separator = DATE_SEPARATORS[normalizeLang(lang)] ?? '.';
  const pad = (value: number) => String(value).padStart(2, '0');
  return [pad(date.day), pad(date.month), String(date.year).padStart(4, '0')].join(separator);
}

export type ProjectStart = { kind: 'now' } | { kind: 'date'; text: string } | { kind: 'none' };

/** Project start (SPEC §9.1): a date before `today` (local calendar day) shows 'now'; otherwise the localised date. */
export function projectStart(seintritt: string | null | undefined, today: Date, lang: string): ProjectStart {
  const date = parseGermanDate(seintritt);
  if (!date) return { kind: 'none' };
  const start = date.year * 10000 + date.month * 100 + date.day;
  const now = today.getFullYear() * 10000 + (today.getMonth() + 1) * 100 + today.getDate();
  if (start < now) return { kind: 'now' };
  return { kind: 'date', text: formatDate(date, lang) };
}

export function formatProjectStart(
  seintritt: string | null | undefined,
  today: Date,
  lang: string,
  t: Translate,
): string {
  const start = projectStart(seintritt, today, lang);
  if (start.kind === 'now') return t('recruiting.now');
  return start.kind === 'date' ? start.text : '-';
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers and salary (SPEC §9.1, §5.4)

/** 'en_GB', 'EN', 'en-US' → 'en'; empty → 'de' (the default language). */
export function normalizeLang(value: string | null | undefined): string {
  const lang = (value ?? '').trim().slice(0, 2).toLowerCase();
  return /^[a-z]{2}$/.test(lang) ? lang : 'de';
}

/** Thousands separator ',' for en, '.' otherwise; the offer's ssprachenr picks the locale (SPEC §3.7, §9.1). */
export const formatOfferNumber = (value: number, ssprachenr?: string | null): string =>
  formatNumber(value, normalizeLang(ssprachenr));

const isSalaryValue = (value: unknown): value is number | string =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()));

/** Salary 'min - max symbol', only if both are present and not objects (SPEC §2.14, §5.4); null otherwise. */
export function formatSalary(
  offer: Partial<Pick<OfferListItem, 'annualSalaryMinimum' | 'annualSalaryMaximum' | 'annualSalaryCurrency'>> & {
    annualSalaryCurrencySymbol?: string | null;
    ssprachenr?: string | null;
  },
): string | null {
  const min: unknown = offer.annualSalaryMinimum;
  const max: unknown = offer.annualSalaryMaximum;
  if (!isSalaryValue(min) || !isSalaryValue(max)) return null;
  const symbol = offer.annualSalaryCurrencySymbol || offer.annualSalaryCurrency || '';
  const text = `${formatOfferNumber(Number(min), offer.ssprachenr)} - ${formatOfferNumber(Number(max), offer.ssprachenr)}`;
  return symbol ? `${text} ${symbol}` : text;
}

/** Label and value keys of a pay period: an hourly rate or a monthly salary says so; a yearly one stays 'Salary'. */
const SALARY_PERIODS: Record<string, { label: string; value: string }> = {
  HOUR: { label: 'recruiting.salaryHour', value: 'recruiting.salaryPer.hour' },
  MONTH: { label: 'recruiting.salaryMonth', value: 'recruiting.salaryPer.month' },
};

export interface SalaryDisplay {
  /** 'Salary', 'Hourly rate' or 'Monthly salary'. */
  label: MessageRef;
  /** '55.000 - 70.000 €', '90 - 98 € / Std.' */
  value: MessageRef;
}

/**
 * The salary as shown (SPEC §2.14, §5.4): 'min - max symbol' under 'Salary'; a rate per hour (freelance projects)
 * or per month is labelled as one and its amount says per what ('90 - 98 € / Std.'). Null without both amounts.
 */
export function salaryDisplay(
  offer: Parameters<typeof formatSalary>[0] & Partial<Pick<OfferListItem, 'annualSalaryPeriod'>>,
): SalaryDisplay | null {
  const amount = formatSalary(offer);
  if (amount === null) return null;
  const period =
    SALARY_PERIODS[
      String(offer.annualSalaryPeriod ?? '')
        .trim()
        .toUpperCase()
    ];
  if (!period)
    return {
      label: { key: 'recruiting.salary', params: {} },
      value: { key: 'recruiting.salaryPer.amount', params: { amount } },
    };
  return { label: { key: period.label, params: {} }, value: { key: period.value, params: { amount } } };
}

/** Distance '{{distance}} km away'; null when the offer has none (no coordinates searched). */
export function distanceMessage(offer: Pick<OfferListItem, 'nentfernung'>, lang: string): MessageRef | null {
  const km = offer.nentfernung;
  if (typeof km !== 'number' || !Number.isFinite(km) || km < 0) return null;
  return { key: 'recruiting.distance', params: { distance: formatNumber(Math.round(km), normalizeLang(lang)) } };
}

// ---------------------------------------------------------------------------------------------------------------
// Type labels (SPEC §9.1)

/** Type label key for i18next plurals: 3 → recruiting.job, 4 → recruiting.project. */
export const typeLabel = (typeId: number, count: number): MessageRef => ({
  key: typeId === 4 ? 'recruiting.project' : 'recruiting.job',
  params: { count },
});

const PLURAL_LABELS: Record<string, string> = { Job: 'Jobs', Projekt: 'Projekte', Project: 'Projects' };

/** A literal type label pluralised: Job → Jobs, Projekt → Projekte, Project → Projects; others unchanged. */
export const pluralizeTypeLabel = (label: string, count = 2): string =>
  count === 1 ? label : (PLURAL_LABELS[label] ?? label);

// ---------------------------------------------------------------------------------------------------------------
// Faculty codes (SPEC §3.6, §9.1)

/** Code ignored when showing faculties (SPEC §9.1). */
export const IGNORED_FACULTY_CODE = 12000;
/** The area whose faculties are listed in the filter (SPEC §9.1). */
export const EXPANDED_AREA_NUMBER = 'TECHNIK';

export const facultyCode = (areaId: number, facultyId: number): number => areaId * 1000 + facultyId;

export function decodeFacultyCode(code: number): { areaId: number; facultyId: number } {
  return { areaId: Math.floor(code / 1000), facultyId: code % 1000 };
}

/** The codes of an offer's neinsatzfachbereichset, without 12000 and anything non-numeric. */
export function offerFacultyCodes(set: string | null | undefined): number[] {
  if (typeof set !== 'string') return [];
  return set
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((code) => code !== IGNORED_FACULTY_CODE);
}

/** Names of an offer's faculties: the faculty's name, or the area's for an area-level code (facultyId 0). */
export function offerFacultyNames(set: string | null | undefined, ranges: readonly RangeEntity[]): string[] {
  const names: string[] = [];
  for (const code of offerFacultyCodes(set)) {
    const { areaId, facultyId } = decodeFacultyCode(code);
    const area = ranges.find((range) => range.neinsatzbereichid === areaId);
    if (!area) continue;
    const name =
      facultyId === 0
        ? area.seinsatzbereichbez
        : area.faculties.find((f) => f.nfachbereichid === facultyId)?.sfachbereichbez;
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

// ---------------------------------------------------------------------------------------------------------------
// List meta text and reload label (SPEC §9.1, §4.3)

/**
 * List meta text (SPEC §9.1): part1 'from 1 to min(start-1, count)', part2 the total; only when count > 1.
 * `start` is the 1-based position the next page would start at (offset + page size + 1); `count` the total found.
 */
export function listMetaText(start: number, count: number): { part1: MessageRef; part2: MessageRef } | null {
  if (!(count > 1)) return null;
  return {
    part1: { key: 'recruiting.list.metainfo.part1', params: { from: 1, to: Math.max(0, Math.min(start - 1, count)) } },
    part2: { key: 'recruiting.list.metainfo.part2', params: { total: count } },
  };
}

/** The same from the paging state: offset of the last page requested, page size and the total found. */
export const listMetaFromPaging = (paging: { offset: number; pageSize: number; totalFound: number }) =>
  listMetaText(paging.offset + paging.pageSize + 1, paging.totalFound);

/** Reload button label (SPEC §4.3): from, to, total of what is shown; the variant's keys in fallback order. */
export function reloadLabel(loaded: number, total: number, keys: readonly string[]): MessageRef {
  return { key: [...keys], params: { from: loaded > 0 ? 1 : 0, to: loaded, total: Math.max(total, loaded) } };
}

// ---------------------------------------------------------------------------------------------------------------
// Branch names (SPEC §2.12, §3.12)

const BRANCH_PREFIX = 'Niederlassung ';

/** Branch name for the branch-selected banner: the prefix 'Niederlassung ' stripped. */
export const branchDisplayName = (name: string | null | undefined): string => {
  const value = (name ?? '').trim();
  return value.startsWith(BRANCH_PREFIX) ? value.slice(BRANCH_PREFIX.length).trim() : value;
};

export const HEAD_OFFICE_NAME = 'Zentrale';

/** A branch named 'Zentrale' (head office) is shown under the company's legal name where the variant says so. */
export function mapBranchName(name: string, legalName: string, rules: { headOfficeUnderLegalName: boolean }): string {
  return rules.headOfficeUnderLegalName && name.trim() === HEAD_OFFICE_NAME ? legalName : name;
}

/** 'city, country' of the detail meta (SPEC §2.14), leaving out empty parts. */
export const cityCountry = (offer: Pick<OfferListItem, 'uselocation_city' | 'uselocation_country'>): string =>
  [offer.uselocation_city, offer.uselocation_country]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ');

/**
 * Number parameters of a message with the language's separators (SPEC §9.1: '3.000' in German, '3,000' in
 * English); `count` stays a number because it selects the plural form.
 */
export function localizeNumbers(message: MessageRef, lang: string): MessageRef {
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(message.params)) {
    params[name] =
      name !== 'count' && typeof value === 'number' && Number.isFinite(value)
        ? formatNumber(value, normalizeLang(lang))
        : value;
  }
  return { key: message.key, params };
}

/**
 * A label with its colon as the language writes it: French puts a (no-break) space before the colon
 * ("Durée :"), the other languages none ("Dauer:", "Duration:").
 */
export const labelWithColon = (label: string, lang: string): string =>
  `${label}${normalizeLang(lang) === 'fr' ? '\u00a0:' : ':'}`;

// ---------------------------------------------------------------------------------------------------------------
// Contact phone numbers

/** The tel: link of a phone number as written ("+49 795 4469445-88" → "tel:+49795446944588"). */
export const phoneHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A phone number's groups as written, split at its spaces: each group is shown unbroken and a narrow contact box
 * wraps between groups, never inside one ("4469445-" / "88") and never past the box's edge.
 */
export const phoneGroups = (phone: string): string[] => phone.trim().split(/\s+/).filter(Boolean);
