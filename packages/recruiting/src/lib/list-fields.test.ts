import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getTranslator, messages } from '@meridian/i18n';
import type { OfferListItem } from '@meridian/contracts';
import type { Translate } from './format.ts';
import { createTranslate, recruitingMessages } from './translate.ts';
import {
  currencySymbol,
  LIST_FIELD_NAMES,
  listFieldFacets,
  listFieldRows,
  parseListFields,
  validateListFields,
  type ListFieldContext,
  type ListFieldLists,
} from './list-fields.ts';

const en = getTranslator('en') as unknown as Translate;
const de = getTranslator('de') as unknown as Translate;
const today = new Date(2026, 10, 22); // 22.11.2026, local

const job: OfferListItem = {
  njobid: 4711,
  urlpart: 'cad-konstrukteur',
  sjobbez: 'CAD-Konstrukteur (m/w/d)',
  typeId: 3,
  sniederlassungbez: 'Niederlassung München',
  nniederlassungid: 402,
  uselocation_city: 'München',
  uselocation_country: 'Deutschland',
  seinsatzbereichbez: 'Technik',
  neinsatzfachbereichset: '1001,1002,12000',
  nzielgruppeset: '2,3',
  nentfernung: 12.4,
  nwochen: null,
  seintritt: '01.03.2027',
  inhouseRecruiting: false,
  staffResponsibilityId: 1,
  workplacetypeId: 2,
  jobtypeId: 1,
  tags: [],
  annualSalaryMinimum: 45000,
  annualSalaryMaximum: 60000,
  annualSalaryPeriod: 'YEAR',
  annualSalaryCurrency: 'EUR',
};

const project: OfferListItem = {
  ...job,
  njobid: 815,
  typeId: 4,
  nwochen: 9,
  seintritt: '01.01.2020',
  nentfernung: undefined,
  annualSalaryMinimum: 85,
  annualSalaryMaximum: 110,
  annualSalaryPeriod: 'HOUR',
  annualSalaryCurrency: 'CHF',
  jobtypeId: null,
};

const lists: ListFieldLists = {
  range: [
    {
      neinsatzbereichid: 1,
      seinsatzbereichnr: 'TECHNIK',
      seinsatzbereichbez: 'Technik',
      faculties: [
        { nfachbereichid: 1, sfachbereichbez: 'Konstruktion' },
        { nfachbereichid: 2, sfachbereichbez: 'Elektrotechnik' },
      ],
    },
  ],
  targetgroup: [
    { nzielgruppeid: 2, szielgruppebez: 'Berufserfahrene' },
    { nzielgruppeid: 3, szielgruppebez: 'Führungskräfte' },
  ],
  staffResponsibilities: [{ id: 1, name: 'Keine' }],
  jobtypes: [{ id: 1, name: 'Vollzeit' }],
  workplacetypes: [{ id: 2, name: 'Hybrid' }],
};

const context = (overrides: Partial<ListFieldContext> = {}): ListFieldContext => ({
  t: en,
  lang: 'en',
  today,
  lists,
  ...overrides,
});
const values = (offer: OfferListItem, fields: string, ctx = context()) =>
  Object.fromEntries(
    listFieldRows(offer, parseListFields(fields).fields, ctx).map((row) => [row.name, `${row.label}: ${row.value}`]),
  );

