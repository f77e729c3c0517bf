/**
 * Everything stored about a candidate, for the account's lists, the data export (GDPR Art. 15/20) and the deletion
 * (Art. 17) — Local API, server only. Besides the account and its sessions, each kind of data is one entry of
 * PERSONAL_DATA that knows how to export and how to erase what belongs to a candidate; a new kind (CV files, saved
 * offers) is added there and both the export and the deletion include it.
 *
 * Job agents are saved per e-mail address without an account: an account owns the agents of its address once the
 * address is verified (an active account), never by an id from a form.
 */
import type { Payload } from 'payload';
import type { Candidate, CandidateSession, JobAgent } from '@/payload-types';
import { normalizeEmail } from '@/email/address';
import { agentsOfAddress, deleteAgent } from '@/job-agents/store';
import { buildAccountExport, jobAgentConsent, jobAgentPart, type AccountExport, type ExportSection } from './export';
import { verifyPassword } from './password-hash';
import type { AccountConfirmation } from './requests';
import { candidateById, endAllSessions } from './store';
import { confirmWithPasskey, deletePasskeysOf, listPasskeys, type RelyingParty } from './passkeys/store';
import { deleteSavedOffersOf, savedOffersForExport } from './saved-offers';
import { CV_EXPORT_KEY, cvFilesForExport, deleteCvFilesOf } from './cv/store';
import { hashSecret, isSecretShape } from './tokens';

export interface PersonalDataKind {
  /** The key of this kind in account.json (and its folder under files/). */
  key: string;
  /** What the export shows of the candidate's data of this kind. */
  collect(payload: Payload, candidate: Candidate): Promise<ExportSection>;
  /** Deletes the candidate's data of this kind; returns how many records (or files) went. */
  erase(payload: Payload, candidate: Candidate): Promise<number>;
}

/** Whether the account's address is verified, so that the data saved under that address is the account's. */
const ownsAddress = (candidate: Candidate) => candidate.status === 'active' && Boolean(candidate.verifiedAt);

/** The job agents of the candidate's verified address, oldest first (none for an unverified account). */
export async function accountAgents(payload: Payload, candidate: Candidate): Promise<JobAgent[]> {
  if (!ownsAddress(candidate)) return [];
  const email = normalizeEmail(candidate.email);
  return (await agentsOfAddress(payload, email)).filter((agent) => normalizeEmail(agent.email) === email);
}

/**
 * Deletes one job agent of the candidate (with its runs and deliveries). An id that is not one of the candidate's
 * agents changes nothing: false, as for an id that does not exist.
 */
export async function deleteAccountAgent(payload: Payload, candidate: Candidate, agentId: number): Promise<boolean> {
  const agent = (await accountAgents(payload, candidate)).find((own) => own.id === agentId);
  if (!agent) return false;
  await deleteAgent(payload, agent.id);
  return true;
}

const jobAgents: PersonalDataKind = {
  key: 'jobAgents',
  async collect(payload, candidate) {
    const agents = await accountAgents(payload, candidate);
    const data = [];
    for (const agent of agents) {
      const { docs } = await payload.find({
        collection: 'job-agent-deliveries',
        overrideAccess: true,
        depth: 0,
        pagination: false,
        sort: 'createdAt',
        where: { agent: { equals: agent.id } },
      });
      data.push(jobAgentPart(agent, docs));
    }
    return { key: 'jobAgents', data, consentProofs: agents.map(jobAgentConsent) };
  },
  async erase(payload, candidate) {
    const agents = await accountAgents(payload, candidate);
    for (const agent of agents) await deleteAgent(payload, agent.id);
    return agents.length;
  },
};

/** The account's passkeys: which exist, where, since when and last used (the public key stays out: it is no use). */
const passkeys: PersonalDataKind = {
  key: 'passkeys',
  async collect(payload, candidate) {
    const data = (await listPasskeys(payload, candidate.id)).map((passkey) => ({
      name: passkey.name,
      site: passkey.rpId,
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt ?? null,
      backedUp: Boolean(passkey.backedUp),
    }));
    return { key: 'passkeys', data };
  },
  erase: (payload, candidate) => deletePasskeysOf(payload, candidate.id),
};

/** The offers the candidate saved (bookmarks): which, with the title and place they had, and when. */
const savedOffers: PersonalDataKind = {
  key: 'savedOffers',
  async collect(payload, candidate) {
    return { key: 'savedOffers', data: await savedOffersForExport(payload, candidate.id) };
  },
  erase: (payload, candidate) => deleteSavedOffersOf(payload, candidate.id),
};

/**
 * The candidate's CV files: their metadata and who accessed them in account.json, the files themselves under
 * `files/cvFiles/`; erased from the database and the disk.
 */
