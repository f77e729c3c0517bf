import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OfferDetail } from '@meridian/contracts';
import {
  offerSite,
  countryCodeOf,
  jobPostingJsonLd,
  jsonLdScript,
  offerCanonicalUrl,
  offerPageMeta,
  offerRedirect,
  type JobPostingCompany,
  type JobPostingJsonLd,
  type JobPostingSite,
} from './job-posting.ts';

/**
 * Google's job posting structured data (developers.google.com/search/docs/appearance/structured-data/job-posting):
 * the properties it requires and recommends, encoded here so every output is checked against them.
 */
const GOOGLE_REQUIRED = ['datePosted', 'description', 'hiringOrganization', 'jobLocation', 'title'] as const;
const GOOGLE_RECOMMENDED = [
  'applicantLocationRequirements',
  'baseSalary',
  'directApply',
  'employmentType',
  'identifier',
  'jobLocationType',
  'validThrough',
] as const;
const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];
const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];
/** Tags Google renders in a JobPosting description. */
const DESCRIPTION_TAGS = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h3', 'h4', 'h5']);
const KNOWN_PROPERTIES = new Set<string>([
  '@context',
  '@type',
  'url',
  'inLanguage',
  ...GOOGLE_REQUIRED,
  ...GOOGLE_RECOMMENDED,
]);

type Posting = JobPostingJsonLd;

