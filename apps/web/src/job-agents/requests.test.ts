import { describe, expect, it } from 'vitest';
import { parseCreateRequest, parseManageForm } from './requests';

const LOCALES = [
  { market: 'de', lang: 'de' },
  { market: 'de', lang: 'en' },
];
const good = {
  email: ' Jana.Beispiel@Example.ORG ',
  frequency: 'daily',
  search: 'search=Schwei%C3%9Fer',
  pagePath: '/de/en/careers',
  page: 'https://brand-a.example/de/en/careers?search=Schwei%C3%9Fer',
  consent: true,
};

describe('job agent requests', () => {
  it('reads a good create request, the address in one spelling and the locale from the page', () => {
    expect(parseCreateRequest(good, LOCALES)).toEqual({
      ok: true,
      value: {
        email: 'jana.beispiel@example.org',
        frequency: 'daily',
        search: 'search=Schwei%C3%9Fer',
        pagePath: '/de/en/careers',
        market: 'de',
        lang: 'en',
        page: good.page,
      },
    });
  });

  it.each([
    [{ email: 'no-at-sign' }, 'email'],
    [{ email: `${'x'.repeat(250)}@example.org` }, 'email'],
    [{ email: 42 }, 'email'],
    [{ frequency: 'hourly' }, 'frequency'],
    [{ search: 'x'.repeat(2001) }, 'search'],
    [{ search: undefined }, 'search'],
    [{ pagePath: '/fr/fr/carrieres' }, 'pagePath'],
    [{ pagePath: '/de/de/../admin' }, 'pagePath'],
    [{ pagePath: 'https://evil.example/de/de' }, 'pagePath'],
    [{ page: 'javascript:alert(1)' }, 'page'],
    [{ consent: 'true' }, 'consent'],
    [{ consent: undefined }, 'consent'],
  ])('names the wrong field of %j', (patch, field) => {
    expect(parseCreateRequest({ ...good, ...patch }, LOCALES)).toEqual({ ok: false, field });
  });

  it('refuses what is not an object', () => {
    for (const body of [null, 'x', 42, []]) expect(parseCreateRequest(body, LOCALES)).toMatchObject({ ok: false });
  });

  it('reads the management actions', () => {
    expect(parseManageForm(new URLSearchParams('token=t&action=pause'))).toEqual({
      ok: true,
      value: { token: 't', action: 'pause' },
    });
    expect(parseManageForm(new URLSearchParams('token=t&action=frequency&frequency=weekly'))).toEqual({
      ok: true,
      value: { token: 't', action: 'frequency', frequency: 'weekly' },
    });
    expect(parseManageForm(new URLSearchParams('token=t&action=frequency&frequency=x'))).toEqual({
      ok: false,
      field: 'frequency',
    });
    expect(parseManageForm(new URLSearchParams('token=t&action=drop'))).toEqual({ ok: false, field: 'action' });
    expect(parseManageForm(new URLSearchParams('action=pause'))).toEqual({ ok: false, field: 'token' });
    // The page's locale, so that the answer comes back in the language the page was read in.
    expect(parseManageForm(new URLSearchParams('token=t&action=search&page=de/en'))).toEqual({
      ok: true,
      value: { token: 't', action: 'search', page: { market: 'de', lang: 'en' } },
    });
    expect(parseManageForm(new URLSearchParams('token=t&action=pause&page=//evil'))).toEqual({
      ok: true,
      value: { token: 't', action: 'pause' },
    });
  });
});
