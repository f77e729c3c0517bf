import { describe, expect, it } from 'vitest';
import { getTranslator } from '@meridian/i18n';
import type { RangeEntity } from '@meridian/contracts';
import { VARIANTS } from './variants.ts';
import {
  labelWithColon,
  branchDisplayName,
  cityCountry,
  decodeFacultyCode,
  distanceMessage,
  facultyCode,
  formatDate,
  formatOfferNumber,
  formatProjectDuration,
  formatProjectStart,
  formatSalary,
  listMetaFromPaging,
  listMetaText,
  mapBranchName,
  normalizeLang,
  offerFacultyCodes,
  offerFacultyNames,
  parseGermanDate,
  phoneGroups,
  phoneHref,
  pluralizeTypeLabel,
  projectDuration,
  projectStart,
  reloadLabel,
  salaryDisplay,
  translate,
  typeLabel,
  type Translate,
} from './format.ts';

const en = getTranslator('en') as unknown as Translate;
const de = getTranslator('de') as unknown as Translate;
const today = new Date(2026, 10, 22); // 22.11.2026, local

describe('project duration (SPEC §9.1)', () => {
  it.each([
    [0, '-'],
    [-3, '-'],
    [null, '-'],
    [undefined, '-'],
    [Number.NaN, '-'],
    [Number.POSITIVE_INFINITY, '-'],
    [1, '1 week'],
    [2, '2 weeks'],
    [3, '3 weeks'],
    [4, '1 month'],
    [5, '2 months'],
    [8, '2 months'],
    [9, '3 months'],
    [52, '13 months'],
  ])('%s weeks → %s', (weeks, text) => {
    expect(formatProjectDuration(weeks as number | null | undefined, en)).toBe(text);
  });
  it('returns keys and counts for i18next plurals', () => {
    expect(projectDuration(1)).toEqual({ key: 'recruiting.week', params: { count: 1 } });
    expect(projectDuration(12)).toEqual({ key: 'recruiting.month', params: { count: 3 } });
    expect(projectDuration(0)).toBeNull();
  });
  it('in German', () => {
    expect(formatProjectDuration(1, de)).toMatch(/^1 \S+$/);
    expect(formatProjectDuration(8, de)).toMatch(/^2 /);
  });
});

describe('project start (SPEC §9.1)', () => {
  it("a start before today shows 'now'", () => {
    expect(projectStart('21.11.2026', today, 'de')).toEqual({ kind: 'now' });
    expect(projectStart('01.01.2020', today, 'de')).toEqual({ kind: 'now' });
    expect(formatProjectStart('01.01.2020', today, 'en', en)).toBe('now');
  });
  it('today and later show the localised date', () => {
    expect(projectStart('22.11.2026', today, 'de')).toEqual({ kind: 'date', text: '22.11.2026' });
    expect(formatProjectStart('1.3.2027', today, 'de', de)).toBe('01.03.2027');
    expect(formatProjectStart('01.03.2027', today, 'en', en)).toBe('01/03/2027');
    expect(formatDate({ day: 1, month: 3, year: 2027 }, 'fr')).toBe('01/03/2027');
    expect(formatDate({ day: 1, month: 3, year: 2027 }, 'xx')).toBe('01.03.2027');
  });
  it('formats as Intl.DateTimeFormat does for each language (without loading its time zone data)', () => {
    const locales = { de: 'de-DE', en: 'en-GB', fr: 'fr-FR', es: 'es-ES', pl: 'pl-PL' };
    for (const [lang, locale] of Object.entries(locales)) {
      const intl = new Intl.DateTimeFormat(locale, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      });
      for (const date of [
        { day: 1, month: 1, year: 2027 },
        { day: 9, month: 12, year: 2027 },
        { day: 29, month: 2, year: 2028 },
        { day: 31, month: 10, year: 1999 },
      ]) {
        expect(formatDate(date, lang), `${lang} ${JSON.stringify(date)}`).toBe(
          intl.format(new Date(Date.UTC(date.year, date.month - 1, date.day))),
        );
      }
    }
  });
  it("invalid or missing dates give 'none' / '-'", () => {
    for (const value of ['', null, undefined, '31.02.2027', '2027-03-01', '1.13.2027', 'soon', '00.01.2027']) {
      expect(projectStart(value, today, 'de')).toEqual({ kind: 'none' });
      expect(formatProjectStart(value, today, 'de', de)).toBe('-');
    }
    expect(parseGermanDate('29.02.2028')).toEqual({ day: 29, month: 2, year: 2028 });
    expect(parseGermanDate('29.02.2027')).toBeNull();
  });
});

