import type { CollectionConfig, Field } from 'payload';
import { authenticated } from '@/access/authenticated';
import { anyone } from '@/access/anyone';
import { cacheTags, expireTags } from '@/cms/cache-tags';
import { relationId } from '@/cms/relation';

const linkFields: Field[] = [
  {
    name: 'label',
    type: 'text',
    required: true,
    localized: true,
    maxLength: 60,
    admin: { description: 'Text of the menu entry, in this language.' },
  },
  {
    name: 'page',
    type: 'relationship',
    relationTo: 'pages',
    admin: { description: 'A page of this site the entry opens.' },
  },
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
        const siteId = relationId(doc.tenant);
        if (siteId) expireTags(cacheTags.navigation(siteId));
      },
    ],
  },
  fields: [
    {
      // The page tree (SPEC §2.1): a menu made by hand (the default, as before) or the site's page tree.
      name: 'mainMenuSource',
      label: 'Main menu from',
      type: 'radio',
      defaultValue: 'manual',
      options: [
        { label: 'Manual entries', value: 'manual' },
        { label: 'Follow the page tree', value: 'pageTree' },
      ],
      admin: {
        description:
          'Manual entries: the entries below. Follow the page tree: the top-level pages in tree order, their child pages as sub-menu entries; only pages published in the language, labelled with their titles.',
      },
    },
    {
      name: 'mainMenu',
      type: 'array',
      maxRows: 10,
      fields: [
        ...linkFields,
        {
          name: 'children',
          type: 'array',
          maxRows: 12,
          fields: linkFields,
          admin: { description: 'Entries of a sub-menu below this entry.' },
        },
      ],
      admin: { description: 'The entries of the header menu, in order.' },
    },
    {
      name: 'footerLinks',
      type: 'array',
      maxRows: 12,
      fields: linkFields,
      admin: { description: 'Links in the footer, in order.' },
    },
    {
      name: 'pageNavigationSource',
      label: 'Page navigation from',
      type: 'radio',
      defaultValue: 'manual',
      options: [
        { label: 'Manual entries', value: 'manual' },
        { label: 'Follow the page tree', value: 'pageTree' },
      ],
      admin: {
        description:
          'Manual entries: the pages below (or the main menu). Follow the page tree: every page of the tree in tree order; only pages published in the language.',
      },
    },
    {
      // SPEC §2.1: the page navigation; each of these pages opens in the side-navigation layer.
      name: 'pageNavigation',
      type: 'array',
      maxRows: 20,
      admin: {
        description:
          'Pages that open in the side-navigation layer (page navigation). Empty: the pages of the main menu.',
      },
      fields: [
        {
          name: 'label',
          type: 'text',
          required: true,
          localized: true,
          maxLength: 60,
          admin: { description: 'Text of the entry in the page navigation, in this language.' },
        },
        {
          name: 'page',
          type: 'relationship',
          relationTo: 'pages',
          required: true,
          admin: { description: 'The page that opens in the side-navigation layer.' },
        },
      ],
    },
    {
      // SPEC §2.6: where the side-navigation search goes (with ?keyword=); the page should hold a Search results block.
      name: 'searchResultPage',
      type: 'relationship',
      relationTo: 'pages',
      admin: {
        description:
          'The search-result page of the side-navigation search (a page with a "Search results" block). Empty: no search form.',
      },
    },
  ],
};
