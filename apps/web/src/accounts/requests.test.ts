import { describe, expect, it } from 'vitest';
import {
  formLocale,
  parseAgentId,
  parseCode,
  parseConfirmation,
  parseForgot,
  parseProfile as parse,
  parseSignIn,
  parseSignUp,
  postedLocale,
  typedProfile,
} from './requests';
import { acceptedInterests, type InterestOptions } from './interests';

/** What the site's facet lists offer (ids as the recruiting API gives them). */
const OPTIONS: InterestOptions = {
  interestFields: [
    { value: '1000', label: 'Administration' },
    { value: '3004', label: 'Electrical engineering' },
  ],
  interestJobTypes: [
    { value: '1', label: 'Full-time' },
    { value: '2', label: 'Part-time' },
  ],
  interestWorkplaceTypes: [{ value: 'remote', label: 'Remote' }],
};
const ACCEPTED = acceptedInterests(OPTIONS, {});
const parseProfile = (body: URLSearchParams, accepted = ACCEPTED) => parse(body, accepted);

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
    preferredCity1: 'Wolfsburg',
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
    expect(parseProfile(profile({ preferredCity1: '', radius: '25' }))).toEqual({
      ok: false,
      errors: [{ field: 'preferredCity1', code: 'neededForRadius' }],
    });
    expect(parseProfile(profile({ radius: '-' }))).toMatchObject({ ok: false });
    expect(parseProfile(profile({ street: 'Main St\u0000' }))).toMatchObject({ ok: false });
  });
});

describe('profile: preferred cities and interests', () => {
  const withLists = (pairs: [string, string][]) => {
    const body = profile();
    for (const [name, value] of pairs) body.append(name, value);
    return body;
  };

  it('keeps up to three preferred cities in order, empty ones and repeats left out', () => {
    const parsed = parseProfile(
      profile({ preferredCity1: ' Berlin ', preferredCity2: '', preferredCity3: 'berlin', radius: '' }),
    );
    expect(parsed).toMatchObject({ ok: true, value: { preferredCities: ['Berlin'] } });
    expect(
      parseProfile(profile({ preferredCity1: 'Köln', preferredCity2: 'Łódź', preferredCity3: 'São Paulo' })),
    ).toMatchObject({ ok: true, value: { preferredCities: ['Köln', 'Łódź', 'São Paulo'], radius: '50' } });
    // A radius needs one of them, whichever.
    expect(parseProfile(profile({ preferredCity1: '', preferredCity3: 'Ulm', radius: '25' }))).toMatchObject({
      ok: true,
      value: { preferredCities: ['Ulm'] },
    });
  });

  it('checks each preferred city like every other place, naming the one refused', () => {
    expect(
      parseProfile(profile({ preferredCity2: '<img src=x onerror=alert(1)>', preferredCity3: 'x'.repeat(81) })),
    ).toEqual({
      ok: false,
      errors: [
        { field: 'preferredCity2', code: 'characters' },
        { field: 'preferredCity3', code: 'tooLong' },
      ],
    });
  });

  it('takes interests as the values the lists offer, repeats once, none when none is ticked', () => {
    const parsed = parseProfile(
      withLists([
        ['interestFields', '3004'],
        ['interestFields', '1000'],
        ['interestFields', '3004'],
        ['interestJobTypes', '2'],
        ['interestWorkplaceTypes', 'remote'],
      ]),
    );
    expect(parsed).toMatchObject({
      ok: true,
      value: { interestFields: ['3004', '1000'], interestJobTypes: ['2'], interestWorkplaceTypes: ['remote'] },
    });
    expect(parseProfile(profile())).toMatchObject({
      ok: true,
      value: { interestFields: [], interestJobTypes: [], interestWorkplaceTypes: [] },
    });
  });

  it('refuses a value no list offers, naming its group', () => {
    expect(
      parseProfile(
        withLists([
          ['interestFields', '1000'],
          ['interestFields', '99999'],
          ['interestJobTypes', '<script>'],
          ['interestWorkplaceTypes', 'remote'],
        ]),
      ),
    ).toEqual({
      ok: false,
      errors: [
        { field: 'interestFields', code: 'unknownOption' },
        { field: 'interestJobTypes', code: 'unknownOption' },
      ],
    });
    const many = withLists(Array.from({ length: 41 }, (_, index) => ['interestJobTypes', String(index)]));
    const all = acceptedInterests(
      { ...OPTIONS, interestJobTypes: Array.from({ length: 41 }, (_, i) => ({ value: String(i), label: '' })) },
      {},
    );
    expect(parseProfile(many, all)).toEqual({
      ok: false,
      errors: [{ field: 'interestJobTypes', code: 'unknownOption' }],
    });
  });

  it('keeps a stored value a list no longer has, and stored values while a list cannot be read', () => {
    const unreadable: InterestOptions = { ...OPTIONS, interestJobTypes: null };
    const accepted = acceptedInterests(unreadable, { interestJobTypes: ['7'], interestFields: ['2000'] });
    expect(
      parseProfile(
        withLists([
          ['interestJobTypes', '7'],
          ['interestFields', '2000'],
          ['interestFields', '1000'],
        ]),
        accepted,
      ),
    ).toMatchObject({ ok: true, value: { interestJobTypes: ['7'], interestFields: ['2000', '1000'] } });
    expect(parseProfile(withLists([['interestJobTypes', '1']]), accepted)).toMatchObject({ ok: false });
  });

  it('shows a refused form again as typed, interests comma-joined', () => {
    const body = withLists([
      ['interestFields', '1000'],
      ['interestFields', '99999'],
    ]);
    expect(typedProfile(body)).toMatchObject({
      firstName: 'Jana',
      preferredCity1: 'Wolfsburg',
      preferredCity2: '',
      interestFields: '1000,99999',
      interestJobTypes: '',
    });
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
