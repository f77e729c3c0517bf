import type { CollectionConfig } from 'payload';
import { isAdmin, userIsAdmin } from '@/access/isAdmin';
import { removeStoredCvFile } from '@/accounts/cv/disk';
import { logCvAccess } from '@/accounts/cv/access-log';

const readOnly = { readOnly: true } as const;

/**
 * Candidates' CV files (PDF or DOCX, uploaded on the account page): the metadata only. The bytes lie on disk under
 * DATA_DIR/candidate-files/ under a random key — deliberately not a Payload upload collection, which would serve
 * them under a public URL. Only their owner downloads them, through the account's own route (every access logged
 * in cv-access-log). Administrators see which files exist (name, type, size, when; not where they lie); site editors
 * do not see the collection at all; nobody changes a record in the CMS, and an administrator's deletion removes the
 * file from disk too.
 */
export const CandidateFiles: CollectionConfig = {
  slug: 'candidate-files',
  labels: { singular: 'CV file', plural: 'CV files' },
  admin: {
    useAsTitle: 'name',
    group: 'Candidates',
    defaultColumns: ['name', 'candidate', 'type', 'size', 'createdAt'],
    description: 'CV files candidates uploaded to their accounts (only the candidates themselves can download them).',
    hidden: ({ user }) => !userIsAdmin(user as { roles?: string[] }),
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  hooks: {
    // Where the file lies is no field anyone reads, not even in the deleted document: it is looked up first.
    beforeDelete: [
      async ({ id, req }) => {
        const record = await req.payload.findByID({
          collection: 'candidate-files',
          id,
          overrideAccess: true,
          depth: 0,
          req,
        });
        req.context[`candidateFileKey:${id}`] = record.storageKey;
      },
    ],
    // The store's own deletions (the owner's) log themselves; this also covers an administrator's, which is logged.
    afterDelete: [
      async ({ id, doc, req }) => {
        await removeStoredCvFile(String(req.context[`candidateFileKey:${id}`] ?? ''));
        const candidate = (doc as { candidate: number | { id: number } }).candidate;
        if (req.user)
          await logCvAccess(
            req.payload,
            {
              action: 'delete',
              actor: 'admin',
              userId: Number(req.user.id),
              candidateId: typeof candidate === 'object' ? candidate.id : candidate,
              fileId: Number(id),
            },
            req,
          );
      },
    ],
  },
  fields: [
    {
      name: 'candidate',
      type: 'relationship',
      relationTo: 'candidates',
      required: true,
      index: true,
      admin: readOnly,
    },
    { name: 'name', type: 'text', required: true, maxLength: 200, admin: readOnly },
    { name: 'type', type: 'select', required: true, options: ['pdf', 'docx'], admin: readOnly },
    { name: 'size', type: 'number', required: true, admin: { ...readOnly, description: 'Bytes.' } },
    { name: 'sha256', label: 'SHA-256', type: 'text', required: true, maxLength: 64, admin: readOnly },
    {
      name: 'scannedBy',
      type: 'text',
      maxLength: 200,
      admin: { ...readOnly, description: 'The virus scanner that found the file clean (empty: none configured).' },
    },
    {
      // Where the bytes lie: never shown or sent, not even to administrators.
      name: 'storageKey',
      type: 'text',
      required: true,
      unique: true,
      access: { read: () => false, create: () => false, update: () => false },
      admin: { hidden: true },
    },
  ],
};