describe('additionalListFields: parsing (SPEC §3.10)', () => {
  it('reads a comma list: trimmed, case-insensitive, each name once, in the editor’s order', () => {
    expect(parseListFields(' Salary, branch ,,START, salary ')).toEqual({
      fields: ['salary', 'branch', 'start'],
      unknown: [],
    });
    expect(parseListFields(['distance', 'reference,range'])).toEqual({
      fields: ['distance', 'reference', 'range'],
      unknown: [],
    });
  });
  it('collects unknown names (ignored by the list) as written', () => {
    expect(parseListFields('salary, colour, Colour, colour')).toEqual({
      fields: ['salary'],
      unknown: ['colour', 'Colour'],
    });
  });
  it('empty and missing values give no fields', () => {
    for (const value of ['', ' , ', null, undefined, []])
      expect(parseListFields(value as string)).toEqual({ fields: [], unknown: [] });
  });
  it('never throws and only yields supported names (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const { fields, unknown } = parseListFields(value);
        expect(fields.every((field) => (LIST_FIELD_NAMES as readonly string[]).includes(field))).toBe(true);
        expect(new Set(fields).size).toBe(fields.length);
        expect(unknown.every((name) => name === name.trim() && name !== '' && !name.includes(','))).toBe(true);
      }),
    );
  });
});

describe('additionalListFields: CMS validation', () => {
  it('accepts empty values and known names', () => {
    expect(validateListFields(undefined)).toBe(true);
    expect(validateListFields(null)).toBe(true);
    expect(validateListFields('')).toBe(true);
    expect(validateListFields(LIST_FIELD_NAMES.join(', '))).toBe(true);
    expect(validateListFields('Salary,START')).toBe(true);
  });
  it('names unknown entries and lists the supported names', () => {
    const message = validateListFields('salary, colour');
    expect(message).toMatch(/^Unknown field 'colour'\. Use a comma list of: salary, range, .*reference\.$/);
    expect(validateListFields('a,b')).toMatch(/^Unknown fields 'a', 'b'\./);
    expect(validateListFields('a,b,c,d,e,f')).toMatch(/'e' …\./);
    expect(validateListFields(42)).toMatch(/comma list/);
  });
});

describe('additionalListFields: the facet lists they need', () => {
  it('only name lookups need lists', () => {
    expect(
      listFieldFacets([
        'salary',
        'workplacetype',
        'faculty',
        'jobtype',
        'targetgroup',
        'staffresponsibility',
        'jobtype',
      ]),
    ).toEqual(['workplacetypes', 'range', 'jobtypes', 'targetgroup', 'staffResponsibilities']);
    expect(listFieldFacets(['salary', 'start', 'distance', 'branch', 'range', 'reference', 'duration'])).toEqual([]);
  });
});

