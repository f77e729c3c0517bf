/**
 * The contest entry form (brand B's lottery): parsing and validation of a submitted form, pure so that the
 * route handler only wires it to the request and the store. Values are kept as plain text: whatever HTML a
 * visitor types is stored and shown as text (React escapes it), never interpreted.
 */
import { EMAIL_MAX, isEmailAddress, normalizeEmail } from '@/email/address';

export { EMAIL_MAX };

/** The body of a plain form post is small; anything larger is refused before it is read. */
export const CONTEST_ENTRY_MAX_BYTES = 8 * 1024;
export const NAME_MAX = 100;
export const ANSWER_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

export type EntryField = 'name' | 'email' | 'answer' | 'terms';
export type FieldError = 'required' | 'tooLong' | 'invalid' | 'unknownAnswer' | 'termsRequired';

export interface EntryValues {
  name: string;
  email: string;
  answer: string;
  terms: boolean;
}

export interface ParsedSubmission {
  contestId: number | null;
  /** Where to send the visitor back: a path of this site, or null. */
  returnTo: string | null;
  lang: string | null;
  /** Filled by bots only (a field hidden from people). */
  honeypot: string;
  values: EntryValues;
}

// Control characters (except none: names are one line) are removed; they have no place in a name or address.
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;
const clean = (value: unknown): string =>
  typeof value === 'string' ? value.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim() : '';

/** A return path of the public site: `/{market}/{lang}` plus slugs, nothing else (no open redirect). */
const RETURN_PATH = /^\/[a-z]{2}\/[a-z]{2}(?:\/[a-z0-9-]{1,80}){0,4}$/;

export function parseSubmission(form: URLSearchParams): ParsedSubmission {
  const contest = form.get('contest') ?? '';
  const returnTo = form.get('returnTo') ?? '';
  const lang = form.get('lang') ?? '';
  return {
    contestId: /^[1-9]\d{0,9}$/.test(contest) ? Number(contest) : null,
    returnTo: RETURN_PATH.test(returnTo) ? returnTo : null,
    lang: /^[a-z]{2}$/.test(lang) ? lang : null,
    honeypot: clean(form.get('website')),
    values: {
      // Keep what was typed (trimmed, one line), capped so that it can be shown back; validation reports length.
      name: clean(form.get('name')).slice(0, NAME_MAX + 1),
      email: clean(form.get('email')).slice(0, EMAIL_MAX + 1),
      answer: clean(form.get('answer')).slice(0, 41),
      terms: ['on', 'yes', 'true', '1'].includes(form.get('terms') ?? ''),
    },
  };
}

/** Per-field errors for the values of an entry in a contest with these answer keys; empty when valid. */
export function validateEntry(
  values: EntryValues,
  answerKeys: readonly string[],
): Partial<Record<EntryField, FieldError>> {
  const errors: Partial<Record<EntryField, FieldError>> = {};
  if (!values.name) errors.name = 'required';
  else if (values.name.length > NAME_MAX) errors.name = 'tooLong';
  if (!values.email) errors.email = 'required';
  else if (values.email.length > EMAIL_MAX) errors.email = 'tooLong';
  else if (!isEmailAddress(values.email)) errors.email = 'invalid';
  if (!values.answer) errors.answer = 'required';
  else if (!answerKeys.includes(values.answer)) errors.answer = 'unknownAnswer';
  if (!values.terms) errors.terms = 'termsRequired';
  return errors;
}

/** The address as stored and compared: the domain part is case-insensitive, and so are mailboxes in practice. */
export { normalizeEmail };

/** A contest takes entries until its closing moment (exclusive). */
export function contestOpen(closesAt: string | Date | null | undefined, now: Date = new Date()): boolean {
  if (!closesAt) return false;
  const closes = closesAt instanceof Date ? closesAt : new Date(closesAt);
  return Number.isFinite(closes.getTime()) && now.getTime() < closes.getTime();
}

/** The outcome shown back on the page after a submission. */
export type EntryOutcome = 'stored' | 'invalid' | 'duplicate' | 'closed' | 'unavailable' | 'failed';
