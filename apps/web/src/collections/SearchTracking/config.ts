import type { CollectionConfig } from 'payload';
import { isAdmin } from '@/access/isAdmin';
import { DATE_TIME_PICKER } from '@/collections/fields/date-time';

/**
 * Site-search tracking events (SPEC §3.5, §7.6): one per side-navigation search, written only by
 * PUT /api/tracking (Local API) after validation; read by administrators, never created or changed via REST.
 */
export const SearchTracking: CollectionConfig = {
  slug: 'search-tracking',
  labels: { singular: 'Site-search event', plural: 'Site-search events' },
  admin: { useAsTitle: 'data', group: 'Analytics', defaultColumns: ['data', 'language', 'page', 'recordedAt'] },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    {
      name: 'site',
      type: 'text',
      required: true,
      maxLength: 10,
      admin: { readOnly: true, description: "The search form's data id." },
    },
    {
      name: 'language',
      type: 'text',
      required: true,
      maxLength: 2,
      admin: { description: 'Page language of the search.', readOnly: true },
    },
    {
      name: 'action',
      type: 'text',
      required: true,
      maxLength: 40,
      admin: { description: 'Where the search came from, e.g. searchSideNavigation.', readOnly: true },
    },
    { name: 'data', type: 'text', maxLength: 100, admin: { readOnly: true, description: 'The keyword.' } },
    {
      name: 'additional',
      type: 'text',
      maxLength: 200,
      admin: { description: 'Extra data of the event (usually empty).', readOnly: true },
    },
    {
      name: 'page',
      type: 'text',
      required: true,
      maxLength: 2048,
      admin: { description: 'The page the search was made on.', readOnly: true },
    },
    {
      name: 'recordedAt',
      type: 'date',
      required: true,
      index: true,
      admin: { description: 'When the search was made.', readOnly: true, date: DATE_TIME_PICKER },
    },
  ],
};