describe('additionalListFields: rows (display rules SPEC §5.4, §9.1)', () => {
  it('every supported field of a job, labelled, in the configured order', () => {
    const rows = listFieldRows(job, [...LIST_FIELD_NAMES], context());
    expect(rows.map((row) => row.name)).toEqual(LIST_FIELD_NAMES.filter((name) => name !== 'duration'));
    expect(values(job, LIST_FIELD_NAMES.join(','))).toEqual({
      salary: 'Annual salary: 45,000 - 60,000 €',
      range: 'Area: Technik',
      faculty: 'Expertise: Konstruktion, Elektrotechnik',
      branch: 'Branch: München',
      workplacetype: 'Workplace: Hybrid',
      jobtype: 'Employment type: Vollzeit',
      staffresponsibility: 'Staff responsibility: Keine',
      targetgroup: 'Level: Berufserfahrene, Führungskräfte',
      start: 'Start: 01/03/2027',
      distance: 'Distance: 12 km',
      reference: 'Offer ID: 4711',
    });
  });
  it('German separators and labels; project duration, start now, hourly rate', () => {
    expect(values(job, 'salary,distance,start', context({ t: de, lang: 'de' }))).toEqual({
      salary: 'Jahresgehalt: 45.000 - 60.000 €',
      distance: 'Entfernung: 12 km',
      start: 'Start: 01.03.2027',
    });
    expect(values(project, 'duration,start,salary', context({ t: de, lang: 'de' }))).toEqual({
      duration: 'Dauer: 3 Monate',
      start: 'Start: ab sofort',
      salary: 'Stundensatz: 85 - 110 CHF / Std.',
    });
    expect(values({ ...job, nentfernung: 1234.4 }, 'distance')).toEqual({ distance: 'Distance: 1,234 km' });
  });
  it('salary only when both minimum and maximum are present (SPEC §5.4)', () => {
    expect(values({ ...job, annualSalaryMaximum: null }, 'salary')).toEqual({});
    expect(values({ ...job, annualSalaryMinimum: undefined }, 'salary')).toEqual({});
    expect(values({ ...job, annualSalaryMinimum: { value: 1 } as unknown as number }, 'salary')).toEqual({});
    expect(values({ ...job, annualSalaryPeriod: null }, 'salary')).toEqual({ salary: 'Salary: 45,000 - 60,000 €' });
    expect(values({ ...job, annualSalaryPeriod: 'WEEK' }, 'salary')).toEqual({ salary: 'Salary: 45,000 - 60,000 €' });
    expect(values({ ...job, annualSalaryCurrency: null }, 'salary')).toEqual({
      salary: 'Annual salary: 45,000 - 60,000',
    });
  });
  it('a duration of 0 weeks shows "-", no duration no line (jobs)', () => {
    expect(values({ ...project, nwochen: 0 }, 'duration')).toEqual({ duration: 'Duration: -' });
    expect(values({ ...project, nwochen: 1 }, 'duration')).toEqual({ duration: 'Duration: 1 week' });
    expect(values(job, 'duration')).toEqual({});
  });
  it('leaves out fields the offer or the lists do not have', () => {
    const bare: OfferListItem = {
      ...job,
      sniederlassungbez: '',
      seinsatzbereichbez: ' ',
      neinsatzfachbereichset: '12000',
      nzielgruppeset: 'x,9',
      nentfernung: undefined,
      seintritt: '31.02.2027',
      staffResponsibilityId: null,
      workplacetypeId: 7,
      jobtypeId: undefined,
    };
    expect(listFieldRows(bare, [...LIST_FIELD_NAMES], context())).toEqual([
      { name: 'salary', label: 'Annual salary', value: '45,000 - 60,000 €' },
      { name: 'reference', label: 'Offer ID', value: '4711' },
    ]);
    expect(listFieldRows(job, ['workplacetype', 'faculty', 'targetgroup'], context({ lists: {} }))).toEqual([]);
  });
  it('labels exist in every full catalogue through the module’s own translate', () => {
    for (const lang of ['de', 'en', 'fr', 'es'] as const) {
      const t = createTranslate(recruitingMessages(messages[lang] as unknown as Record<string, unknown>), lang);
      for (const row of listFieldRows(job, [...LIST_FIELD_NAMES], context({ t, lang })))
        expect(row.label, `${lang} ${row.name}`).not.toMatch(/^recruiting\./);
      for (const row of listFieldRows(project, ['salary', 'duration'], context({ t, lang })))
        expect(row.label).not.toMatch(/^recruiting\./);
    }
  });
});

describe('currency symbol', () => {
  it('from the ISO code; unknown-looking codes stay as they are', () => {
    expect(currencySymbol('EUR', 'de')).toBe('€');
    expect(currencySymbol('eur', 'en')).toBe('€');
    expect(currencySymbol('CHF', 'de')).toBe('CHF');
    expect(currencySymbol('XYZ', 'de')).toBe('XYZ');
    expect(currencySymbol('', 'de')).toBe('');
    expect(currencySymbol('euro', 'de')).toBe('');
    expect(currencySymbol(null, 'de')).toBe('');
  });
  it("the same code asked again, or in another language, gives that language's symbol", () => {
    const asked = [
      ['PLN', 'pl'],
      ['PLN', 'de'],
      ['PLN', 'pl'],
      ['CAD', 'fr'],
      ['CAD', 'de'],
      ['XYZ', 'de'],
      ['XYZ', 'de'],
    ] as const;
    expect(asked.map(([code, lang]) => currencySymbol(code, lang))).toEqual([
      'zł',
      'PLN',
      'zł',
      '$CA',
      'CA$',
      'XYZ',
      'XYZ',
    ]);
  });
});
