import type { CollectionConfig } from 'payload';
import { authenticated } from '@/access/authenticated';
import { isAdmin } from '@/access/isAdmin';
import { DATE_TIME_PICKER } from '@/collections/fields/date-time';

/**
 * Entries of a contest, written only by POST /api/contest (Local API) after validation; never created or changed
 * through REST. One entry per e-mail address and contest, enforced by a unique index in the database (the
 * address is stored lower-case), not only by a look-up. Editors read their site's entries (multi-tenant plugin)
 * and export them as CSV from the contest (or GET /api/contest-entries/export?contest=…).
 */
export const ContestEntries: CollectionConfig = {
  slug: 'contest-entries',
  labels: { singular: 'Contest entry', plural: 'Contest entries' },
  admin: {
    useAsTitle: 'email',
    group: 'Marketing',
    defaultColumns: ['name', 'email', 'answer', 'contest', 'createdAt'],
    components: { beforeListTable: ['@/collections/ContestEntries/ExportLinks#ExportLinks'] },
  },
  access: { read: authenticated, create: () => false, update: () => false, delete: isAdmin },
  indexes: [{ fields: ['contest', 'email'], unique: true }],
  fields: [
    {
      name: 'contest',
      type: 'relationship',
      relationTo: 'contests',
      required: true,
      index: true,
      admin: { description: 'The contest entered.', readOnly: true },
    },
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 100,
      admin: { description: 'Name the participant gave.', readOnly: true },
    },
    {
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      admin: { description: 'E-mail address the participant gave (one entry per address).', readOnly: true },
    },
    {
      name: 'answer',
      type: 'text',
      required: true,
      maxLength: 40,
      admin: { description: 'Key of the chosen answer.', readOnly: true },
    },
    {
      name: 'acceptedTermsAt',
      type: 'date',
      required: true,
      admin: {
        description: 'When the participant accepted the terms.',
        readOnly: true,
        date: DATE_TIME_PICKER,
      },
    },
    {
      name: 'language',
      type: 'text',
      maxLength: 2,
      admin: { description: 'Page language of the entry.', readOnly: true },
    },
  ],
};
