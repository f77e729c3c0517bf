/**
 * Search form limits (SPEC §5.2) and the radius select (§9.1).
 */
import { KEYWORD_MAX_LENGTH, RADIUS_OPTIONS } from '@meridian/contracts';
import type { SearchCriteria } from './types.ts';
import { appliedRadius } from './url-params.ts';
import type { VariantRules } from './variants.ts';

/** Header search box (SPEC §2.11, §9.3): input focus delayed 500 ms; the box animates in 250 ms. */
export const HEADER_SEARCH_FOCUS_DELAY_MS = 500;
export const SEARCH_BOX_ANIMATION_MS = 250;

/** Maximum field lengths (SPEC §5.2), also the inputs' maxLength. */
export const FORM_LIMITS = { keyword: KEYWORD_MAX_LENGTH, city: 50, radius: 4 } as const;
export type FormField = keyof typeof FORM_LIMITS;

/** Cuts a value to its field's limit (pasted text can bypass maxLength in some browsers). */
export const limitField = (field: FormField, value: string): string => (value ?? '').slice(0, FORM_LIMITS[field]);

/** The radius select's options (SPEC §5.2, §9.1): '-', 25, 50, 100, 200. */
export const RADIUS_SELECT_OPTIONS: readonly string[] = RADIUS_OPTIONS;

/**
 * The form select's value for the radius a search applies: '' (its "any radius" option) for the default radius, for
 * '-' and for a radius without a city; else the radius. The form and the radius filter show this one state.
 */
export function formRadius(
  criteria: Pick<SearchCriteria, 'city' | 'radius'>,
  rules: Pick<VariantRules, 'defaultRadius'>,
): string {
  const radius = appliedRadius(criteria, rules);
  return radius === rules.defaultRadius ? '' : selectRadius(radius);
}

/** Choosing '0', '-' or an empty option clears the field (SPEC §5.2). */
export function selectRadius(value: string): string {
  const limited = limitField('radius', value ?? '').trim();
  if (limited === '0' || limited === '-' || limited === '') return '';
  return (RADIUS_OPTIONS as readonly string[]).includes(limited) ? limited : '';
}

export interface SearchFormValues {
  keyword: string;
  city: string;
  radius: string;
}

/**
 * The form values as submitted: each cut to its limit, trimmed; with a city entered and the radius empty the
 * default radius is filled in (SPEC §5.2); without a city the radius is empty.
 */
export function normalizeFormValues(
  values: SearchFormValues,
  rules: Pick<VariantRules, 'defaultRadius'>,
): SearchFormValues {
  const keyword = limitField('keyword', values.keyword).trim();
  const city = limitField('city', values.city).trim();
  let radius = limitField('radius', values.radius).trim();
  if (city !== '' && radius === '') radius = rules.defaultRadius;
  // Without a city a radius means nothing (SPEC §5.1, §7.3.1: it is sent only with coordinates): not submitted.
  if (city === '') radius = '';
  return { keyword, city, radius };
}

/**
 * The criteria after a form submit: keyword, city (with the coordinates the autocomplete stored, or none) and
 * radius from the form; filters and branch stay.
 */
export function applyFormValues(
  criteria: SearchCriteria,
  values: SearchFormValues,
  coordinates: { lat: number | null; lon: number | null },
  rules: Pick<VariantRules, 'defaultRadius'>,
): SearchCriteria {
  const normalized = normalizeFormValues(values, rules);
  const hasCoordinates = coordinates.lat !== null && coordinates.lon !== null;
  return {
    ...criteria,
    keyword: normalized.keyword,
    city: normalized.city
      ? {
          name: normalized.city,
          lat: hasCoordinates ? coordinates.lat : null,
          lon: hasCoordinates ? coordinates.lon : null,
        }
      : null,
    radius: normalized.radius === '' ? rules.defaultRadius : normalized.radius,
  };
}
