import { describe, expect, it } from 'vitest';
import {
  addressLines,
  contactEmail,
  contactName,
  formatAmount,
  isPrintable,
  locationText,
  salaryText,
} from './offer-text.ts';

describe('offer texts', () => {
  it('formats amounts with the language separators', () => {
    expect(formatAmount(55000, 'de')).toBe('55.000');
    expect(formatAmount(55000, 'en')).toBe('55,000');
    expect(formatAmount(1234567.5, 'fr')).toBe('1.234.567,5');
    expect(formatAmount(950, 'es')).toBe('950');
  });

  it("prints the salary as 'min - max symbol' only when both are numbers", () => {
    const base = { annualSalaryCurrencySymbol: '€', annualSalaryCurrency: 'EUR' };
    expect(salaryText({ ...base, annualSalaryMinimum: 55000, annualSalaryMaximum: 70000 }, 'de')).toBe(
      '55.000 - 70.000 €',
    );
    expect(
      salaryText({ ...base, annualSalaryCurrencySymbol: null, annualSalaryMinimum: 1, annualSalaryMaximum: 2 }, 'en'),
    ).toBe('1 - 2 EUR');
    expect(
      salaryText({ ...base, annualSalaryMinimum: 90, annualSalaryMaximum: 98, annualSalaryPeriod: 'HOUR' }, 'de'),
    ).toBe('90 - 98 € / Std.');
    expect(
      salaryText({ ...base, annualSalaryMinimum: 90, annualSalaryMaximum: 98, annualSalaryPeriod: 'HOUR' }, 'fr'),
    ).toBe('90 - 98 € / heure');
    expect(
      salaryText({ ...base, annualSalaryMinimum: 55000, annualSalaryMaximum: 70000, annualSalaryPeriod: 'YEAR' }, 'en'),
    ).toBe('55,000 - 70,000 €');
    expect(salaryText({ ...base, annualSalaryMinimum: 55000, annualSalaryMaximum: null }, 'de')).toBeUndefined();
    expect(
      salaryText({ ...base, annualSalaryMinimum: {} as unknown as number, annualSalaryMaximum: 2 }, 'de'),
    ).toBeUndefined();
  });

  it('builds location, contact and address texts from the parts present', () => {
    expect(locationText({ uselocation_city: 'München', uselocation_country: 'Deutschland' })).toBe(
      'München, Deutschland',
    );
    expect(locationText({ uselocation_city: 'Wien', uselocation_country: '' })).toBe('Wien');
    expect(contactName({ sansptitelbez: 'Dr.', sanspvorname: 'Jörg', sanspnachname: 'Weiß' })).toBe('Dr. Jörg Weiß');
    expect(contactName({ sansptitelbez: '', sanspvorname: 'Anna', sanspnachname: 'Berg' })).toBe('Anna Berg');
    expect(contactEmail({ sanspemail: null, semail: 'jobs@example.com' })).toBe('jobs@example.com');
    expect(contactEmail({ sanspemail: 'a@b.de', semail: 'jobs@example.com' })).toBe('a@b.de');
    expect(
      addressLines({
        sorganisationbez: 'Kestrel GmbH',
        sstrasse: 'Hauptstr. 1',
        splz: '80331',
        sort: 'München',
        slandbez: '',
      }),
    ).toEqual(['Kestrel GmbH', 'Hauptstr. 1', '80331 München']);
  });

  it('treats an empty detail as not printable', () => {
    expect(isPrintable({})).toBe(false);
    expect(isPrintable(undefined)).toBe(false);
    expect(isPrintable({ njobid: 1, sjobbez: 'Ingenieur' })).toBe(true);
  });
});
