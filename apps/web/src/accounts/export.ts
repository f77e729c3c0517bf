/**
 * The data export of an account (GDPR Art. 15 and 20): `account.json` with everything stored about the person and
 * their files under `files/`, as one ZIP. The records are picked field by field (never copied whole), and the
 * finished document is checked once more for anything that looks like a secret (a password, code, link or session
 * hash, a token nonce): such a key stops the export instead of leaving the server. Pure, so every rule is
 * unit-tested.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Candidate, CandidateSession, JobAgent } from '@/payload-types';

export const EXPORT_FORMAT = 'meridian-account-export/1';

/** A file of the person (a CV): its name inside `files/{kind}/` and its bytes. */
export interface ExportFile {
  name: string;
  data: Uint8Array;
}

/** A consent the person gave that is stored with their data: for what, when, to which text, where. */
export interface ConsentProof {
  purpose: string;
  /** The record the consent belongs to (e.g. the job agent's id). */
  record: number;
  givenAt: string;
  textVersion: string;
  text: string;
  page: string;
  confirmedAt: string | null;
}

/** What one kind of personal data contributes: its part of account.json, its consent proofs, its files. */
export interface ExportSection {
  key: string;
  data: unknown;
  consentProofs?: ConsentProof[];
  files?: ExportFile[];
}

/** Keys that never leave the server, at any depth of the export. */
const SECRET_KEY = /hash$|nonce|secret|password(?!ChangedAt)|^token|codeTries/i;

/** The keys of a value (at any depth) that look like secrets, as dotted paths. */
export function secretKeys(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => secretKeys(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object' || value instanceof Uint8Array) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = path ? `${path}.${key}` : key;
    return [...(SECRET_KEY.test(key) ? [here] : []), ...secretKeys(inner, here)];
  });
}

const date = (value: string | null | undefined): string | null => value ?? null;

/** The account itself: address, state, dates, profile, language. */
export function accountPart(candidate: Candidate) {
  const profile = candidate.profile ?? {};
  return {
    id: candidate.id,
    email: candidate.email,
    status: candidate.status,
    createdAt: candidate.createdAt,
    updatedAt: candidate.updatedAt,
    verifiedAt: date(candidate.verifiedAt),
    passwordChangedAt: date(candidate.passwordChangedAt),
    createdOn: candidate.origin,
    market: candidate.market,
    language: candidate.lang,
    profile: {
      firstName: profile.firstName ?? null,
      lastName: profile.lastName ?? null,
      phone: profile.phone ?? null,
      street: profile.street ?? null,
      postalCode: profile.postalCode ?? null,
      city: profile.city ?? null,
      country: profile.country ?? null,
      preferredCities: profile.preferredCities ?? [],
      radiusKm: profile.radius ?? null,
      fieldsOfActivity: profile.interestFields ?? [],
      jobTypes: profile.interestJobTypes ?? [],
      workplaceTypes: profile.interestWorkplaceTypes ?? [],
    },
  };
}

/** The signed-in browsers, without their tokens or hashes; the one asking is marked. */
export function sessionsPart(sessions: readonly CandidateSession[], currentId: number | null) {
  return sessions.map((session) => ({
    signedInAt: session.createdAt,
    lastSeenAt: date(session.lastSeenAt),
    endsAt: session.expiresAt,
    thisDevice: session.id === currentId,
  }));
}

/** One job agent with its saved search and the offers it mailed (without its link nonce). */
export function jobAgentPart(agent: JobAgent, deliveries: readonly { jobId: number; createdAt: string }[]) {
  return {
    id: agent.id,
    site: agent.origin,
    status: agent.status,
    pausedBecause: agent.pausedBecause ?? null,
    frequency: agent.frequency,
    searchInWords: agent.searchName ?? null,
    search: agent.search ?? '',
    searchProblem: agent.searchError ?? null,
    careerPage: agent.pagePath,
    market: agent.market,
    language: agent.lang,
    createdAt: agent.createdAt,
    updatedAt: agent.updatedAt,
    lastMailAt: date(agent.lastRunAt),
    nextMailDue: date(agent.nextRunAt),
    mailsSent: agent.mailsSent ?? 0,
    offersSent: deliveries.map((delivery) => ({ offerId: delivery.jobId, sentAt: delivery.createdAt })),
  };
}

export function jobAgentConsent(agent: JobAgent): ConsentProof {
  return {
    purpose: 'jobAgent',
    record: agent.id,
    givenAt: agent.consent.givenAt,
    textVersion: agent.consent.textVersion,
    text: agent.consent.text,
    page: agent.consent.page,
    confirmedAt: date(agent.consent.confirmedAt),
  };
}

/** A name as it appears in the ZIP: letters, digits, `._-`; anything else `_`; no leading dot; ≤ 120 characters. */
export const safeName = (name: string) =>
  name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .replace(/^\.+/, '_')
    .slice(0, 120) || 'file';

export interface AccountExport {
  json: Record<string, unknown>;
  files: { path: string; data: Uint8Array }[];
}

/**
 * account.json and the files: the account, its sessions, then each kind of data under its own key (job agents,
 * later saved offers, CV files), all consent proofs together, and the list of files in the ZIP. Throws when a key
 * that looks like a secret got in.
 */
export function buildAccountExport(
  candidate: Candidate,
  sessions: readonly CandidateSession[],
  currentSessionId: number | null,
  sections: readonly ExportSection[],
  now = new Date(),
): AccountExport {
  const files: AccountExport['files'] = [];
  const taken = new Set<string>();
  for (const section of sections)
    for (const file of section.files ?? []) {
      let path = `files/${safeName(section.key)}/${safeName(file.name)}`;
      for (let n = 2; taken.has(path); n += 1) path = `files/${safeName(section.key)}/${n}-${safeName(file.name)}`;
      taken.add(path);
      files.push({ path, data: file.data });
    }
  const json: Record<string, unknown> = {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    account: accountPart(candidate),
    sessions: sessionsPart(sessions, currentSessionId),
    ...Object.fromEntries(sections.map((section) => [section.key, section.data])),
    consentProofs: sections.flatMap((section) => section.consentProofs ?? []),
    files: files.map((file) => file.path),
  };
  const secrets = secretKeys(json);
  if (secrets.length) throw new Error(`account export: refusing secret keys ${secrets.join(', ')}`);
  return { json, files };
}

/** The ZIP: account.json first, then the files (an empty `files/` folder when there are none). */
export function zipAccountExport({ json, files }: AccountExport, now = new Date()): Uint8Array {
  const mtime = now;
  const entries: Zippable = { 'account.json': [strToU8(`${JSON.stringify(json, null, 2)}\n`), { mtime }] };
  if (files.length === 0) entries['files/'] = [new Uint8Array(0), { mtime }];
  for (const file of files) entries[file.path] = [file.data, { mtime }];
  return zipSync(entries, { level: 6 });
}

/** The download's name: the site's key and the day, e.g. `brand-a-account-2026-11-28.zip`. */
export const exportFileName = (siteKey: string, now = new Date()): string =>
  `${safeName(siteKey)}-account-${now.toISOString().slice(0, 10)}.zip`;
