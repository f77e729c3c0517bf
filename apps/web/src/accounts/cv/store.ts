/**
 * A candidate's CV files (Local API and disk, server only). Every function names the candidate by the id the caller
 * took from the session, never from a request: a file id only ever selects among that candidate's own records, so
 * another person's id reads exactly like one that does not exist. Every access to a file's bytes is logged
 * (access-log.ts).
 *
 * For the data export and the account deletion: `cvFilesForExport` and `deleteCvFilesOf`.
 */
import crypto from 'node:crypto';
import type { Payload } from 'payload';
import type { CandidateFile } from '@/payload-types';
import { safeName } from '../export';
import { cvAccessOf, eraseCvAccessOf, logCvAccess } from './access-log';
import { newStorageKey, readStoredCvFile, removeStoredCvFile, writeStoredCvFile } from './disk';
import { checkCvFile, CV_MAX_FILES, CV_TYPES, type CvProblem, type CvType } from './files';
import { configuredScanner, type VirusScanner } from './virus-scan';

const COLLECTION = 'candidate-files' as const;
/** The files' key in the export: account.json's `cvFiles` and the ZIP's `files/cvFiles/`. */
export const CV_EXPORT_KEY = 'cvFiles';

/** What the account page lists of a file (never where it lies). */
export interface CvFileInfo {
  id: number;
  name: string;
  type: CvType;
  mime: string;
  size: number;
  uploadedAt: string;
}

const info = (record: CandidateFile): CvFileInfo => ({
  id: record.id,
  name: record.name,
  type: record.type,
  mime: CV_TYPES[record.type].mime,
  size: record.size,
  uploadedAt: record.createdAt,
});

const ofCandidate = (candidateId: number) => ({ candidate: { equals: candidateId } });

/** The records with their storage keys (read past the field's access: only this module sees them). */
async function records(payload: Payload, candidateId: number): Promise<CandidateFile[]> {
  const { docs } = await payload.find({
    collection: COLLECTION,
    overrideAccess: true,
    depth: 0,
    pagination: false,
    limit: CV_MAX_FILES * 4,
    sort: 'createdAt',
    where: ofCandidate(candidateId),
  });
  return docs;
}

async function ownRecord(payload: Payload, candidateId: number, fileId: number): Promise<CandidateFile | null> {
  const { docs } = await payload.find({
    collection: COLLECTION,
    overrideAccess: true,
    depth: 0,
    limit: 1,
    where: { and: [ofCandidate(candidateId), { id: { equals: fileId } }] },
  });
  return docs[0] ?? null;
}

/** The candidate's files, oldest first. */
export async function listCvFiles(payload: Payload, candidateId: number): Promise<CvFileInfo[]> {
  return (await records(payload, candidateId)).map(info);
}

export async function countCvFiles(payload: Payload, candidateId: number): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: COLLECTION,
    overrideAccess: true,
    where: ofCandidate(candidateId),
  });
  return totalDocs;
}

export type UploadResult =
  { ok: true; file: CvFileInfo } | { ok: false; problem: CvProblem; signature?: string; reason?: string };

/**
 * Stores a file for the candidate once it passed every check (files.ts) and, where a scanner is configured, the
 * virus scan: infected → refused ('infected'), the scanner failing → refused ('unchecked'; nothing is stored
 * unscanned). The bytes go to disk first, then the record; a record that cannot be made takes its file with it.
 * Two uploads at once cannot make a fourth file: the later one over the limit is taken back.
 */
