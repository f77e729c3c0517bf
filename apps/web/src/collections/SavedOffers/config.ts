import type { CollectionConfig } from 'payload';
import { isAdmin, userIsAdmin } from '@/access/isAdmin';
import { CONTENT_LANGUAGES } from '@/sites/languages';
import { DATE_TIME_PICKER } from '@/collections/fields/date-time';

const readOnly = { readOnly: true } as const;

/**
 * Offers a candidate saved (the bookmark on the job search's list and detail layer): one record per candidate and
 * offer (a unique pair), with the snapshot the account lists them by — title, place, company and the offer's URL
 * on the site it was saved on, as the recruiting API described the offer when it was saved. Personal data like
 * Candidates: administrators see the records, site editors not even the collection; nobody changes them in the
 * CMS. The account routes read and write them with the Local API, always for the candidate of the session.
 */
export const SavedOffers: CollectionConfig = {
  slug: 'saved-offers',
  labels: { singular: 'Saved offer', plural: 'Saved offers' },
  admin: {
    useAsTitle: 'title',
    group: 'Candidates',
    defaultColumns: ['title', 'candidate', 'offerId', 'savedAt'],
    description: 'Offers candidates saved on the sites (their bookmarks).',
    hidden: ({ user }) => !userIsAdmin(user as { roles?: string[] }),
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  indexes: [{ fields: ['candidate', 'offerId'], unique: true }],
  fields: [
    {
      name: 'candidate',
      type: 'relationship',
      relationTo: 'candidates',
      required: true,
      index: true,
      admin: readOnly,
    },
    { name: 'offerId', type: 'number', required: true, index: true, admin: readOnly },
    { name: 'title', type: 'text', required: true, maxLength: 300, admin: readOnly },
    { name: 'location', type: 'text', maxLength: 200, admin: readOnly },
    { name: 'company', type: 'text', maxLength: 200, admin: readOnly },
    {
      name: 'url',
      type: 'text',
      required: true,
      maxLength: 1000,
      admin: { ...readOnly, description: 'The offer on the site it was saved on.' },
    },
    { name: 'lang', type: 'select', options: [...CONTENT_LANGUAGES], admin: readOnly },
    {
      name: 'savedAt',
      type: 'date',
      required: true,
      index: true,
      admin: { ...readOnly, date: DATE_TIME_PICKER },
    },
  ],
};
