import type { CollectionConfig } from 'payload';
import { isAdmin, userIsAdmin } from '@/access/isAdmin';

const readOnly = { readOnly: true } as const;

/**
 * Which offer went to which job agent: a unique (agent, jobId) key in the database, written before the mail is
 * sent. An offer is never mailed twice to an agent — also when it is edited or imported again, or when two
 * schedulers run at once: the second insert fails and that offer is left out of the second mail.
 */
export const JobAgentDeliveries: CollectionConfig = {
  slug: 'job-agent-deliveries',
  labels: { singular: 'Job agent delivery', plural: 'Job agent deliveries' },
  admin: {
    group: 'Candidates',
    defaultColumns: ['agent', 'jobId', 'run', 'createdAt'],
    hidden: ({ user }) => !userIsAdmin(user as { roles?: string[] }),
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  indexes: [{ fields: ['agent', 'jobId'], unique: true }],
  fields: [
    {
      name: 'agent',
      type: 'relationship',
      relationTo: 'job-agents',
      required: true,
      index: true,
      admin: { ...readOnly, description: 'The job alert the offer was sent to.' },
    },
    { name: 'jobId', type: 'number', required: true, admin: { ...readOnly, description: 'Id of the offer sent.' } },
    {
      name: 'run',
      type: 'relationship',
      relationTo: 'job-agent-runs',
      required: true,
      index: true,
      admin: { ...readOnly, description: 'The run that sent it.' },
    },
  ],
};
