import type { CollectionConfig, Field } from 'payload';
import { authenticated } from '@/access/authenticated';
import { anyone } from '@/access/anyone';
import { cacheTags, expireTags } from '@/lib/revalidate';

const linkFields: Field[] = [
  { name: 'label', type: 'text', required: true, localized: true, maxLength: 60 },
  { name: 'page', type: 'relationship', relationTo: 'pages' },
  {
    name: 'url',
    type: 'text',
    admin: { description: 'External link; used when no page is chosen.' },
    validate: (value: unknown) =>
      value == null || value === '' || (typeof value === 'string' && /^(https:\/\/|mailto:|tel:|\/)/.test(value))
        ? true
        : 'Use an https://, mailto:, tel: or site-relative (/…) link.',
  },
];

/** The main menu and page navigation of a site: one document per site. */
export const Navigation: CollectionConfig = {
  slug: 'navigation',
  labels: { singular: 'Navigation', plural: 'Navigation' },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: {
    afterChange: [
      ({ doc }) => {
        const siteId = typeof doc.tenant === 'object' ? doc.tenant?.id : doc.tenant;
        if (siteId) expireTags(cacheTags.navigation(siteId));
      },
    ],
  },
  fields: [
    {
      name: 'mainMenu',
      type: 'array',
      maxRows: 10,
      fields: [...linkFields, { name: 'children', type: 'array', maxRows: 12, fields: linkFields }],
    },
    { name: 'footerLinks', type: 'array', maxRows: 12, fields: linkFields },
  ],
};
