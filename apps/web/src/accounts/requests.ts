/**
 * What the account forms post, checked before anything is read or stored. Every refusal names its field and a code
 * the page turns into a message at that field. Pure, so every case is unit-tested.
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { RADIUS_OPTIONS } from '@meridian/contracts';
import { isEmailAddress, normalizeEmail } from '@/email/address';
import { CONTENT_LANGUAGES } from '@/sites/languages';
import { INTEREST_FIELDS, INTEREST_MAX_VALUES, type InterestField } from './interests';
import { PASSWORD_MAX, passwordProblem, type PasswordProblem } from './password-policy';

/** Form bodies are small; anything larger is refused before it is read. */
export const ACCOUNT_BODY_MAX_BYTES = 8 * 1024;

export type FormError = { field: string; code: string };
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FormError[] };

/** The page the form was posted from: `{market}/{lang}` (the answer goes back there). */
export function formLocale(form: URLSearchParams): { market: string; lang: string } | null {
  const match = /^([a-z]{2})\/([a-z]{2})$/.exec(form.get('page') ?? '');
  return match ? { market: match[1]!, lang: match[2]! } : null;
}

/** The site's locale a posted `page` names (a form field or a JSON body's), else the site's first. */
export function postedLocale<L extends { market: string; lang: string }>(locales: readonly L[], page: unknown): L {
  const shown = typeof page === 'string' ? formLocale(new URLSearchParams({ page })) : null;
  return (shown && locales.find((l) => l.market === shown.market && l.lang === shown.lang)) ?? locales[0]!;
}

const emailOf = (form: URLSearchParams): { email: string; error: FormError | null } => {
  const raw = form.get('email') ?? '';
  const email = normalizeEmail(raw);
  if (!email) return { email, error: { field: 'email', code: 'required' } };
  return { email, error: isEmailAddress(email) ? null : { field: 'email', code: 'invalid' } };
};

export function parseSignUp(form: URLSearchParams): Parsed<{ email: string; password: string }> {
  const { email, error } = emailOf(form);
  const password = form.get('password') ?? '';
  const errors: FormError[] = error ? [error] : [];
  const problem: PasswordProblem | null = passwordProblem(password, email);
  if (problem) errors.push({ field: 'password', code: problem });
  return errors.length ? { ok: false, errors } : { ok: true, value: { email, password } };
}

/**
 * A sign-in: an address and a password, checked only for shape (a wrong one and an unknown address then get the
 * same answer). Over-long passwords are refused without hashing them.
 */
export function parseSignIn(form: URLSearchParams): Parsed<{ email: string; password: string }> {
  const { email, error } = emailOf(form);
  const password = form.get('password') ?? '';
  const errors: FormError[] = error ? [error] : [];
  if (!password) errors.push({ field: 'password', code: 'required' });
  else if ([...password].length > PASSWORD_MAX) errors.push({ field: 'password', code: 'tooLong' });
  return errors.length ? { ok: false, errors } : { ok: true, value: { email, password } };
}

export function parseCode(form: URLSearchParams): Parsed<{ code: string }> {
  const code = (form.get('code') ?? '').replace(/\s+/g, '');
  if (!code) return { ok: false, errors: [{ field: 'code', code: 'required' }] };
  if (!/^\d{6}$/.test(code)) return { ok: false, errors: [{ field: 'code', code: 'format' }] };
  return { ok: true, value: { code } };
}

export function parseForgot(form: URLSearchParams): Parsed<{ email: string }> {
  const { email, error } = emailOf(form);
  return error ? { ok: false, errors: [error] } : { ok: true, value: { email } };
}

/** A new password after a reset link: its policy needs the account's address (checked by the route). */
export function parseNewPassword(form: URLSearchParams, email: string): Parsed<{ password: string }> {
  const password = form.get('password') ?? '';
  const problem = passwordProblem(password, email);
  return problem ? { ok: false, errors: [{ field: 'password', code: problem }] } : { ok: true, value: { password } };
}

export interface Profile {
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  /** Up to PREFERRED_CITIES_MAX places the candidate would like to work in, in the order typed. */
  preferredCities: string[];
  /** A radius the career pages offer, in km ('' none), around each preferred city. */
  radius: string;
  /** Fields of activity, job types and workplace types: values of the job search's facet lists. */
  interestFields: string[];
  interestJobTypes: string[];
  interestWorkplaceTypes: string[];
  /** The language of the account's mails and pages. */
  language: string;
}

/** How many preferred cities the form offers; each is posted as `preferredCity1` … `preferredCity3`. */
export const PREFERRED_CITIES_MAX = 3;
export const PREFERRED_CITY_FIELDS = Array.from(
  { length: PREFERRED_CITIES_MAX },
  (_, index) => `preferredCity${index + 1}`,
);

/** The profile form's single-value fields (the preferred cities and the interests have their own names). */
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'street',
  'postalCode',
  'city',
  'country',
  'radius',
  'language',
] as const satisfies readonly (keyof Profile)[];

/** Everything the profile form posts, as typed: to show a refused form again (the interests comma-joined). */
export function typedProfile(form: URLSearchParams): Record<string, string> {
  return Object.fromEntries([
    ...[...PROFILE_FIELDS, ...PREFERRED_CITY_FIELDS].map((field) => [field, form.get(field) ?? '']),
    ...INTEREST_FIELDS.map((field) => [field, form.getAll(field).slice(0, INTEREST_MAX_VALUES).join(',')]),
  ]);
}