/** Reads a property of parsed JSON as a crawler would: whatever shape is there, or undefined. */
function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Returns the list of problems of a JobPosting against Google's rules (empty = valid). */
function googleProblems(p: Posting): string[] {
  const problems: string[] = [];
  if (p['@context'] !== 'https://schema.org' || p['@type'] !== 'JobPosting') problems.push('type');
  for (const key of GOOGLE_REQUIRED)
    if (p[key] === undefined || p[key] === '' || p[key] === null) problems.push(`missing ${key}`);
  for (const key of Object.keys(p)) if (!KNOWN_PROPERTIES.has(key)) problems.push(`unknown ${key}`);
  if (typeof p.title !== 'string' || /<|>/.test(p.title)) problems.push('title');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text(p.datePosted))) problems.push('datePosted');
  for (const tag of String(p.description ?? '').matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)) {
    if (!DESCRIPTION_TAGS.has(tag[1]!.toLowerCase())) problems.push(`description tag ${tag[1]}`);
    if (/\s[a-z-]+=/i.test(tag[0])) problems.push('description attribute');
  }
  const org = p.hiringOrganization;
  if (field(org, '@type') !== 'Organization' || !field(org, 'name') || !/^https?:\/\//.test(text(field(org, 'logo'))))
    problems.push('hiringOrganization');
  const sameAsValue = field(org, 'sameAs');
  const sameAs = Array.isArray(sameAsValue) ? sameAsValue : [sameAsValue];
  if (!sameAs.length || !sameAs.every((u: unknown) => typeof u === 'string' && /^https?:\/\//.test(u)))
    problems.push('sameAs');
  const address = field(p.jobLocation, 'address');
  if (
    field(p.jobLocation, '@type') !== 'Place' ||
    field(address, '@type') !== 'PostalAddress' ||
    !field(address, 'addressLocality')
  )
    problems.push('jobLocation');
  if (!/^[A-Z]{2}$/.test(text(field(address, 'addressCountry')))) problems.push('addressCountry');
  if (p.employmentType !== undefined) {
    const types = Array.isArray(p.employmentType) ? p.employmentType : [p.employmentType];
    if (!types.every((t) => EMPLOYMENT_TYPES.includes(text(t)))) problems.push('employmentType');
  }
  if (p.baseSalary !== undefined) {
    const v = field(p.baseSalary, 'value');
    if (field(p.baseSalary, '@type') !== 'MonetaryAmount' || !/^[A-Z]{3}$/.test(text(field(p.baseSalary, 'currency'))))
      problems.push('baseSalary');
    const min = field(v, 'minValue');
    const max = field(v, 'maxValue');
    const range = typeof min === 'number' && typeof max === 'number' && min <= max;
    if (!SALARY_UNITS.includes(text(field(v, 'unitText'))) || !(typeof field(v, 'value') === 'number' || range))
      problems.push('baseSalary value');
  }
  if (p.identifier !== undefined && (field(p.identifier, '@type') !== 'PropertyValue' || !field(p.identifier, 'value')))
    problems.push('identifier');
  if (
    p.jobLocationType !== undefined &&
    (p.jobLocationType !== 'TELECOMMUTE' || !field(p.applicantLocationRequirements, 'name'))
  )
    problems.push('remote');
  if (p.directApply !== undefined && typeof p.directApply !== 'boolean') problems.push('directApply');
  return problems;
}

const company: JobPostingCompany = {
  name: 'Kestrel Engineering',
  url: 'https://brand-a.example',
  logo: 'https://brand-a.example/brands/brand-a/logo.png',
  sameAs: ['https://brand-a.example'],
};
const site: JobPostingSite = { origin: 'https://brand-a.example', maincareer: '/de/de/karriere', directApply: false };

/** Shaped like the API's seeded demo offers (apps/api/seed). */
const seeded: OfferDetail = {
  njobid: 100_001,
  urlpart: 'konstrukteur-maschinenbau-muenchen',
  sjobbez: 'Konstrukteur Maschinenbau (m/w/d)',
  sjobbez_hyphen: 'Kon\u00adstruk\u00adteur Maschinenbau (m/w/d)',
  typeId: 3,
  sniederlassungbez: 'München',
  nniederlassungid: 201,
  uselocation_city: 'München',
  uselocation_country: 'Deutschland',
  seinsatzbereichbez: 'Technik',
  neinsatzfachbereichset: '12000,12001',
  nzielgruppeset: '2',
  nwochen: null,
  seintritt: '01.12.2026',
  numberPure: null,
  inhouseRecruiting: false,
  staffResponsibilityId: 1,
  workplacetypeId: 2,
  jobtypeId: 1,
  tags: ['CATIA'],
  annualSalaryMinimum: 52_000,
  annualSalaryMaximum: 68_000,
  annualSalaryPeriod: 'YEAR',
  annualSalaryCurrency: 'EUR',
  seinleitung_html: '<p>Für unseren Kunden suchen wir einen <strong>Konstrukteur</strong>.</p>',
  saufgabe_headline: 'Ihre Aufgaben',
  saufgabe_html: '<ul><li>Konstruktion in CATIA</li></ul>',
  sbenefits_headline: 'Das bieten wir Ihnen',
  sbenefits_html: '<ul><li>30 Tage Urlaub</li></ul>',
  svoraussetzung_headline: 'Ihr Profil',
  svoraussetzung_html: '<ul><li>Studium Maschinenbau</li></ul>',
  sabbinder_html: '<p>Wir freuen uns auf Sie.</p>',
  sanspvorname: 'Anna',
  sanspnachname: 'Müller',
  sansptitelbez: '',
  sanspfunktion: 'Recruiterin',
  sanspfon: '+49 89 1234567-12',
  sanspemail: 'anna.mueller@kestrel-engineering.example',
  semail: 'muenchen@kestrel-engineering.example',
  sanspbild: { '480x480': 'http://localhost:3001/v4/assets/contact-default-480x480.png' },
  sjobnr: 'KE-100001',
  sorganisationbez: 'Kestrel Engineering GmbH',
  sstrasse: 'Leopoldstraße 10',
  splz: '80802',
  sort: 'München',
  slandbez: 'Deutschland',
  workplacetypeName: 'Hybrid',
  jobtypeName: 'Vollzeit',
  annualSalaryCurrencySymbol: '€',
  ssprachenr: 'de',
  uselocation_latitude: 48.1351,
  uselocation_longitude: 11.582,
  publishedAt: '2026-11-20',
  countryCode: 'DE',
};

const remoteProject: OfferDetail = {
  ...seeded,
  njobid: 200_002,
  urlpart: 'sap-berater-remote',
  sjobbez: 'SAP S/4HANA Consultant (remote)',
  typeId: 4,
  workplacetypeId: 3,
  jobtypeId: null,
  uselocation_city: 'Zürich',
  uselocation_country: 'Switzerland',
  sort: 'Basel',
  slandbez: 'Switzerland',
  countryCode: undefined,
  annualSalaryMinimum: 95,
  annualSalaryMaximum: 95,
  annualSalaryPeriod: 'HOUR',
  annualSalaryCurrency: 'CHF',
  nwochen: 26,
  ssprachenr: 'en',
};

describe('jobPostingJsonLd (Google job posting rules)', () => {
  it('a seeded job carries every required property and the recommended ones its data has', () => {
    const p = jobPostingJsonLd(seeded, company, site, 'de')!;
    expect(googleProblems(p)).toEqual([]);
    expect(p).toMatchObject({
      title: 'Konstrukteur Maschinenbau (m/w/d)',
      datePosted: '2026-11-20',
      url: 'https://brand-a.example/de/de/karriere/100001/konstrukteur-maschinenbau-muenchen',
      employmentType: 'FULL_TIME',
      directApply: false,
      identifier: { '@type': 'PropertyValue', name: 'Kestrel Engineering', value: 'KE-100001' },
      hiringOrganization: { name: 'Kestrel Engineering GmbH', logo: company.logo, sameAs: 'https://brand-a.example' },
      jobLocation: {
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Leopoldstraße 10',
          postalCode: '80802',
          addressLocality: 'München',
          addressCountry: 'DE',
        },
        geo: { latitude: 48.1351, longitude: 11.582 },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { unitText: 'YEAR', minValue: 52_000, maxValue: 68_000 },
      },
    });
    expect(p.description).toBe(
      '<p>Für unseren Kunden suchen wir einen <strong>Konstrukteur</strong>.</p><h3>Ihre Aufgaben</h3><ul><li>Konstruktion in CATIA</li></ul>' +
        '<h3>Das bieten wir Ihnen</h3><ul><li>30 Tage Urlaub</li></ul><h3>Ihr Profil</h3><ul><li>Studium Maschinenbau</li></ul><p>Wir freuen uns auf Sie.</p>',
    );
    expect(p.jobLocationType).toBeUndefined();
  });

  it('a remote freelance project is TELECOMMUTE with a country requirement, contract work, an hourly rate', () => {
    const p = jobPostingJsonLd(remoteProject, company, site, 'en')!;
    expect(googleProblems(p)).toEqual([]);
    expect(p).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'CH' },
      employmentType: 'CONTRACTOR',
      baseSalary: { currency: 'CHF', value: { unitText: 'HOUR', value: 95 } },
    });
    // The branch's street is in Basel, the project in Zürich: no street or postcode from the wrong city.
    expect(p.jobLocation).toMatchObject({ address: { addressLocality: 'Zürich', addressCountry: 'CH' } });
    expect(field(field(p.jobLocation, 'address'), 'streetAddress')).toBeUndefined();
  });

  it('maps every job type to a Google employment type', () => {
    const types = [1, 2, 3, 4, 5].map(
      (jobtypeId) => jobPostingJsonLd({ ...seeded, jobtypeId }, company, site, 'de')!.employmentType,
    );
    expect(types).toEqual(['FULL_TIME', 'PART_TIME', ['FULL_TIME', 'PART_TIME'], 'OTHER', 'INTERN']);
    expect(jobPostingJsonLd({ ...seeded, jobtypeId: null }, company, site, 'de')!.employmentType).toBeUndefined();
  });

  it('leaves out a salary without currency, unit or amount, and an unknown unit', () => {
    for (const salary of [
      { annualSalaryCurrency: null },
      { annualSalaryPeriod: null },
      { annualSalaryPeriod: 'FORTNIGHT' },
      { annualSalaryMinimum: null, annualSalaryMaximum: null },
      { annualSalaryMinimum: 0, annualSalaryMaximum: -5 },
    ]) {
      expect(jobPostingJsonLd({ ...seeded, ...salary }, company, site, 'de')!.baseSalary).toBeUndefined();
    }
    expect(jobPostingJsonLd({ ...seeded, annualSalaryMinimum: null }, company, site, 'de')!.baseSalary).toMatchObject({
      value: { value: 68_000 },
    });
  });

  it('sanitises the description: no script, handler, style, link or attribute survives', () => {
    const evil = {
      ...seeded,
      seinleitung_html:
        '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">link</a><img src=x onerror=alert(1)></p><style>p{}</style>',
      saufgabe_headline: '</h3><script>alert(2)</script>',
    };
    const p = jobPostingJsonLd(evil, company, site, 'de')!;
    expect(googleProblems(p)).toEqual([]);
    expect(p.description).not.toMatch(/<script|onclick|onerror|javascript|<img|<a|<style|alert\(1\)/i);
    expect(p.description).toContain('&lt;/h3&gt;&lt;script&gt;');
  });

  it('gives no markup when a required property has no data', () => {
    expect(jobPostingJsonLd({ ...seeded, publishedAt: undefined }, company, site, 'de')).toBeNull();
    expect(jobPostingJsonLd({ ...seeded, sjobbez: '  ' }, company, site, 'de')).toBeNull();
    const empty = {
      seinleitung_html: '',
      saufgabe_html: '',
      sbenefits_html: '',
      svoraussetzung_html: '',
      sabbinder_html: '<script>x</script>',
    };
    expect(jobPostingJsonLd({ ...seeded, ...empty }, company, site, 'de')).toBeNull();
  });

  it('random offers: valid against Google whenever markup is produced', () => {
    const html = fc.oneof(
      fc.string(),
      fc.constantFrom('<p>a</p>', '<ul><li>x</li></ul>', '<script>x</script>', '<b onclick=1>y</b>', '</script><p>z'),
    );
    const offer = fc.record({
      njobid: fc.integer({ min: 1, max: 2_000_000_000 }),
      urlpart: fc.stringMatching(/^[a-z0-9-]{1,60}$/),
      sjobbez: fc.string({ maxLength: 120 }),
      typeId: fc.constantFrom(3 as const, 4 as const),
      jobtypeId: fc.option(fc.integer({ min: 0, max: 7 })),
      workplacetypeId: fc.option(fc.integer({ min: 0, max: 4 })),
      annualSalaryMinimum: fc.option(fc.double({ min: -10, max: 500_000, noNaN: true })),
      annualSalaryMaximum: fc.option(fc.double({ min: -10, max: 500_000, noNaN: true })),
      annualSalaryPeriod: fc.option(fc.constantFrom('YEAR', 'MONTH', 'HOUR', 'year', 'DECADE', '')),
      annualSalaryCurrency: fc.option(fc.constantFrom('EUR', 'CHF', 'eur', 'EURO', '')),
      seinleitung_html: html,
      saufgabe_html: html,
      saufgabe_headline: fc.string({ maxLength: 40 }),
      sjobnr: fc.string({ maxLength: 20 }),
      uselocation_city: fc.constantFrom('München', 'Wien', 'Zürich', 'Lyon'),
      uselocation_country: fc.constantFrom('Deutschland', 'Österreich', 'Schweiz', 'France', 'Francia'),
      countryCode: fc.option(fc.constantFrom('DE', 'AT', 'de', 'XXX'), { nil: undefined }),
      publishedAt: fc.option(fc.constantFrom('2026-11-20', '2026-01-01T10:00:00Z', '20.11.2026'), { nil: undefined }),
    });
    fc.assert(
      fc.property(offer, fc.constantFrom('de', 'en', 'fr', 'es'), (partial, lang) => {
        const p = jobPostingJsonLd({ ...seeded, ...partial }, company, site, lang);
        if (p === null) return;
        expect(googleProblems(p)).toEqual([]);
        // The embedded form never closes the script element and parses back to the same object.
        const embedded = jsonLdScript(p);
        expect(embedded).not.toMatch(/<|>/);
        expect(JSON.parse(embedded)).toEqual(p);
      }),
      { numRuns: 300 },
    );
  });
});