describe('numbers and salary (SPEC §9.1, §5.4)', () => {
  it("thousands separator ',' for en, '.' otherwise, default de", () => {
    expect(formatOfferNumber(65000, 'en')).toBe('65,000');
    expect(formatOfferNumber(65000, 'de')).toBe('65.000');
    expect(formatOfferNumber(65000, 'fr')).toBe('65.000');
    expect(formatOfferNumber(65000, '')).toBe('65.000');
    expect(formatOfferNumber(65000, null)).toBe('65.000');
    expect(formatOfferNumber(1234567, 'EN_gb')).toBe('1,234,567');
  });
  it('normalizeLang', () => {
    expect(normalizeLang('en-US')).toBe('en');
    expect(normalizeLang('  ')).toBe('de');
    expect(normalizeLang('12')).toBe('de');
  });
  it("salary 'min - max symbol' when both are present", () => {
    expect(
      formatSalary({
        annualSalaryMinimum: 55000,
        annualSalaryMaximum: 70000,
        annualSalaryCurrencySymbol: '€',
        ssprachenr: 'de',
      }),
    ).toBe('55.000 - 70.000 €');
    expect(
      formatSalary({
        annualSalaryMinimum: 55000,
        annualSalaryMaximum: 70000,
        annualSalaryCurrencySymbol: '£',
        ssprachenr: 'en',
      }),
    ).toBe('55,000 - 70,000 £');
    expect(formatSalary({ annualSalaryMinimum: 55000, annualSalaryMaximum: 70000, annualSalaryCurrency: 'CHF' })).toBe(
      '55.000 - 70.000 CHF',
    );
    expect(formatSalary({ annualSalaryMinimum: 0, annualSalaryMaximum: 10 })).toBe('0 - 10');
  });
  it('an hourly rate (or monthly salary) is labelled and shown per hour in every language; a yearly salary stays', () => {
    const rate = {
      annualSalaryMinimum: 90,
      annualSalaryMaximum: 98,
      annualSalaryCurrencySymbol: '€',
      annualSalaryPeriod: 'HOUR',
    };
    const shown = (offer: Parameters<typeof salaryDisplay>[0], lang: 'de' | 'en' | 'fr' | 'es') => {
      const display = salaryDisplay({ ...offer, ssprachenr: lang })!;
      const tf = getTranslator(lang);
      const t: Translate = (key, options) => tf(key, options ?? {});
      return `${translate(t, display.label)} ${translate(t, display.value)}`;
    };
    expect(shown(rate, 'de')).toBe('Stundensatz 90 - 98 € / Std.');
    expect(shown(rate, 'en')).toBe('Hourly rate 90 - 98 € / hour');
    expect(shown(rate, 'fr')).toBe('Taux horaire 90 - 98 € / heure');
    expect(shown(rate, 'es')).toBe('Tarifa por hora 90 - 98 € / hora');
    expect(shown({ ...rate, annualSalaryPeriod: 'hour' }, 'de')).toBe('Stundensatz 90 - 98 € / Std.');
    expect(
      shown({ ...rate, annualSalaryMinimum: 3200, annualSalaryMaximum: 3800, annualSalaryPeriod: 'MONTH' }, 'de'),
    ).toBe('Monatsgehalt 3.200 - 3.800 € / Monat');
    const yearly = {
      annualSalaryMinimum: 55000,
      annualSalaryMaximum: 70000,
      annualSalaryCurrencySymbol: '€',
      annualSalaryPeriod: 'YEAR',
    };
    expect(shown(yearly, 'de')).toBe('Gehalt 55.000 - 70.000 €');
    expect(shown({ ...yearly, annualSalaryPeriod: null }, 'en')).toBe('Salary 55,000 - 70,000 €');
    expect(salaryDisplay({ ...rate, annualSalaryMaximum: null })).toBeNull();
  });
  it('no salary when one is missing or an object', () => {
    expect(formatSalary({ annualSalaryMinimum: 55000 })).toBeNull();
    expect(formatSalary({ annualSalaryMaximum: 70000 })).toBeNull();
    expect(formatSalary({ annualSalaryMinimum: null, annualSalaryMaximum: 70000 })).toBeNull();
    expect(formatSalary({ annualSalaryMinimum: {} as unknown as number, annualSalaryMaximum: 70000 })).toBeNull();
    expect(formatSalary({ annualSalaryMinimum: 1, annualSalaryMaximum: { value: 2 } as unknown as number })).toBeNull();
    expect(formatSalary({ annualSalaryMinimum: Number.NaN, annualSalaryMaximum: 2 })).toBeNull();
    expect(formatSalary({})).toBeNull();
  });
  it('distance', () => {
    expect(distanceMessage({ nentfernung: 12.6 }, 'de')).toEqual({
      key: 'recruiting.distance',
      params: { distance: '13' },
    });
    expect(translate(en, distanceMessage({ nentfernung: 1200 }, 'en')!)).toBe('1,200 km away');
    expect(distanceMessage({}, 'de')).toBeNull();
    expect(distanceMessage({ nentfernung: -1 }, 'de')).toBeNull();
  });
});