const TEXT_LIMITS: Partial<Record<keyof Profile, number>> = {
  firstName: 80,
  lastName: 80,
  street: 120,
  city: 80,
  country: 60,
};
const PREFERRED_CITY_LIMIT = 80;

/** Letters of any script, marks, digits, spaces and the punctuation of names and addresses; no controls. */
const PLAIN_TEXT = /^[\p{L}\p{M}\p{N} .,'’()/&-]*$/u;

const clean = (raw: string | null): string => (raw ?? '').normalize('NFC').trim().replace(/\s+/g, ' ');

const textProblem = (text: string, limit: number): string | null =>
  [...text].length > limit ? 'tooLong' : PLAIN_TEXT.test(text) ? null : 'characters';

/**
 * The profile form: every field optional but checked — names and places as plain text (no markup characters:
 * `<`, `>`, quotes other than the apostrophe, controls), a phone number of digits and separators, a postal code,
 * up to three preferred cities (empty ones left out, repeats once), a radius the career pages offer, the interests
 * as values the given facet lists accept (`accepted`, see interests.ts) and a language the sites speak. Values
 * are trimmed, inner spaces collapsed.
 */
export function parseProfile(
  form: URLSearchParams,
  accepted: Record<InterestField, ReadonlySet<string>>,
): Parsed<Profile> {
  const errors: FormError[] = [];
  const value = {} as Profile;
  for (const field of PROFILE_FIELDS) {
    const text = clean(form.get(field));
    value[field] = text;
    const limit = TEXT_LIMITS[field];
    const problem = limit === undefined ? null : textProblem(text, limit);
    if (problem) errors.push({ field, code: problem });
  }
  value.preferredCities = [];
  for (const field of PREFERRED_CITY_FIELDS) {
    const text = clean(form.get(field));
    const problem = textProblem(text, PREFERRED_CITY_LIMIT);
    if (problem) errors.push({ field, code: problem });
    else if (text && !value.preferredCities.some((city) => city.toLowerCase() === text.toLowerCase()))
      value.preferredCities.push(text);
  }
  if (value.phone && !/^\+?[\d ()/.-]{5,30}$/.test(value.phone)) errors.push({ field: 'phone', code: 'invalid' });
  if (value.postalCode && !/^[A-Za-z0-9 -]{3,10}$/.test(value.postalCode))
    errors.push({ field: 'postalCode', code: 'invalid' });
  if (value.radius && (value.radius === '-' || !(RADIUS_OPTIONS as readonly string[]).includes(value.radius)))
    errors.push({ field: 'radius', code: 'invalid' });
  if (value.radius && value.preferredCities.length === 0 && !errors.some((e) => e.field === 'preferredCity1'))
    errors.push({ field: 'preferredCity1', code: 'neededForRadius' });
  for (const field of INTEREST_FIELDS) {
    const values = [...new Set(form.getAll(field))];
    if (values.length > INTEREST_MAX_VALUES || values.some((entry) => !accepted[field].has(entry)))
      errors.push({ field, code: 'unknownOption' });
    value[field] = values;
  }
  if (!(CONTENT_LANGUAGES as readonly string[]).includes(value.language))
    errors.push({ field: 'language', code: 'invalid' });
  return errors.length ? { ok: false, errors } : { ok: true, value };
}

/**
 * How the owner confirms a deletion: the password, or a passkey's answer to the challenge the delete page asked for
 * (posted with `method=passkey` and the answer's JSON in `assertion` by the page's passkey button).
 */
export type AccountConfirmation =
  { method: 'password'; password: string } | { method: 'passkey'; assertion: AuthenticationResponseJSON };

/** A passkey's answer is a few KB at most: anything longer is no answer. */
const ASSERTION_MAX = 6_000;

/** The deletion form: the method (the password when none is named) and its proof, checked for shape only. */
export function parseConfirmation(form: URLSearchParams): Parsed<AccountConfirmation> {
  const method = form.get('method') ?? 'password';
  if (method === 'passkey') {
    const text = form.get('assertion') ?? '';
    let assertion: unknown = null;
    try {
      assertion = text.length <= ASSERTION_MAX ? JSON.parse(text) : null;
    } catch {
      assertion = null;
    }
    const shaped =
      assertion !== null &&
      typeof assertion === 'object' &&
      typeof (assertion as { id?: unknown }).id === 'string' &&
      typeof (assertion as { response?: unknown }).response === 'object';
    if (!shaped) return { ok: false, errors: [{ field: 'form', code: 'passkey' }] };
    return { ok: true, value: { method: 'passkey', assertion: assertion as AuthenticationResponseJSON } };
  }
  if (method !== 'password') return { ok: false, errors: [{ field: 'form', code: 'method' }] };
  const password = form.get('password') ?? '';
  if (!password) return { ok: false, errors: [{ field: 'password', code: 'required' }] };
  if ([...password].length > PASSWORD_MAX) return { ok: false, errors: [{ field: 'password', code: 'tooLong' }] };
  return { ok: true, value: { method: 'password', password } };
}

/** The job agent a form names (a positive integer id); which agents the candidate may touch is the store's rule. */
export function parseAgentId(form: URLSearchParams): number | null {
  const raw = form.get('agent') ?? '';
  return /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}
