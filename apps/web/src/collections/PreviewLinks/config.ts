import type { CollectionConfig } from 'payload';
import { authenticated } from '@/access/authenticated';
import { DATE_TIME_PICKER } from '@/collections/fields/date-time';

/**
 * Review links: every preview link the preview button issued (SPEC §2.6), listed per site. A link shows its
 * site's drafts to whoever holds it, signed in or not, until it expires after an hour; deleting it here revokes
 * it at once. Created only by /api/preview (Local API); the token itself is never stored, only the link's id,
 * which is worthless without the server's signing key.
 */
export const PreviewLinks: CollectionConfig = {
  slug: 'preview-links',
  labels: { singular: 'Review link', plural: 'Review links' },
  admin: {
    useAsTitle: 'linkId',
    group: 'Content',
    defaultColumns: ['page', 'locale', 'issuedBy', 'expiresAt'],
    description:
      'Preview links issued with the preview button. Whoever holds one sees the site’s drafts until it expires; delete a link to revoke it now.',
  },
  access: { read: authenticated, create: () => false, update: () => false, delete: authenticated },
  fields: [
    {
      name: 'linkId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Id of the review link (the token itself is never stored).', readOnly: true },
    },
    {
      name: 'page',
      type: 'relationship',
      relationTo: 'pages',
      admin: { description: 'The page the link previews.', readOnly: true },
    },
    {
      name: 'locale',
      type: 'text',
      maxLength: 5,
      admin: { description: 'Language of the previewed page.', readOnly: true },
    },
    {
      name: 'issuedBy',
      type: 'relationship',
      relationTo: 'users',
      admin: { description: 'Who issued the link.', readOnly: true },
    },
    {
      name: 'expiresAt',
      type: 'date',
      required: true,
      index: true,
      admin: {
        description: 'After this time the link shows only the published page.',
        readOnly: true,
        date: DATE_TIME_PICKER,
      },
    },
  ],
};
