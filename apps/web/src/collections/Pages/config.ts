import type { CollectionConfig } from 'payload';
import { authenticated } from '@/access/authenticated';
import { publishedOrAuthenticated } from '@/access/publishedOrAuthenticated';
import { pageBlocks } from '@/blocks';
import { cacheTags, expireTags } from '@/cms/cache-tags';
import { ensureUniqueSlug, validateSlug } from './slug';
import { relationId } from '@/cms/relation';

/** Pages of a site, localized per language, built from content blocks; drafts and versions for previews. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    // Workspace preview (SPEC §2.6): the preview button asks /api/preview for a fresh signed token on each click.
    preview: (doc, { locale }) =>
      doc?.id
        ? `/api/preview?page=${encodeURIComponent(String(doc.id))}&locale=${encodeURIComponent(locale ?? 'de')}`
        : null,
  },
  access: {
    read: publishedOrAuthenticated,
    create: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  // Scheduled publishing: editors pick when a page goes live or offline; Payload queues a job for it, run by the
  // CMS job queue (payload.config.ts `jobs`), and the page's afterChange hook expires the cached site.
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  hooks: {
    beforeValidate: [ensureUniqueSlug],
    // Translation status: when the page's content was last saved in the language of this save.
    beforeChange: [
      ({ data, req }) => {
        if (req.locale && req.locale !== 'all') data.contentUpdatedAt = new Date().toISOString();
        return data;
      },
    ],
    afterChange: [
      ({ doc }) => {
        const siteId = relationId(doc.tenant);
        expireTags(cacheTags.page(doc.id), ...(siteId ? [cacheTags.sitePages(siteId)] : []));
      },
    ],
    afterDelete: [
      ({ doc }) => {
        const siteId = relationId(doc.tenant);
        expireTags(cacheTags.page(doc.id), ...(siteId ? [cacheTags.sitePages(siteId)] : []));
      },
    ],
  },
  fields: [
    {
      // Each language of the page's site as present, missing or older than the default language, and "create from
      // the default language" for a missing one (POST /api/page-translations).
      name: 'translationStatus',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '@/translations/TranslationStatus#TranslationStatus' } },
    },
    {
      name: 'contentUpdatedAt',
      label: 'Last saved in this language',
      type: 'date',
      localized: true,
      admin: {
        hidden: true,
        description: 'When the page was last saved in this language (for the translation status).',
      },
    },
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 160,
      admin: { description: 'Page heading and browser title, in this language.' },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      localized: true,
      index: true,
      validate: validateSlug,
      admin: {
        position: 'sidebar',
        description: 'URL segment in this language (a-z, 0-9, -). The home page uses "home".',
      },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 300,
      admin: { description: 'Meta description for search engines.' },
    },
    {
      // Search engines and sharing: the browser title and the share image, per language.
      name: 'seo',
      type: 'group',
      label: 'Search and sharing',
      fields: [
        {
          name: 'title',
          type: 'text',
          localized: true,
          maxLength: 70,
          admin: {
            description:
              'Title in search results and shares (≤ 70 characters); empty: the page title and the site name.',
          },
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          admin: { description: "Share image (1200 × 630); empty: the site's default share image." },
        },
      ],
      admin: { description: 'Title and image for search results and shared links.' },
    },
    {
      name: 'layout',
      type: 'blocks',
      localized: true,
      blocks: pageBlocks,
      admin: { description: "The page's content elements, top to bottom, in this language." },
    },
  ],
};