export async function uploadCvFile(
  payload: Payload,
  candidateId: number,
  file: { name: string; bytes: Uint8Array } | null,
  scanner: VirusScanner | null = configuredScanner(),
): Promise<UploadResult> {
  const checked = checkCvFile(file, await countCvFiles(payload, candidateId));
  if (!checked.ok) return checked;
  const bytes = file!.bytes;
  if (scanner) {
    const result = await scanner.scan(bytes);
    if (result.kind === 'infected') return { ok: false, problem: 'infected', signature: result.signature };
    if (result.kind === 'failed') return { ok: false, problem: 'unchecked', reason: result.reason };
  }
  const storageKey = newStorageKey();
  await writeStoredCvFile(storageKey, bytes);
  let record: CandidateFile;
  try {
    record = await payload.create({
      collection: COLLECTION,
      overrideAccess: true,
      depth: 0,
      data: {
        candidate: candidateId,
        name: checked.name,
        type: checked.type,
        size: bytes.byteLength,
        sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
        scannedBy: scanner?.name ?? '',
        storageKey,
      },
    });
  } catch (error) {
    await removeStoredCvFile(storageKey);
    throw error;
  }
  const stored = await records(payload, candidateId);
  if (stored.length > CV_MAX_FILES && stored.findIndex((entry) => entry.id === record.id) >= CV_MAX_FILES) {
    await payload.delete({ collection: COLLECTION, id: record.id, overrideAccess: true });
    await removeStoredCvFile(storageKey);
    return { ok: false, problem: 'limit' };
  }
  await logCvAccess(payload, { action: 'upload', actor: 'candidate', candidateId, fileId: record.id });
  return { ok: true, file: info(record) };
}

/** One of the candidate's files with its bytes, for its owner's download (logged); null for any other id. */
export async function downloadCvFile(
  payload: Payload,
  candidateId: number,
  fileId: number,
): Promise<{ file: CvFileInfo; bytes: Uint8Array } | null> {
  const record = await ownRecord(payload, candidateId, fileId);
  if (!record) return null;
  const bytes = await readStoredCvFile(record.storageKey);
  if (!bytes) return null;
  await logCvAccess(payload, { action: 'download', actor: 'candidate', candidateId, fileId: record.id });
  return { file: info(record), bytes };
}

/** Deletes one of the candidate's files, record and bytes; false (nothing changes) for any other id. */
export async function deleteCvFile(payload: Payload, candidateId: number, fileId: number): Promise<boolean> {
  const record = await ownRecord(payload, candidateId, fileId);
  if (!record) return false;
  await payload.delete({ collection: COLLECTION, id: record.id, overrideAccess: true });
  await removeStoredCvFile(record.storageKey);
  await logCvAccess(payload, { action: 'delete', actor: 'candidate', candidateId, fileId: record.id });
  return true;
}

/**
 * Deletes every file of the candidate (account deletion): the records, the bytes on disk and the log of their
 * accesses (it names the account by its id, which a store may give a later account again); how many files went.
 */
export async function deleteCvFilesOf(payload: Payload, candidateId: number): Promise<number> {
  const all = await records(payload, candidateId);
  for (const record of all) {
    await payload.delete({ collection: COLLECTION, id: record.id, overrideAccess: true });
    await removeStoredCvFile(record.storageKey);
  }
  await eraseCvAccessOf(payload, candidateId);
  return all.length;
}

/** The export's part: each file's metadata, who accessed the files, and the bytes for the ZIP (each read logged). */
export async function cvFilesForExport(payload: Payload, candidateId: number) {
  const all = await records(payload, candidateId);
  const files: { name: string; data: Uint8Array }[] = [];
  const data = [];
  for (const record of all) {
    const bytes = await readStoredCvFile(record.storageKey);
    const exportName = `${record.id}-${record.name}`;
    if (bytes) {
      files.push({ name: exportName, data: bytes });
      await logCvAccess(payload, { action: 'export', actor: 'candidate', candidateId, fileId: record.id });
    }
    data.push({
      id: record.id,
      name: record.name,
      type: CV_TYPES[record.type].mime,
      size: record.size,
      sha256: record.sha256,
      uploadedAt: record.createdAt,
      virusScan: record.scannedBy || null,
      inThisExport: bytes ? `files/${CV_EXPORT_KEY}/${safeName(exportName)}` : null,
    });
  }
  return { data: { files: data, accessLog: await cvAccessOf(payload, candidateId) }, files };
}