describe('type labels (SPEC §9.1)', () => {
  it('pluralises the literal labels', () => {
    expect(pluralizeTypeLabel('Job')).toBe('Jobs');
    expect(pluralizeTypeLabel('Projekt')).toBe('Projekte');
    expect(pluralizeTypeLabel('Project')).toBe('Projects');
    expect(pluralizeTypeLabel('Job', 1)).toBe('Job');
    expect(pluralizeTypeLabel('Stelle')).toBe('Stelle');
  });
  it('i18n keys with count', () => {
    expect(translate(en, typeLabel(3, 1))).toBe('Job');
    expect(translate(en, typeLabel(3, 5))).toBe('Jobs');
    expect(translate(en, typeLabel(4, 2))).toBe('Projects');
    expect(translate(de, typeLabel(4, 2))).toBe('Projekte');
  });
});

describe('faculty codes (SPEC §3.6, §9.1)', () => {
  const ranges: RangeEntity[] = [
    {
      neinsatzbereichid: 1,
      seinsatzbereichnr: 'TECHNIK',
      seinsatzbereichbez: 'Technik',
      faculties: [
        { nfachbereichid: 1, sfachbereichbez: 'Maschinenbau' },
        { nfachbereichid: 2, sfachbereichbez: 'Elektrotechnik' },
      ],
    },
    { neinsatzbereichid: 3, seinsatzbereichnr: 'IT', seinsatzbereichbez: 'IT', faculties: [] },
    { neinsatzbereichid: 12, seinsatzbereichnr: 'SONST', seinsatzbereichbez: 'Sonstiges', faculties: [] },
  ];
  it('code = areaId*1000 + facultyId', () => {
    expect(facultyCode(1, 2)).toBe(1002);
    expect(decodeFacultyCode(1002)).toEqual({ areaId: 1, facultyId: 2 });
    expect(decodeFacultyCode(12000)).toEqual({ areaId: 12, facultyId: 0 });
  });
  it('12000 and junk are ignored', () => {
    expect(offerFacultyCodes('1001, 12000,abc,,3000')).toEqual([1001, 3000]);
    expect(offerFacultyCodes(null)).toEqual([]);
  });
  it('names: faculty names, area names for area codes, unknown codes dropped, no duplicates', () => {
    expect(offerFacultyNames('1001,1002,3000,12000,9001,1001', ranges)).toEqual([
      'Maschinenbau',
      'Elektrotechnik',
      'IT',
    ]);
  });
});

describe('list meta text (SPEC §9.1, §4.3)', () => {
  it('part1 from 1 to min(start-1, count), part2 the total', () => {
    expect(listMetaText(21, 135)).toEqual({
      part1: { key: 'recruiting.list.metainfo.part1', params: { from: 1, to: 20 } },
      part2: { key: 'recruiting.list.metainfo.part2', params: { total: 135 } },
    });
    expect(listMetaText(141, 135)!.part1.params.to).toBe(135);
  });
  it('shown only when count > 1', () => {
    expect(listMetaText(21, 1)).toBeNull();
    expect(listMetaText(21, 0)).toBeNull();
    expect(listMetaText(21, Number.NaN)).toBeNull();
    expect(listMetaText(21, 2)).not.toBeNull();
  });
  it('from paging: start = offset + page size + 1', () => {
    expect(listMetaFromPaging({ offset: 20, pageSize: 20, totalFound: 135 })!.part1.params).toEqual({
      from: 1,
      to: 40,
    });
    expect(listMetaFromPaging({ offset: 120, pageSize: 20, totalFound: 135 })!.part1.params).toEqual({
      from: 1,
      to: 135,
    });
  });
  it('renders with the catalogue', () => {
    const meta = listMetaText(21, 135)!;
    expect(`${translate(en, meta.part1)} ${translate(en, meta.part2)}`).toBe('Offers 1 to 20 of 135');
    expect(`${translate(de, meta.part1)} ${translate(de, meta.part2)}`).toBe('Angebote 1 bis 20 von 135');
  });
});

