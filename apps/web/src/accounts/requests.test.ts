import { describe, expect, it } from 'vitest';
import {
  formLocale,
  parseAgentId,
  parseCode,
  parseConfirmation,
  parseForgot,
  parseProfile,
  parseSignIn,
  parseSignUp,
  postedLocale,
} from './requests';

const form = (values: Record<string, string>) => new URLSearchParams(values);
const profile = (overrides: Record<string, string> = {}) =>
  form({
    firstName: 'Jana',
    lastName: "O'Neill-Müller",
    phone: '+49 (0)711 123-456',
    street: 'Königstraße 1/2',
    postalCode: '70173',
    city: 'Stuttgart',
    country: 'Deutschland',
    preferredCity: 'Wolfsburg',
    radius: '50',
    language: 'de',
    ...overrides,
  });

describe('account forms', () => {
  it('read the page locale', () => {
    expect(formLocale(form({ page: 'de/en' }))).toEqual({ market: 'de', lang: 'en' });
    expect(formLocale(form({ page: '../x' }))).toBeNull();
  });

  it('answer in the site locale the page names, else the first', () => {
    const locales = [
      { market: 'de', lang: 'de' },
      { market: 'de', lang: 'en' },
    ];
    expect(postedLocale(locales, 'de/en')).toBe(locales[1]);
    for (const other of ['fr/fr', '../x', '', null, 42]) expect(postedLocale(locales, other)).toBe(locales[0]);
  });

  it('sign-up: a normalised address and a password that follows the policy', () => {
    expect(parseSignUp(form({ email: ' Jana@Example.ORG ', password: 'seven ravens at dawn' }))).toEqual({
      ok: true,
      value: { email: 'jana@example.org', password: 'seven ravens at dawn' },
    });
    expect(parseSignUp(form({ email: 'nope', password: 'short' }))).toEqual({
      ok: false,
      errors: [
        { field: 'email', code: 'invalid' },
        { field: 'password', code: 'tooShort' },
      ],
    });
    expect(parseSignUp(form({ email: '', password: 'qwerty123456' }))).toEqual({
      ok: false,
      errors: [
        { field: 'email', code: 'required' },
        { field: 'password', code: 'common' },
      ],
    });
  });

  it('sign-in: shape only, over-long passwords refused unhashed', () => {
    expect(parseSignIn(form({ email: 'a@example.org', password: 'x' }))).toMatchObject({ ok: true });
    expect(parseSignIn(form({ email: 'a@example.org', password: '' }))).toEqual({
      ok: false,
      errors: [{ field: 'password', code: 'required' }],
    });
    expect(parseSignIn(form({ email: 'a@example.org', password: 'x'.repeat(129) }))).toEqual({
      ok: false,
      errors: [{ field: 'password', code: 'tooLong' }],
    });
  });

  it('code: six digits, spaces ignored', () => {
    expect(parseCode(form({ code: '123 456' }))).toEqual({ ok: true, value: { code: '123456' } });
    expect(parseCode(form({ code: '12345' }))).toEqual({ ok: false, errors: [{ field: 'code', code: 'format' }] });
    expect(parseCode(form({}))).toEqual({ ok: false, errors: [{ field: 'code', code: 'required' }] });
    expect(parseForgot(form({ email: 'x' }))).toEqual({ ok: false, errors: [{ field: 'email', code: 'invalid' }] });
  });

  it('profile: plain names and places in any script, trimmed', () => {
    const parsed = parseProfile(profile({ firstName: '  Zoë   Ana ', city: 'Łódź', lastName: '王' }));
    expect(parsed).toMatchObject({ ok: true, value: { firstName: 'Zoë Ana', city: 'Łódź', lastName: '王' } });
    expect(parseProfile(form({ language: 'en' }))).toMatchObject({ ok: true, value: { firstName: '', radius: '' } });
  });

  it('profile: refuses markup, bad phone, postal code, radius and language, each named', () => {
    const parsed = parseProfile(
      profile({
        firstName: '<script>alert(1)</script>',
        lastName: '"><img src=x onerror=alert(1)>',
        city: 'a'.repeat(81),
        phone: 'call me',
        postalCode: '<b>',
        radius: '30',
        language: 'pl',
      }),
    );
    expect(parsed).toEqual({
      ok: false,
      errors: [
        { field: 'firstName', code: 'characters' },
        { field: 'lastName', code: 'characters' },
        { field: 'city', code: 'tooLong' },
        { field: 'phone', code: 'invalid' },
        { field: 'postalCode', code: 'invalid' },
        { field: 'radius', code: 'invalid' },
        { field: 'language', code: 'invalid' },
      ],
    });
    expect(parseProfile(profile({ preferredCity: '', radius: '25' }))).toEqual({
      ok: false,
      errors: [{ field: 'preferredCity', code: 'neededForRadius' }],
    });
    expect(parseProfile(profile({ radius: '-' }))).toMatchObject({ ok: false });
    expect(parseProfile(profile({ street: 'Main St\u0000' }))).toMatchObject({ ok: false });
  });
});

describe('account deletion and agent forms', () => {
  it('the deletion asks for the password when no method is named, checked for shape only', () => {
    expect(parseConfirmation(form({ password: 'anything at all' }))).toEqual({
      ok: true,
      value: { method: 'password', password: 'anything at all' },
    });
    expect(parseConfirmation(form({ method: 'password', password: 'x' }))).toMatchObject({ ok: true });
    expect(parseConfirmation(form({}))).toEqual({ ok: false, errors: [{ field: 'password', code: 'required' }] });
    expect(parseConfirmation(form({ password: 'a'.repeat(129) }))).toEqual({
      ok: false,
      errors: [{ field: 'password', code: 'tooLong' }],
    });
    // A method that does not exist is refused, not read as a password.
    expect(parseConfirmation(form({ method: 'email', password: 'x' }))).toEqual({
      ok: false,
      errors: [{ field: 'form', code: 'method' }],
    });
  });

  it('a passkey confirmation carries the answer as JSON of a credential, nothing else', () => {
    const answer = { id: 'AAAAAAAAAAAAAAAAAAAAAA', rawId: 'AAAAAAAAAAAAAAAAAAAAAA', type: 'public-key', response: {} };
    expect(parseConfirmation(form({ method: 'passkey', assertion: JSON.stringify(answer) }))).toEqual({
      ok: true,
      value: { method: 'passkey', assertion: answer },
    });
    for (const bad of [
      '',
      'x',
      '[]',
      'null',
      '{"id":1,"response":{}}',
      '{"id":"a"}',
      JSON.stringify({ ...answer, pad: 'x'.repeat(6_000) }),
    ])
      expect(parseConfirmation(form({ method: 'passkey', assertion: bad })), bad.slice(0, 20)).toEqual({
        ok: false,
        errors: [{ field: 'form', code: 'passkey' }],
      });
    // The password field is no passkey answer.
    expect(parseConfirmation(form({ method: 'passkey', password: 'x' }))).toMatchObject({ ok: false });
  });

  it('an agent id is a positive integer, nothing else', () => {
    expect(parseAgentId(form({ agent: '42' }))).toBe(42);
    for (const bad of ['', '0', '-1', '1.5', '1e3', '42 ', 'x', '1'.repeat(16)])
      expect(parseAgentId(form({ agent: bad })), bad).toBeNull();
    expect(parseAgentId(form({}))).toBeNull();
  });
});
