import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { Candidate, CandidateSession, JobAgent } from '@/payload-types';
import {
  buildAccountExport,
  EXPORT_FORMAT,
  exportFileName,
  jobAgentConsent,
  jobAgentPart,
  secretKeys,
  zipAccountExport,
} from './export';

const NOW = new Date('2026-11-28T12:00:00.000Z');

const candidate = {
  id: 7,
  email: 'jana@example.org',
  status: 'active',
  verifiedAt: '2026-11-01T10:00:00.000Z',
  origin: 'http://brand-a.example',
  market: 'de',
  lang: 'de',
  passwordHash: 'pbkdf2-sha256$600000$c2FsdA$SECRET-PASSWORD-HASH',
  passwordChangedAt: '2026-11-01T09:59:00.000Z',
  codeHash: 'SECRET-CODE-HASH',
  codeExpiresAt: null,
  codeTries: 2,
  linkHash: 'SECRET-LINK-HASH',
  resetHash: 'SECRET-RESET-HASH',
  resetExpiresAt: '2026-11-28T13:00:00.000Z',
  profile: {
    firstName: 'Jana',
    lastName: 'Muster',
    radius: '50',
    preferredCities: ['Wolfsburg', 'Braunschweig'],
    interestJobTypes: ['2'],
  },
  createdAt: '2026-11-01T09:59:00.000Z',
  updatedAt: '2026-11-02T09:59:00.000Z',
} as unknown as Candidate;

const sessions = [
  { id: 1, candidate: 7, tokenHash: 'SECRET-SESSION-1', expiresAt: '2026-12-01T00:00:00.000Z', createdAt: 'a' },
  { id: 2, candidate: 7, tokenHash: 'SECRET-SESSION-2', expiresAt: '2026-12-02T00:00:00.000Z', createdAt: 'b' },
] as unknown as CandidateSession[];

const agent = {
  id: 31,
  email: 'jana@example.org',
  status: 'active',
  frequency: 'weekly',
  search: 'search=Schwei%C3%9Fer&city=Stuttgart',
  searchName: '„Schweißer“ in Stuttgart',
  origin: 'http://brand-a.example',
  pagePath: '/de/de/karriere',
  market: 'de',
  lang: 'de',
  tokenNonce: 'SECRET-NONCE-0123456789ab',
  consent: {
    givenAt: '2026-11-03T08:00:00.000Z',
    textVersion: 'v2',
    text: 'Ich möchte neue Angebote per E-Mail erhalten.',
    page: 'http://brand-a.example/de/de/karriere',
    confirmedAt: '2026-11-03T08:05:00.000Z',
  },
  mailsSent: 3,
  createdAt: '2026-11-03T08:00:00.000Z',
  updatedAt: '2026-11-03T08:05:00.000Z',
} as unknown as JobAgent;

const section = {
  key: 'jobAgents',
  data: [jobAgentPart(agent, [{ jobId: 900, createdAt: '2026-11-10T06:00:00.000Z' }])],
  consentProofs: [jobAgentConsent(agent)],
};

describe('account export', () => {
  it('holds the account, its sessions without secrets, each kind of data and the consent proofs', () => {
    const { json, files } = buildAccountExport(candidate, sessions, 2, [section], NOW);
    expect(json).toMatchObject({
      format: EXPORT_FORMAT,
      exportedAt: NOW.toISOString(),
      account: {
        id: 7,
        email: 'jana@example.org',
        verifiedAt: '2026-11-01T10:00:00.000Z',
        language: 'de',
        profile: {
          firstName: 'Jana',
          lastName: 'Muster',
          preferredCities: ['Wolfsburg', 'Braunschweig'],
          radiusKm: '50',
          jobTypes: ['2'],
          fieldsOfActivity: [],
          phone: null,
        },
      },
      sessions: [
        { endsAt: '2026-12-01T00:00:00.000Z', thisDevice: false },
        { endsAt: '2026-12-02T00:00:00.000Z', thisDevice: true },
      ],
      jobAgents: [
        {
          id: 31,
          searchInWords: '„Schweißer“ in Stuttgart',
          search: 'search=Schwei%C3%9Fer&city=Stuttgart',
          frequency: 'weekly',
          status: 'active',
          offersSent: [{ offerId: 900, sentAt: '2026-11-10T06:00:00.000Z' }],
        },
      ],
      consentProofs: [
        {
          purpose: 'jobAgent',
          record: 31,
          textVersion: 'v2',
          confirmedAt: '2026-11-03T08:05:00.000Z',
        },
      ],
      files: [],
    });
    expect(files).toEqual([]);
    const text = JSON.stringify(json);
    expect(text).not.toMatch(/SECRET|pbkdf2/);
    expect(secretKeys(json)).toEqual([]);
  });

  it('refuses to build an export a secret got into', () => {
    expect(secretKeys({ a: [{ tokenHash: 'x' }], passwordChangedAt: 'ok', b: { tokenNonce: 'y' } })).toEqual([
      'a[0].tokenHash',
      'b.tokenNonce',
    ]);
    expect(() =>
      buildAccountExport(candidate, sessions, null, [{ key: 'leaky', data: [{ linkHash: 'x' }] }], NOW),
    ).toThrow(/leaky\[0\]\.linkHash/);
  });

  it('puts the files of each kind under files/{kind}/ with safe, distinct names', () => {
    const cv = { name: '../Lebenslauf Jana.pdf', data: new Uint8Array([37, 80, 68, 70]) };
    const { json, files } = buildAccountExport(
      candidate,
      [],
      null,
      [{ key: 'cvFiles', data: [], files: [cv, { ...cv, data: new Uint8Array([1]) }] }],
      NOW,
    );
    expect(files.map((file) => file.path)).toEqual([
      'files/cvFiles/__Lebenslauf_Jana.pdf',
      'files/cvFiles/2-__Lebenslauf_Jana.pdf',
    ]);
    expect(json.files).toEqual(files.map((file) => file.path));
  });

  it('zips account.json and the files; an empty files/ folder keeps their place', () => {
    const built = buildAccountExport(candidate, sessions, 1, [section], NOW);
    const unpacked = unzipSync(zipAccountExport(built, NOW));
    expect(Object.keys(unpacked).sort()).toEqual(['account.json', 'files/']);
    expect(JSON.parse(strFromU8(unpacked['account.json']!))).toEqual(built.json);
    const withFile = { ...built, files: [{ path: 'files/cvFiles/cv.pdf', data: new Uint8Array([1, 2, 3]) }] };
    const again = unzipSync(zipAccountExport(withFile, NOW));
    expect(Object.keys(again).sort()).toEqual(['account.json', 'files/cvFiles/cv.pdf']);
    expect([...again['files/cvFiles/cv.pdf']!]).toEqual([1, 2, 3]);
  });

  it('names the download by site and day', () => {
    expect(exportFileName('brand-a', NOW)).toBe('brand-a-account-2026-11-28.zip');
    expect(exportFileName('a"b\r\n', NOW)).toBe('a_b_-account-2026-11-28.zip');
  });
});