describe('jsonLdScript', () => {
  it('escapes what could end the script element or start a comment, and round-trips', () => {
    const data = { a: '</script><script>alert(1)</script>', b: '<!-- x -->', c: 'a & b', d: 'line\u2028sep' };
    const text = jsonLdScript(data);
    expect(text).not.toMatch(/<\/script|<!--|[<>&\u2028]/i);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('offerPageMeta and the canonical URL', () => {
  it('title with city and site, description from the intro as text, canonical without trade-fair parameters', () => {
    const meta = offerPageMeta(seeded, { ...site, name: 'Kestrel Engineering' });
    expect(meta).toEqual({
      title: 'Konstrukteur Maschinenbau (m/w/d) · München – Kestrel Engineering',
      description: 'Für unseren Kunden suchen wir einen Konstrukteur.',
      canonical: 'https://brand-a.example/de/de/karriere/100001/konstrukteur-maschinenbau-muenchen',
    });
  });

  it('cuts a long intro at a word to at most 160 characters', () => {
    const long = { ...seeded, seinleitung_html: `<p>${'Wort '.repeat(80)}</p>` };
    const { description } = offerPageMeta(long, { ...site, name: 'K' });
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('Wort…')).toBe(true);
  });

  it('accepts an absolute maincareer and a trailing slash on the origin', () => {
    expect(offerCanonicalUrl(seeded, { origin: 'https://x.example/', maincareer: 'https://y.example/jobs/' })).toBe(
      'https://y.example/jobs/100001/konstrukteur-maschinenbau-muenchen',
    );
    expect(offerCanonicalUrl(seeded, { origin: 'https://x.example/', maincareer: '/de/en/careers' })).toBe(
      'https://x.example/de/en/careers/100001/konstrukteur-maschinenbau-muenchen',
    );
  });

  it('country code from the name when the API sends none', () => {
    expect(countryCodeOf({ uselocation_country: 'Österreich', slandbez: '' })).toBe('AT');
    expect(countryCodeOf({ uselocation_country: 'Narnia', slandbez: 'Espagne' })).toBe('ES');
    expect(countryCodeOf({ uselocation_country: 'Narnia', slandbez: '' })).toBeNull();
  });
});

describe('offerRedirect', () => {
  const config = { maincareer: '/de/de/karriere' };
  it('the current slug shows the page', () => {
    expect(offerRedirect('100001', 'konstrukteur-maschinenbau-muenchen', seeded, config)).toEqual({ kind: 'ok' });
  });
  it('an old, missing or differently cased slug → 301 to the canonical URL', () => {
    for (const slug of ['old-title', undefined, 'KONSTRUKTEUR-MASCHINENBAU-MUENCHEN', '%E0%A4%A']) {
      expect(offerRedirect('100001', slug, seeded, config)).toEqual({
        kind: 'redirect',
        status: 301,
        location: '/de/de/karriere/100001/konstrukteur-maschinenbau-muenchen',
      });
    }
  });
  it('a job id that is not a positive whole number → 404, whatever the offer', () => {
    for (const id of ['abc', '0', '-1', '1.5', '0100001', '1e5', '', '9'.repeat(16)]) {
      expect(offerRedirect(id, 'x', seeded, config)).toEqual({ kind: 'not-found' });
    }
  });
  it('unknown → 404, withdrawn → 410, an offer of another id → 404', () => {
    expect(offerRedirect('100001', 'x', null, config)).toEqual({ kind: 'not-found' });
    expect(offerRedirect('100001', 'x', null, { ...config, withdrawn: true })).toEqual({ kind: 'gone' });
    expect(offerRedirect('100002', 'x', seeded, config)).toEqual({ kind: 'not-found' });
  });
});

describe("offerSite: an offer page belongs on its own company's site", () => {
  const brandA = { companyId: 2, ownCompanyOffersOnly: true };
  const group = { companyId: 1, ownCompanyOffersOnly: false };
  it("another company's offer belongs elsewhere on a brand's site, its own here", () => {
    expect(offerSite({ companyId: 4 }, brandA)).toEqual({ kind: 'elsewhere', companyId: 4 });
    expect(offerSite({ companyId: 2 }, brandA)).toEqual({ kind: 'here' });
  });
  it('the group site shows offers of all companies; an offer without a known company stays', () => {
    expect(offerSite({ companyId: 4 }, group)).toEqual({ kind: 'here' });
    expect(offerSite({}, brandA)).toEqual({ kind: 'here' });
    expect(offerSite({ companyId: 0 }, brandA)).toEqual({ kind: 'here' });
  });
});
