import type { CollectionConfig } from 'payload';
import { isAdmin, userIsAdmin } from '@/access/isAdmin';
import { FREQUENCIES } from '@/job-agents/schedule';
import { DATE_TIME_PICKER } from '@/collections/fields/date-time';

const readOnly = { readOnly: true } as const;
/** Never shown or sent, not even to administrators: the server reads them with the Local API. */
const hidden = { read: () => false, create: () => false, update: () => false };

/**
 * Job agents (saved searches that mail new offers), created and changed only by the job-agent routes after
 * validation and double opt-in. Personal data: administrators read them (per site with the site filter); site
 * editors do not see them at all. The consent proof (when, which text, where) is kept with the agent.
 */
export const JobAgents: CollectionConfig = {
  slug: 'job-agents',
  labels: { singular: 'Job agent', plural: 'Job agents' },
  admin: {
    useAsTitle: 'searchName',
    group: 'Candidates',
    defaultColumns: ['searchName', 'status', 'frequency', 'lang', 'mailsSent', 'createdAt'],
    description: 'Saved searches that e-mail new offers. Created by job seekers on the sites, confirmed by e-mail.',
    hidden: ({ user }) => !userIsAdmin(user as { roles?: string[] }),
    components: { beforeListTable: ['@/collections/JobAgents/Stats#JobAgentStats'] },
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      admin: { ...readOnly, description: 'Where the job alerts go.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'unconfirmed',
      options: ['unconfirmed', 'active', 'paused'],
      admin: { ...readOnly, description: 'Not confirmed, active or paused.' },
    },
    {
      name: 'pausedBecause',
      type: 'select',
      options: ['person', 'undeliverable'],
      admin: { ...readOnly, description: 'Why it is paused: by the person, or mails could not be delivered.' },
    },
    {
      name: 'frequency',
      type: 'select',
      required: true,
      options: [...FREQUENCIES],
      admin: { ...readOnly, description: 'How often the alerts are sent.' },
    },
    {
      name: 'search',
      type: 'text',
      maxLength: 2000,
      admin: { ...readOnly, description: 'The career page query string (SPEC §2.7 parameters).' },
    },
    {
      name: 'searchName',
      type: 'text',
      maxLength: 300,
      admin: { ...readOnly, description: 'The saved search in words, as the mails name it.' },
    },
    {
      name: 'searchError',
      type: 'text',
      maxLength: 300,
      admin: {
        ...readOnly,
        description: 'Why the search cannot run as saved (a filter value that no longer exists); shown to the person.',
      },
    },
    {
      name: 'origin',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { ...readOnly, description: 'The site address the agent was created on; its mails link there.' },
    },
    {
      name: 'pagePath',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { ...readOnly, description: 'The career page the alert was created on.' },
    },
    {
      name: 'market',
      type: 'text',
      required: true,
      maxLength: 2,
      admin: { ...readOnly, description: 'Market of that page.' },
    },
    {
      name: 'lang',
      type: 'text',
      required: true,
      maxLength: 2,
      admin: { ...readOnly, description: 'Language of the mails.' },
    },
    {
      name: 'tokenNonce',
      type: 'text',
      required: true,
      access: hidden,
      admin: { description: 'Secret part of the alert’s links (never shown).' },
    },
    {
      name: 'consent',
      type: 'group',
      admin: { description: 'Proof of consent: when, to which text, on which page.' },
      fields: [
        {
          name: 'givenAt',
          type: 'date',
          required: true,
          admin: { description: 'When the person agreed.', ...readOnly, date: DATE_TIME_PICKER },
        },
        {
          name: 'textVersion',
          type: 'text',
          required: true,
          maxLength: 64,
          admin: { ...readOnly, description: 'Version of the consent text agreed to.' },
        },
        {
          name: 'text',
          type: 'textarea',
          required: true,
          maxLength: 2000,
          admin: { ...readOnly, description: 'The consent text as shown.' },
        },
        {
          name: 'page',
          type: 'text',
          required: true,
          maxLength: 2200,
          admin: { ...readOnly, description: 'The page the consent was given on.' },
        },
        {
          name: 'confirmedAt',
          type: 'date',
          admin: {
            description: 'When the e-mail address was confirmed (double opt-in).',
            ...readOnly,
            date: DATE_TIME_PICKER,
          },
        },
      ],
    },
    {
      name: 'nextRunAt',
      type: 'date',
      index: true,
      admin: { description: 'When the next mail is due.', ...readOnly, date: DATE_TIME_PICKER },
    },
    {
      name: 'lastRunAt',
      type: 'date',
      admin: { description: 'When the last mail was sent.', ...readOnly, date: DATE_TIME_PICKER },
    },
    { name: 'mailsSent', type: 'number', defaultValue: 0, admin: { ...readOnly, description: 'Mails sent so far.' } },
  ],
};