const cvFiles: PersonalDataKind = {
  key: CV_EXPORT_KEY,
  async collect(payload, candidate) {
    const { data, files } = await cvFilesForExport(payload, candidate.id);
    return { key: CV_EXPORT_KEY, data, files };
  },
  erase: (payload, candidate) => deleteCvFilesOf(payload, candidate.id),
};

/**
 * Every kind of data kept about a candidate besides the account record and its sessions, in the order of the
 * export (the CV files' bytes go into the export's `files/`).
 */
export const PERSONAL_DATA: readonly PersonalDataKind[] = [jobAgents, savedOffers, passkeys, cvFiles];

async function sessionsOf(payload: Payload, candidateId: number): Promise<CandidateSession[]> {
  const { docs } = await payload.find({
    collection: 'candidate-sessions',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    where: { candidate: { equals: candidateId } },
  });
  return docs;
}

/** The export of a candidate's data; `sessionToken` marks the browser that asked. */
export async function collectAccountExport(
  payload: Payload,
  candidate: Candidate,
  sessionToken: string | null,
  now = new Date(),
): Promise<AccountExport> {
  const sessions = await sessionsOf(payload, candidate.id);
  const currentHash = isSecretShape(sessionToken) ? hashSecret(sessionToken) : null;
  const current = sessions.find((session) => session.tokenHash === currentHash)?.id ?? null;
  const sections: ExportSection[] = [];
  for (const kind of PERSONAL_DATA) sections.push(await kind.collect(payload, candidate));
  return buildAccountExport(candidate, sessions, current, sections, now);
}

/** Where a passkey confirmation happens: the site's relying party and the challenge its page asked for. */
export interface PasskeyCeremony {
  rp: RelyingParty;
  challenge: string | null;
}

/**
 * Whether the person at the keyboard is the account's owner, as the deletion asks for it: the password, or one of
 * the account's passkeys answering the delete page's challenge on this host.
 */
export async function confirmOwner(
  payload: Payload,
  candidate: Candidate,
  confirmation: AccountConfirmation,
  ceremony: PasskeyCeremony | null = null,
): Promise<boolean> {
  switch (confirmation.method) {
    case 'password':
      return verifyPassword(confirmation.password, candidate.passwordHash);
    case 'passkey':
      if (!ceremony?.challenge) return false;
      return confirmWithPasskey(payload, candidate.id, confirmation.assertion, ceremony.rp, ceremony.challenge);
  }
}

export type DeleteAccountResult =
  | { ok: true; email: string; lang: string; removed: Record<string, number> }
  | { ok: false; reason: 'notFound' | 'notConfirmed' };

/**
 * Erases everything kept about a candidate besides the account record: every kind of PERSONAL_DATA (job agents
 * with their deliveries, saved offers, passkeys, CV files with their bytes on disk) and every session. Returns how
 * many of each went. The account's own deletion calls it, and so does the CMS when an administrator deletes a
 * candidate (collections/Candidates), so that nothing of the person is left behind either way.
 */
export async function erasePersonalData(payload: Payload, candidate: Candidate): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const kind of PERSONAL_DATA) removed[kind.key] = await kind.erase(payload, candidate);
  const { totalDocs } = await payload.count({
    collection: 'candidate-sessions',
    overrideAccess: true,
    where: { candidate: { equals: candidate.id } },
  });
  await endAllSessions(payload, candidate.id);
  removed.sessions = totalDocs;
  return removed;
}

/** Set on the account's deletion: its data is erased already, the CMS hook need not do it again. */
export const PERSONAL_DATA_ERASED = 'personalDataErased';

/**
 * Deletes an account for good once its owner confirmed it: its personal data (erasePersonalData), then the account
 * itself. A confirmation that fails deletes nothing. The anonymous cookie consent log holds nothing that names the
 * person and stays as the law asks.
 */
export async function deleteAccount(
  payload: Payload,
  candidateId: number,
  confirmation: AccountConfirmation,
  ceremony: PasskeyCeremony | null = null,
): Promise<DeleteAccountResult> {
  const candidate = await candidateById(payload, candidateId);
  if (!candidate) return { ok: false, reason: 'notFound' };
  if (!(await confirmOwner(payload, candidate, confirmation, ceremony))) return { ok: false, reason: 'notConfirmed' };
  const removed = await erasePersonalData(payload, candidate);
  await payload.delete({
    collection: 'candidates',
    id: candidate.id,
    overrideAccess: true,
    context: { [PERSONAL_DATA_ERASED]: true },
  });
  removed.account = 1;
  return { ok: true, email: candidate.email, lang: candidate.lang, removed };
}
