import type { CollectionConfig, Field } from 'payload';
import { authenticated } from '@/access/authenticated';
import { cacheTags, expireTags } from '@/cms/cache-tags';
import { validateBannerEnd, validateBannerIcon, validateBannerStart, validateLinkUrl } from './validation';
import { relationId } from '@/cms/relation';
import { DATE_TIME_PICKER } from '@/collections/fields/date-time';

const siteOf = (doc: { tenant?: unknown }) => relationId(doc.tenant);

const expire = ({ doc }: { doc: { tenant?: unknown } }) => {
  const siteId = siteOf(doc);
  if (siteId) expireTags(cacheTags.banners(siteId));
};

const linkFields: Field[] = [
  {
    name: 'label',
    type: 'text',
    localized: true,
    maxLength: 60,
    admin: { description: 'Text of the link button, e.g. "Register now".' },
  },
  {
    name: 'page',
    type: 'relationship',
    relationTo: 'pages',
    admin: { description: 'A page of this site the button opens.' },
  },
  {
    name: 'url',
    type: 'text',
    maxLength: 500,
    validate: validateLinkUrl,
    admin: { description: 'External link; used when no page is chosen.' },
  },
];

/**
 * Announcement banners of a site (SPEC §3.13, §4.9): shown as a modal or at the bottom of the page; a visitor's
 * dismissal lasts `timer` minutes. With an icon, a closed banner "sleeps" behind a wake-up button; without, it
 * is removed. Info buttons on pages (the Buttons block) toggle it too. It shows only from its start (`startsAt`) and
 * until its end (`endsAt`, e.g. the end of the event it announces): the pages leave it out outside that time and the
 * widget checks both again in the browser (pages are kept in a cache). Like pages, a banner has drafts and versions:
 * the site shows only a published banner, as last published (a draft saved over it changes nothing there), and
 * editors can schedule its publish and unpublish (Payload's schedulePublish jobs on the CMS job queue; the
 * afterChange hook expires the site's cached banners when the job runs).
 */
export const Banners: CollectionConfig = {
  slug: 'banners',
  labels: { singular: 'Banner', plural: 'Banners' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', '_status', 'position', 'startsAt', 'endsAt', 'active', 'updatedAt'],
    description:
      'A banner shows on the site once it is published (at once, or at a scheduled time) and while it is within its show from / until; a saved draft does not change the site until it is published.',
  },
  // Public pages read banners on the server (overrideAccess); the REST API is for editors.
  access: { read: authenticated, create: authenticated, update: authenticated, delete: authenticated },
  // Drafts are validated too: a draft with a wrong date is refused at once, not only when it is published.
  versions: { drafts: { schedulePublish: true, validate: true }, maxPerDoc: 50 },
  hooks: { afterChange: [expire], afterDelete: [expire] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120, admin: { description: 'For editors only.' } },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Off: the banner shows nowhere, whatever its dates.' },
    },
    {
      name: 'position',
      type: 'select',
      required: true,
      defaultValue: 'modal',
      options: [
        { label: 'Modal (centred over the page)', value: 'modal' },
        { label: 'Bottom of the page', value: 'bottom' },
      ],
      admin: { position: 'sidebar', description: 'Where the banner appears on the page.' },
    },
    {
      name: 'timer',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      max: 525_600,
      admin: {
        position: 'sidebar',
        step: 1,
        description: 'Minutes a visitor’s dismissal lasts; 0 = shown again on every page load.',
      },
      validate: (value: unknown) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 525_600
          ? true
          : 'Whole minutes from 0 to 525600.',
    },
    {
      name: 'icon',
      type: 'text',
      maxLength: 80,
      validate: validateBannerIcon,
      admin: {
        position: 'sidebar',
        description:
          'Optional. With an icon a closed banner sleeps behind a button with this icon, which opens it again.',
        // A choice of the icons the sites ship, with a preview; it stores the "set|name|glyph" setting (SPEC §3.13).
        components: { Field: '@/collections/Banners/IconPicker#BannerIconPicker' },
      },
    },
    {
      name: 'startsAt',
      type: 'date',
      label: 'Show from',
      admin: {
        position: 'sidebar',
        date: DATE_TIME_PICKER,
        description: 'The banner shows from this moment on. Empty = at once.',
      },
      validate: (value: unknown) => validateBannerStart(value),
    },
    {
      name: 'endsAt',
      type: 'date',
      label: 'Show until',
      admin: {
        position: 'sidebar',
        date: DATE_TIME_PICKER,
        description:
          'When what it announces is over (e.g. the end of the event): from then on the banner no longer shows. Empty = no end.',
      },
      validate: (
        value: unknown,
        { siblingData, previousValue }: { siblingData: { startsAt?: unknown }; previousValue?: unknown },
      ) => validateBannerEnd(value, siblingData?.startsAt, previousValue, Date.now()),
    },
    {
      name: 'headline',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 120,
      admin: { description: 'The banner’s heading, in this language.' },
    },
    {
      name: 'text',
      type: 'textarea',
      localized: true,
      maxLength: 600,
      admin: { description: 'A few sentences below the heading (plain text).' },
    },
    {
      name: 'link',
      type: 'group',
      admin: { description: 'Optional button to a page or an external link.' },
      fields: linkFields,
    },
    {
      name: 'pages',
      type: 'relationship',
      relationTo: 'pages',
      hasMany: true,
      admin: { description: 'Shown on these pages only; empty = on every page of the site.' },
    },
  ],
};