describe('reload label (SPEC §4.3)', () => {
  it('from, to, total of what is shown', () => {
    expect(reloadLabel(20, 135, VARIANTS.default.reloadLabelKeys)).toEqual({
      key: ['recruiting.reload.page'],
      params: { from: 1, to: 20, total: 135 },
    });
    expect(reloadLabel(0, 0, VARIANTS.default.reloadLabelKeys).params).toEqual({ from: 0, to: 0, total: 0 });
    expect(translate(en, reloadLabel(20, 135, VARIANTS.default.reloadLabelKeys))).toBe(
      'Show more (showing 1 to 20 of 135)',
    );
  });
  it("the variant's own wording, falling back to the shared key while the catalogue lacks it", () => {
    const label = reloadLabel(20, 135, VARIANTS['brand-b'].reloadLabelKeys);
    expect(label.key).toEqual(['recruiting.reload.more', 'recruiting.reload.page']);
    expect(translate(en, label)).toMatch(/20/);
  });
});

describe('branch names (SPEC §2.12, §3.12)', () => {
  it("strips the prefix 'Niederlassung '", () => {
    expect(branchDisplayName('Niederlassung Köln')).toBe('Köln');
    expect(branchDisplayName('  Niederlassung  Köln ')).toBe('Köln');
    expect(branchDisplayName('Köln')).toBe('Köln');
    expect(branchDisplayName('Niederlassungsleitung')).toBe('Niederlassungsleitung');
    expect(branchDisplayName(null)).toBe('');
  });
  it("'Zentrale' under the company's legal name where the variant says so", () => {
    expect(mapBranchName('Zentrale', 'Halden Recruiting GmbH', VARIANTS['brand-c'])).toBe('Halden Recruiting GmbH');
    expect(mapBranchName('Zentrale', 'Velora Group SE', VARIANTS.default)).toBe('Zentrale');
    expect(mapBranchName('Köln', 'Halden Recruiting GmbH', VARIANTS['brand-c'])).toBe('Köln');
  });
  it("'city, country'", () => {
    expect(cityCountry({ uselocation_city: 'Köln', uselocation_country: 'Deutschland' })).toBe('Köln, Deutschland');
    expect(cityCountry({ uselocation_city: 'Köln', uselocation_country: '' })).toBe('Köln');
  });
});

describe('localizeNumbers', () => {
  it('formats number parameters by language and keeps count for plurals', async () => {
    const { localizeNumbers } = await import('./format.ts');
    expect(
      localizeNumbers({ key: 'k', params: { from: 1, to: 1200, total: 3000, count: 3000, city: 'Köln' } }, 'de').params,
    ).toEqual({ from: '1', to: '1.200', total: '3.000', count: 3000, city: 'Köln' });
    expect(localizeNumbers({ key: 'k', params: { total: 3000 } }, 'en').params).toEqual({ total: '3,000' });
  });
});

describe('labels with their colon', () => {
  it('French puts a no-break space before the colon, the other languages none', () => {
    expect(labelWithColon('Durée', 'fr')).toBe('Durée\u00a0:');
    expect(labelWithColon('Dauer', 'de')).toBe('Dauer:');
    expect(labelWithColon('Duration', 'en')).toBe('Duration:');
    expect(labelWithColon('Duración', 'es')).toBe('Duración:');
  });
});

describe('contact phone numbers', () => {
  it('links the digits and the leading plus', () => {
    expect(phoneHref('+49 795 4469445-88')).toBe('tel:+49795446944588');
    expect(phoneHref('(0711) 12 34-0')).toBe('tel:071112340');
  });
  it('splits at spaces only, so a group such as "4469445-88" stays whole', () => {
    expect(phoneGroups('+49 795 4469445-88')).toEqual(['+49', '795', '4469445-88']);
    expect(phoneGroups('  +49   711\t123 ')).toEqual(['+49', '711', '123']);
    expect(phoneGroups('0711/123456')).toEqual(['0711/123456']);
    expect(phoneGroups('   ')).toEqual([]);
  });
});
