import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { VARIANTS } from './variants.ts';
import { emptyCriteria } from './types.ts';
import {
  applyFormValues,
  FORM_LIMITS,
  formRadius,
  HEADER_SEARCH_FOCUS_DELAY_MS,
  limitField,
  normalizeFormValues,
  RADIUS_SELECT_OPTIONS,
  SEARCH_BOX_ANIMATION_MS,
  selectRadius,
} from './form-limits.ts';

describe('form limits (SPEC §5.2)', () => {
  it('keyword ≤ 100, city ≤ 50, radius ≤ 4', () => {
    expect(FORM_LIMITS).toEqual({ keyword: 100, city: 50, radius: 4 });
    expect(limitField('keyword', 'x'.repeat(150))).toHaveLength(100);
    expect(limitField('city', 'x'.repeat(60))).toHaveLength(50);
    expect(limitField('radius', '12345')).toBe('1234');
    expect(limitField('city', 'Köln')).toBe('Köln');
  });
  it('never exceeds a limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string(), fc.string(), (keyword, city, radius) => {
        const values = normalizeFormValues({ keyword, city, radius }, VARIANTS.default);
        expect(values.keyword.length).toBeLessThanOrEqual(100);
        expect(values.city.length).toBeLessThanOrEqual(50);
        expect(values.radius.length).toBeLessThanOrEqual(4);
      }),
      { numRuns: 300 },
    );
  });
  it('a city with an empty radius gets the default radius', () => {
    expect(normalizeFormValues({ keyword: '', city: 'Köln', radius: '' }, VARIANTS['brand-b']).radius).toBe('0');
    expect(normalizeFormValues({ keyword: '', city: 'Köln', radius: '' }, VARIANTS.default).radius).toBe('');
    expect(normalizeFormValues({ keyword: '', city: 'Köln', radius: '50' }, VARIANTS['brand-b']).radius).toBe('50');
    expect(normalizeFormValues({ keyword: '', city: '  ', radius: '' }, VARIANTS['brand-b']).radius).toBe('');
  });
  it('trims the values', () => {
    expect(normalizeFormValues({ keyword: ' Java ', city: ' Köln ', radius: ' 25 ' }, VARIANTS.default)).toEqual({
      keyword: 'Java',
      city: 'Köln',
      radius: '25',
    });
  });
});

describe('radius select (SPEC §5.2, §9.1)', () => {
  it("offers '-', 25, 50, 100, 200", () => {
    expect(RADIUS_SELECT_OPTIONS).toEqual(['-', '25', '50', '100', '200']);
  });
  it("'0', '-' and '' clear the field; other options are kept; anything else clears", () => {
    expect(selectRadius('0')).toBe('');
    expect(selectRadius('-')).toBe('');
    expect(selectRadius('')).toBe('');
    expect(selectRadius('25')).toBe('25');
    expect(selectRadius('200')).toBe('200');
    expect(selectRadius('75')).toBe('');
    expect(selectRadius('x')).toBe('');
  });
});

describe('form submit → criteria', () => {
  const base = { ...emptyCriteria(), faculty: ['1001'], branch: '7' };
  it('takes keyword, city with stored coordinates and radius; keeps filters and branch', () => {
    expect(
      applyFormValues(
        base,
        { keyword: ' SAP ', city: 'Köln', radius: '50' },
        { lat: 50.9, lon: 6.95 },
        VARIANTS.default,
      ),
    ).toEqual({
      ...base,
      keyword: 'SAP',
      city: { name: 'Köln', lat: 50.9, lon: 6.95 },
      radius: '50',
    });
  });
  it('a city without stored coordinates is kept by name (geocoded before searching)', () => {
    expect(
      applyFormValues(base, { keyword: '', city: 'Köln', radius: '' }, { lat: 50.9, lon: null }, VARIANTS['brand-b'])
        .city,
    ).toEqual({ name: 'Köln', lat: null, lon: null });
  });
  it('no city → none; empty radius → the default radius', () => {
    const next = applyFormValues(base, { keyword: '', city: '', radius: '' }, { lat: 1, lon: 2 }, VARIANTS['brand-b']);
    expect(next.city).toBeNull();
    expect(next.radius).toBe('0');
  });
  it('header search box timings (SPEC §2.11)', () => {
    expect(HEADER_SEARCH_FOCUS_DELAY_MS).toBe(500);
    expect(SEARCH_BOX_ANIMATION_MS).toBe(250);
  });
});

describe('the form shows the radius the search applies (SPEC §4.5, §5.2)', () => {
  const b = VARIANTS['brand-b'];
  const hamburg = { name: 'Hamburg', lat: 53.55, lon: 9.99 };
  it('the radius filter checked → the select shows it; unchecked (the default) → "any radius"', () => {
    expect(formRadius({ city: hamburg, radius: '100' }, b)).toBe('100');
    expect(formRadius({ city: hamburg, radius: '0' }, b)).toBe('');
    expect(formRadius({ city: hamburg, radius: '' }, VARIANTS.default)).toBe('');
  });
  it("'-' or a radius without a city is none", () => {
    expect(formRadius({ city: hamburg, radius: '-' }, b)).toBe('');
    expect(formRadius({ city: null, radius: '50' }, b)).toBe('');
  });
  it('a submit keeps the radius the select shows, and a radius without a city is not submitted', () => {
    const applied = emptyCriteriaWith({ city: hamburg, radius: '100' });
    const submitted = applyFormValues(
      applied,
      { keyword: '', city: 'Hamburg', radius: formRadius(applied, b) },
      { lat: 53.55, lon: 9.99 },
      b,
    );
    expect(submitted.radius).toBe('100');
    expect(normalizeFormValues({ keyword: 'x', city: '', radius: '50' }, b).radius).toBe('');
    expect(
      applyFormValues(emptyCriteria(), { keyword: 'x', city: '', radius: '50' }, { lat: null, lon: null }, b).radius,
    ).toBe('0');
  });
});

const emptyCriteriaWith = (overrides: Partial<ReturnType<typeof emptyCriteria>>) => ({
  ...emptyCriteria(),
  ...overrides,
});
