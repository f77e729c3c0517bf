/** Records one access to a CV file in cv-access-log (collections/CvAccessLog): who, which file, what for, when. */
import type { Payload, PayloadRequest } from 'payload';

export interface CvAccess {
  action: 'upload' | 'download' | 'export' | 'delete';
  actor: 'candidate' | 'admin';
  userId?: number | null;
  candidateId: number;
  fileId: number;
}

/** `req` when inside a CMS operation (its transaction). */
export async function logCvAccess(payload: Payload, access: CvAccess, req?: PayloadRequest): Promise<void> {
  await payload.create({
    ...(req ? { req } : {}),
    collection: 'cv-access-log',
    overrideAccess: true,
    depth: 0,
    data: { ...access, userId: access.userId ?? null },
  });
}

/** The log of a candidate's files, oldest first (for the data export: who accessed their files). */
export async function cvAccessOf(payload: Payload, candidateId: number) {
  const { docs } = await payload.find({
    collection: 'cv-access-log',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    where: { candidateId: { equals: candidateId } },
  });
  return docs.map((entry) => ({
    action: entry.action,
    by: entry.actor,
    fileId: entry.fileId,
    at: entry.createdAt,
  }));
}

/** Deletes the log of a candidate's files, with the account (the log names it by an id a store may reuse). */
export async function eraseCvAccessOf(payload: Payload, candidateId: number): Promise<void> {
  await payload.delete({
    collection: 'cv-access-log',
    overrideAccess: true,
    where: { candidateId: { equals: candidateId } },
  });
}
