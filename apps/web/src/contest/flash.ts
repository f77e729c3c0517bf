import type { EntryField, EntryOutcome, EntryValues, FieldError } from './entry';

/**
 * After a plain form POST the server answers 303 back to the page (post/redirect/get); what to show there —
 * the outcome, per-field errors and the typed values — travels in this short-lived cookie, scoped to the page
 * path. Only the visitor's own input is in it, and the page renders it as text.
 */
export const FLASH_COOKIE = 'meridian_contest';
export const FLASH_MAX_AGE_SECONDS = 120;

export interface ContestFlash {
  contest: number;
  outcome: EntryOutcome;
  errors: Partial<Record<EntryField, FieldError>>;
  /** The typed values when the entry was not stored (so the form keeps them); none after success. */
  values: EntryValues | null;
}

const OUTCOMES: readonly EntryOutcome[] = ['stored', 'invalid', 'duplicate', 'closed', 'unavailable', 'failed'];
const FIELDS: readonly EntryField[] = ['name', 'email', 'answer', 'terms'];
const ERRORS: readonly FieldError[] = ['required', 'tooLong', 'invalid', 'unknownAnswer', 'termsRequired'];

export function encodeFlash(flash: ContestFlash): string {
  return Buffer.from(JSON.stringify(flash), 'utf8').toString('base64url');
}

/** The flash from a cookie value, or null for anything that is not exactly what encodeFlash writes. */
export function decodeFlash(raw: string | undefined | null): ContestFlash | null {
  if (!raw || raw.length > 3000) return null;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const { contest, outcome, errors, values } = data as Record<string, unknown>;
  if (typeof contest !== 'number' || !Number.isInteger(contest) || !OUTCOMES.includes(outcome as EntryOutcome))
    return null;
  const cleanErrors: Partial<Record<EntryField, FieldError>> = {};
  if (errors && typeof errors === 'object') {
    for (const [field, error] of Object.entries(errors)) {
      if (FIELDS.includes(field as EntryField) && ERRORS.includes(error as FieldError))
        cleanErrors[field as EntryField] = error as FieldError;
    }
  }
  let cleanValues: EntryValues | null = null;
  if (values && typeof values === 'object') {
    const v = values as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 300) : '');
    cleanValues = { name: text(v.name), email: text(v.email), answer: text(v.answer), terms: v.terms === true };
  }
  return { contest, outcome: outcome as EntryOutcome, errors: cleanErrors, values: cleanValues };
}
