/**
 * Additional list fields (SPEC §3.10 "Display: additionalListFields"): an editor's comma list of offer fields, each
 * shown as a labelled line on every item of the result list, formatted with the display rules (§5.4, §9.1).
 * Only fields the list item carries (§3.6) are supported; names the facet lists resolve (workplace type, job type,
 * staff responsibility, level, expertise) need those lists, everything else comes from the item itself.
 */
import type { NamedEntity, OfferListItem, RangeEntity, TargetGroupEntity } from '@meridian/contracts';
import {
  branchDisplayName,
  distanceMessage,
  formatProjectDuration,
  normalizeLang,
  offerFacultyNames,
  projectStart,
  salaryDisplay,
  translate,
  type Translate,
} from './format.ts';
import type { FilterGroup } from './variants.ts';

/** The supported names, in the order the README and the CMS field describe them. */
export const LIST_FIELD_NAMES = [
  'salary',
  'range',
  'faculty',
  'branch',
  'workplacetype',
  'jobtype',
  'staffresponsibility',
  'targetgroup',
  'start',
  'duration',
  'distance',
  'reference',
] as const;

export type ListFieldName = (typeof LIST_FIELD_NAMES)[number];

const LABEL_KEYS: Record<ListFieldName, string> = {
  salary: 'recruiting.listFields.salary',
  range: 'recruiting.listFields.range',
  faculty: 'recruiting.listFields.faculty',
  branch: 'recruiting.listFields.branch',
  workplacetype: 'recruiting.listFields.workplacetype',
  jobtype: 'recruiting.listFields.jobtype',
  staffresponsibility: 'recruiting.listFields.staffresponsibility',
  targetgroup: 'recruiting.listFields.targetgroup',
  start: 'recruiting.listFields.start',
  duration: 'recruiting.listFields.duration',
  distance: 'recruiting.listFields.distance',
  reference: 'recruiting.listFields.reference',
};

/** The salary label follows the offer's period (annualSalaryPeriod); other or no period: 'Salary'. */
const SALARY_PERIOD_KEYS: Record<string, string> = {
  YEAR: 'recruiting.listFields.salaryYear',
  MONTH: 'recruiting.listFields.salaryMonth',
  HOUR: 'recruiting.listFields.salaryHour',
};

const DISTANCE_VALUE_KEY = 'recruiting.listFields.distanceValue';

const isListField = (value: string): value is ListFieldName => (LIST_FIELD_NAMES as readonly string[]).includes(value);

export interface ParsedListFields {
  /** Known names, lower-cased, in the editor's order, each once. */
  fields: ListFieldName[];
  /** Names that are not supported, as written (trimmed), each once. */
  unknown: string[];
}

/**
 * Reads the comma list (or the configuration's already split list): names are trimmed and case-insensitive, empty
 * parts and repeats are dropped, unknown names are collected (and ignored by the list).
 */
export function parseListFields(value: string | readonly string[] | null | undefined): ParsedListFields {
  const parts = (typeof value === 'string' ? [value] : Array.isArray(value) ? value : []).flatMap((entry) =>
    typeof entry === 'string' ? entry.split(',') : [],
  );
  const fields: ListFieldName[] = [];
  const unknown: string[] = [];
  for (const part of parts) {
    const name = part.trim();
    if (!name) continue;
    const key = name.toLowerCase();
    if (isListField(key)) {
      if (!fields.includes(key)) fields.push(key);
    } else if (!unknown.includes(name)) unknown.push(name);
  }
  return { fields, unknown };
}

/** CMS field validation: true, or a message naming the unknown entries and the supported names. */
export function validateListFields(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value !== 'string') return `A comma list of field names: ${LIST_FIELD_NAMES.join(', ')}.`;
  const { unknown } = parseListFields(value);
  if (unknown.length === 0) return true;
  const shown = unknown
    .slice(0, 5)
    .map((name) => `'${name.slice(0, 40)}'`)
    .join(', ');
  return `Unknown field${unknown.length === 1 ? '' : 's'} ${shown}${unknown.length > 5 ? ' …' : ''}. Use a comma list of: ${LIST_FIELD_NAMES.join(', ')}.`;
}

/** Facet lists a field needs for its names (keyed like the filter groups and the facet list calls). */
const FIELD_FACETS: Partial<Record<ListFieldName, FilterGroup>> = {
  faculty: 'range',
  workplacetype: 'workplacetypes',
  jobtype: 'jobtypes',
  staffresponsibility: 'staffResponsibilities',
  targetgroup: 'targetgroup',
};

export function listFieldFacets(fields: readonly ListFieldName[]): FilterGroup[] {
  const groups: FilterGroup[] = [];
  for (const field of fields) {
    const group = FIELD_FACETS[field];
    if (group && !groups.includes(group)) groups.push(group);
  }
  return groups;
}

/** The facet lists the names come from (presets or the facet list calls, §7.3.4). */
export interface ListFieldLists {
  range?: readonly RangeEntity[];
  targetgroup?: readonly TargetGroupEntity[];
  staffResponsibilities?: readonly NamedEntity[];
  jobtypes?: readonly NamedEntity[];
  workplacetypes?: readonly NamedEntity[];
}

