import type { CollectionConfig } from 'payload';
import { isAdmin, userIsAdmin } from '@/access/isAdmin';

const readOnly = { readOnly: true } as const;

/**
 * One run of one job agent: claimed by a unique (agent, slot) key, so that two schedulers that find the same agent
 * due cannot both run it; then the digest's state: queued by the pass, claimed for sending (each attempt once),
 * sent, retried with back-off, or given up.
 */
export const JobAgentRuns: CollectionConfig = {
  slug: 'job-agent-runs',
  labels: { singular: 'Job agent run', plural: 'Job agent runs' },
  admin: {
    group: 'Candidates',
    defaultColumns: ['agent', 'status', 'offers', 'sentAt'],
    hidden: ({ user }) => !userIsAdmin(user as { roles?: string[] }),
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  indexes: [{ fields: ['agent', 'slot'], unique: true }],
  fields: [
    {
      name: 'agent',
      type: 'relationship',
      relationTo: 'job-agents',
      required: true,
      index: true,
      admin: { ...readOnly, description: 'The job alert of this run.' },
    },
    {
      name: 'slot',
      type: 'text',
      required: true,
      maxLength: 40,
      admin: { ...readOnly, description: 'The period this run covers (one mail per period).' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'claimed',
      options: ['claimed', 'nothing-new', 'queued', 'sending', 'sent', 'retry', 'failed'],
      admin: { ...readOnly, description: 'Pending, queued, sent, nothing new, or failed.' },
    },
    { name: 'offers', type: 'number', defaultValue: 0, admin: { ...readOnly, description: 'New offers in the mail.' } },
    {
      name: 'total',
      type: 'number',
      defaultValue: 0,
      admin: { ...readOnly, description: 'All offers the search found.' },
    },
    { name: 'attempts', type: 'number', defaultValue: 0, admin: { ...readOnly, description: 'Tries so far.' } },
    {
      name: 'nextAttemptAt',
      type: 'date',
      index: true,
      admin: { ...readOnly, description: 'When it is tried again.' },
    },
    { name: 'sentAt', type: 'date', admin: { ...readOnly, description: 'When the mail was sent.' } },
    { name: 'error', type: 'text', maxLength: 500, admin: { ...readOnly, description: 'The last error, if any.' } },
    /** The digest as composed when the run matched (JSON of the listed offers), so a retry sends the same mail. */
    { name: 'digest', type: 'json', admin: { hidden: true } },
  ],
};
