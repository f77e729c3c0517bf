import type { CollectionConfig, Where } from 'payload';
import { authenticated } from '@/access/authenticated';
import { publishedOrAuthenticated } from '@/access/publishedOrAuthenticated';
import { pageBlocks } from '@/blocks';
import { cacheTags, expireTags } from '@/cms/cache-tags';
import { ensureUniqueSlug, validateSlug } from './slug';
import { relationId } from '@/cms/relation';
import { checkParent } from './parent';

/** Pages of a site, localized per language, built from content blocks; drafts and versions for previews. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  // Manual order among sibling pages (Payload's order key `_order`): the page tree's move buttons and the list's
  // drag handles set it.
  orderable: true,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    // The page tree (a view of its own, /admin/page-tree): linked above the list.
    components: { beforeListTable: ['@/collections/Pages/PageTreeLink#PageTreeLink'] },
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
      // The page tree: a parent page of the same site that is neither the page nor below it (drafts too).
      checkParent,
      ({ data, req }) => {
        if (req.locale && req.locale !== 'all') data.contentUpdatedAt = new Date().toISOString();
        return data;
      },
    ],
    afterChange: [
      ({ doc }) => {
        const siteId = relationId(doc.tenant);
        // A navigation that follows the page tree shows the page's title and place: the site's navigation goes too.
        expireTags(
          cacheTags.page(doc.id),
          ...(siteId ? [cacheTags.sitePages(siteId), cacheTags.navigation(siteId)] : []),
        );
      },
    ],
    afterDelete: [
      ({ doc }) => {
        const siteId = relationId(doc.tenant);
        expireTags(
          cacheTags.page(doc.id),
          ...(siteId ? [cacheTags.sitePages(siteId), cacheTags.navigation(siteId)] : []),
        );
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
      // The page tree (SPEC §2.1): where the page sits; the order among siblings is the page tree's (`_order`).
      name: 'parent',
      label: 'Parent page',
      type: 'relationship',
      relationTo: 'pages',
      index: true,
      filterOptions: ({ id, data }): Where => {
        const siteId = relationId(data?.tenant);
        const conditions: Where[] = [];
        if (siteId !== null) conditions.push({ tenant: { equals: siteId } });
        if (id) conditions.push({ id: { not_equals: id } });
        return { and: conditions };
      },
      admin: {
        position: 'sidebar',
        description:
          'The page this page sits below in the page tree and in menus that follow it; empty: a top-level page. The URL stays as it is.',
      },
    },
    {
      // TYPO3's "navigation title" and "hide in menus": menus that follow the page tree read them.
      name: 'navTitle',
      label: 'Title in menus',
      type: 'text',
      localized: true,
      maxLength: 60,
      admin: {
        position: 'sidebar',
        description: 'A shorter title for menus that follow the page tree, in this language; empty: the page title.',
      },
    },
    {
      name: 'hideInMenus',
      label: 'Hide in menus',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description:
          'Leaves this page and the pages below it out of menus that follow the page tree (e.g. legal pages linked in the footer). The page stays reachable by its URL.',
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
