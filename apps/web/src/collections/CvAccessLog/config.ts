import type { CollectionConfig } from 'payload';
import { isAdmin, userIsAdmin } from '@/access/isAdmin';

const readOnly = { readOnly: true } as const;

/**
 * Every access to a CV file: who (the candidate themselves, or an administrator), which file of which account,
 * what for (upload, download, export, deletion) and when. Ids only — no names, no addresses. The candidate's export
 * shows them their log; the account's deletion deletes it with everything else. Administrators read it; nobody
 * writes or changes it in the CMS.
 */
export const CvAccessLog: CollectionConfig = {
  slug: 'cv-access-log',
  labels: { singular: 'CV access', plural: 'CV access log' },
  admin: {
    group: 'Candidates',
    defaultColumns: ['action', 'actor', 'candidateId', 'fileId', 'createdAt'],
    description: 'Every upload, download, export and deletion of a candidate’s CV file.',
    hidden: ({ user }) => !userIsAdmin(user as { roles?: string[] }),
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: ['upload', 'download', 'export', 'delete'],
      admin: readOnly,
    },
    { name: 'actor', type: 'select', required: true, options: ['candidate', 'admin'], admin: readOnly },
    { name: 'userId', type: 'number', admin: { ...readOnly, description: 'The administrator, when one acted.' } },
    { name: 'candidateId', type: 'number', required: true, index: true, admin: readOnly },
    { name: 'fileId', type: 'number', required: true, index: true, admin: readOnly },
  ],
};