export interface ListFieldRow {
  name: ListFieldName;
  label: string;
  value: string;
}

export interface ListFieldContext {
  t: Translate;
  /** Page language: number separators (§9.1), dates, currency symbols. */
  lang: string;
  /** The local calendar day ('now' for a start in the past, §9.1). */
  today: Date;
  lists: ListFieldLists;
}

// One Intl lookup per currency and language: building a NumberFormat per offer showed in the list's hydration.
const currencySymbols = new Map<string, string>();

/** Currency symbol of an ISO code in the page language ('EUR' → '€'); the code itself when Intl does not know it. */
export function currencySymbol(code: string | null | undefined, lang: string): string {
  const value = (code ?? '').trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(value)) return '';
  const locale = normalizeLang(lang);
  const key = `${value} ${locale}`;
  let symbol = currencySymbols.get(key);
  if (symbol === undefined) {
    try {
      const part = new Intl.NumberFormat(locale, { style: 'currency', currency: value })
        .formatToParts(0)
        .find((p) => p.type === 'currency');
      symbol = part?.value || value;
    } catch {
      symbol = value;
    }
    currencySymbols.set(key, symbol);
  }
  return symbol;
}

const nameOf = (entities: readonly NamedEntity[] | undefined, id: number | null | undefined): string => {
  if (id === null || id === undefined) return '';
  return (entities ?? []).find((entity) => String(entity.id) === String(id))?.name.trim() ?? '';
};

const idList = (set: string | null | undefined): string[] =>
  typeof set === 'string'
    ? set
        .split(',')
        .map((part) => part.trim())
        .filter((part) => /^\d+$/.test(part))
    : [];

/** One field's row, or null when the offer has no value for it (the line is left out rather than shown empty). */
function fieldRow(offer: OfferListItem, name: ListFieldName, context: ListFieldContext): ListFieldRow | null {
  const { t, lang, today, lists } = context;
  const row = (
    value: string | null | undefined,
    labelKey: string | string[] = LABEL_KEYS[name],
  ): ListFieldRow | null => {
    const text = (value ?? '').trim();
    return text ? { name, label: t(labelKey), value: text } : null;
  };
  switch (name) {
    case 'salary': {
      // SPEC §5.4: only when minimum and maximum are both present; 'min - max symbol' with the page's separators.
      const display = salaryDisplay({
        annualSalaryMinimum: offer.annualSalaryMinimum,
        annualSalaryMaximum: offer.annualSalaryMaximum,
        annualSalaryCurrencySymbol: currencySymbol(offer.annualSalaryCurrency, lang),
        annualSalaryPeriod: offer.annualSalaryPeriod,
        ssprachenr: lang,
      });
      const value = display ? translate(t, display.value) : null;
      const periodKey = SALARY_PERIOD_KEYS[(offer.annualSalaryPeriod ?? '').toUpperCase()];
      return row(value, periodKey ? [periodKey, LABEL_KEYS.salary] : LABEL_KEYS.salary);
    }
    case 'range':
      return row(offer.seinsatzbereichbez);
    case 'faculty':
      return row(offerFacultyNames(offer.neinsatzfachbereichset, lists.range ?? []).join(', '));
    case 'branch':
      return row(branchDisplayName(offer.sniederlassungbez));
    case 'workplacetype':
      return row(nameOf(lists.workplacetypes, offer.workplacetypeId));
    case 'jobtype':
      return row(nameOf(lists.jobtypes, offer.jobtypeId));
    case 'staffresponsibility':
      return row(nameOf(lists.staffResponsibilities, offer.staffResponsibilityId));
    case 'targetgroup': {
      const names = idList(offer.nzielgruppeset)
        .map(
          (id) =>
            (lists.targetgroup ?? []).find((group) => String(group.nzielgruppeid) === id)?.szielgruppebez.trim() ?? '',
        )
        .filter((value, index, all) => value !== '' && all.indexOf(value) === index);
      return row(names.join(', '));
    }
    case 'start': {
      const start = projectStart(offer.seintritt, today, lang);
      return row(start.kind === 'now' ? t('recruiting.now') : start.kind === 'date' ? start.text : '');
    }
    case 'duration':
      // No duration at all (jobs): no line; a duration of 0 or less is '-' (§9.1).
      return typeof offer.nwochen === 'number' && Number.isFinite(offer.nwochen)
        ? row(formatProjectDuration(offer.nwochen, t))
        : null;
    case 'distance': {
      const message = distanceMessage(offer, lang);
      return message ? row(translate(t, { key: DISTANCE_VALUE_KEY, params: message.params })) : null;
    }
    case 'reference':
      return Number.isSafeInteger(offer.njobid) && offer.njobid > 0 ? row(String(offer.njobid)) : null;
  }
}

/** The labelled lines of one list item, in the configured order; fields without a value are left out. */
export function listFieldRows(
  offer: OfferListItem,
  fields: readonly ListFieldName[],
  context: ListFieldContext,
): ListFieldRow[] {
  const rows: ListFieldRow[] = [];
  for (const name of fields) {
    const row = fieldRow(offer, name, context);
    if (row) rows.push(row);
  }
  return rows;
}
