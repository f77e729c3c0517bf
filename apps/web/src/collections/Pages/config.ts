import type { CollectionConfig } from 'payload';
import { authenticated } from '@/access/authenticated';
import { publishedOrAuthenticated } from '@/access/publishedOrAuthenticated';
import { pageBlocks } from '@/blocks';
import { cacheTags, expireTags } from '@/lib/revalidate';
import { ensureUniqueSlug, validateSlug } from './slug';

/** Pages of a site, localized per language, built from content blocks; drafts and versions for previews. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
  },
  access: {
    read: publishedOrAuthenticated,
    create: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: {
    beforeValidate: [ensureUniqueSlug],
    afterChange: [
      ({ doc }) => {
        const siteId = typeof doc.tenant === 'object' ? doc.tenant?.id : doc.tenant;
        expireTags(cacheTags.page(doc.id), ...(siteId ? [cacheTags.sitePages(siteId)] : []));
      },
    ],
    afterDelete: [
      ({ doc }) => {
        const siteId = typeof doc.tenant === 'object' ? doc.tenant?.id : doc.tenant;
        expireTags(cacheTags.page(doc.id), ...(siteId ? [cacheTags.sitePages(siteId)] : []));
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 160 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      localized: true,
      index: true,
      validate: validateSlug,
      admin: { position: 'sidebar', description: 'URL segment in this language (a-z, 0-9, -). The home page uses "home".' },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 300,
      admin: { description: 'Meta description for search engines.' },
    },
    { name: 'layout', type: 'blocks', localized: true, blocks: pageBlocks },
  ],
};
