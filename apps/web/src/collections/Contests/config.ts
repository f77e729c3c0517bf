import type { CollectionConfig } from 'payload';
import { authenticated } from '@/access/authenticated';
import { cacheTags, expireTags } from '@/cms/cache-tags';
import { ANSWER_KEY_PATTERN } from '@/contest/entry';
import { relationId } from '@/cms/relation';
import { DATE_TIME_PICKER } from '@/collections/fields/date-time';

const siteOf = (doc: { tenant?: unknown }) => relationId(doc.tenant);

/**
 * A lottery / contest of a site (brand B's lottery form, SPEC §1): the question and its answer options, the
 * closing date, terms and prizes. Editors place it on a page with the Contest block; entries are stored in
 * `contest-entries`. Read through the Local API only (pages embed it), so REST reads need a signed-in editor.
 */
export const Contests: CollectionConfig = {
  slug: 'contests',
  labels: { singular: 'Contest', plural: 'Contests' },
  admin: {
    useAsTitle: 'title',
    group: 'Marketing',
    defaultColumns: ['title', 'closesAt', 'updatedAt'],
    description:
      'Lotteries and contests. Place one on a page with the Contest block; entries are under Contest entries.',
  },
  access: { read: authenticated, create: authenticated, update: authenticated, delete: authenticated },
  hooks: {
    // Pages embed the contest: expire the site's pages when it changes.
    afterChange: [({ doc }) => void (siteOf(doc) ? expireTags(cacheTags.sitePages(siteOf(doc)!)) : undefined)],
    afterDelete: [({ doc }) => void (siteOf(doc) ? expireTags(cacheTags.sitePages(siteOf(doc)!)) : undefined)],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 160,
      admin: { description: 'Name of the contest, in this language.' },
    },
    {
      name: 'intro',
      type: 'textarea',
      localized: true,
      maxLength: 1000,
      admin: { description: 'A few sentences above the question.' },
    },
    {
      name: 'question',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 300,
      admin: { description: 'The question participants answer.' },
    },
    {
      name: 'answers',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 8,
      admin: { description: 'Answer options. The key is stored with each entry and shown in the export.' },
      fields: [
        {
          name: 'key',
          type: 'text',
          required: true,
          maxLength: 40,
          validate: (value: unknown) =>
            typeof value === 'string' && ANSWER_KEY_PATTERN.test(value) ? true : 'Use a-z, 0-9 and dashes.',
          admin: { description: 'Short code of the answer (a-z, 0-9, -), stored with each entry.' },
        },
        {
          name: 'label',
          type: 'text',
          required: true,
          localized: true,
          maxLength: 160,
          admin: { description: 'The answer as participants see it, in this language.' },
        },
      ],
    },
    {
      name: 'correctAnswer',
      type: 'text',
      maxLength: 40,
      admin: { description: 'Key of the correct answer (optional; for the draw, never shown on the site).' },
    },
    {
      name: 'closesAt',
      type: 'date',
      required: true,
      index: true,
      admin: { date: DATE_TIME_PICKER, description: 'Entries are refused from this moment on.' },
    },
    {
      name: 'prizes',
      type: 'array',
      maxRows: 10,
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          localized: true,
          maxLength: 160,
          admin: { description: 'Name of the prize.' },
        },
        {
          name: 'description',
          type: 'textarea',
          localized: true,
          maxLength: 500,
          admin: { description: 'A sentence about the prize.' },
        },
      ],
      admin: { description: 'What can be won, in order.' },
    },
    {
      name: 'terms',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 5000,
      admin: { description: 'Conditions of participation (plain text).' },
    },
    {
      name: 'termsPage',
      type: 'relationship',
      relationTo: 'pages',
      admin: { description: 'Optional page with the full conditions.' },
    },
    {
      name: 'exportEntries',
      type: 'ui',
      admin: { components: { Field: '@/collections/Contests/ExportButton#ExportButton' } },
    },
  ],
};
