import type { CollectionConfig, Field } from 'payload';
import { DEFAULT_CONFIGURED_ITEMS, PROVIDERS } from '@meridian/site-kit/consent';
import { authenticated } from '@/access/authenticated';
import { isAdmin } from '@/access/isAdmin';
import { cacheTags, expireTags } from '@/cms/cache-tags';
import { relationId } from '@/cms/relation';

const itemOptions = PROVIDERS.map((id) => ({ label: id, value: id }));

const httpsUrl = (value: unknown) =>
  value == null ||
  value === '' ||
  (typeof value === 'string' && /^(https:\/\/|\/)[^\s<>"]*$/.test(value) && value.length <= 500)
    ? true
    : 'Use an https:// or site-relative (/…) link.';

const optionalText = (name: string, description: string): Field => ({
  name,
  type: 'text',
  localized: true,
  maxLength: 120,
  admin: { description },
});

/**
 * The cookie dialog configuration of a site (SPEC §3.2): one document per site. Raising `revision` asks every
 * visitor of the site again; changing the items does so by itself (SPEC §4.1 re-show rules).
 */
export const ConsentSettings: CollectionConfig = {
  slug: 'consent-settings',
  labels: { singular: 'Consent settings', plural: 'Consent settings' },
  admin: { useAsTitle: 'companyName', group: 'Privacy', defaultColumns: ['companyName', 'revision', 'updatedAt'] },
  access: { read: authenticated, create: authenticated, update: authenticated, delete: isAdmin },
  hooks: {
    afterChange: [
      ({ doc }) => {
        const siteId = relationId(doc.tenant);
        if (siteId) expireTags(cacheTags.consent(siteId));
      },
    ],
  },
  fields: [
    {
      name: 'items',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: [...DEFAULT_CONFIGURED_ITEMS],
      options: itemOptions,
      admin: {
        description:
          'Services used on this site. Essentials (SALESFORCE, MERIDIAN_CDN, MERIDIAN_API, GOOGLE_FONTS) cannot be refused.',
      },
    },
    {
      name: 'revision',
      type: 'number',
      required: true,
      defaultValue: 1,
      min: 1,
      max: 1_000_000,
      admin: {
        step: 1,
        description: 'Raise by one to ask every visitor for consent again (e.g. after the privacy statement changed).',
      },
      validate: (value: unknown) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 1_000_000
          ? true
          : 'A whole number from 1.',
    },
    {
      name: 'infoUrls',
      type: 'array',
      admin: { description: 'The "More information" link of each service.' },
      fields: [
        {
          name: 'item',
          type: 'select',
          required: true,
          options: itemOptions,
          admin: { description: 'The cookie category the link explains.' },
        },
        {
          name: 'url',
          type: 'text',
          required: true,
          validate: httpsUrl,
          admin: { description: 'https:// address of the explanation.' },
        },
      ],
    },
    {
      name: 'companyName',
      type: 'text',
      maxLength: 120,
      admin: { description: 'Company named in the cookie dialog.' },
    },
    {
      name: 'companyUrl',
      type: 'text',
      validate: httpsUrl,
      admin: { description: 'https:// address of the company named in the cookie dialog.' },
    },
    optionalText('headline', 'Replaces the dialog headline in this language.'),
    optionalText('buttonPrimary', 'Replaces the "Accept cookies" button text in this language.'),
    optionalText('buttonSecondary', 'Replaces the "Accept essential cookies" button text in this language.'),
    {
      type: 'group',
      name: 'tags',
      label: 'Consent-gated tags',
      admin: { description: 'Loaded only after the visitor consented to the matching service.' },
      fields: [
        {
          name: 'googleTagManagerId',
          type: 'text',
          admin: { description: 'Tag manager container (GOOGLE_ANALYTICS), e.g. GTM-ABC1234.' },
          validate: (value: unknown) =>
            value == null || value === '' || (typeof value === 'string' && /^GTM-[A-Z0-9]{4,12}$/.test(value))
              ? true
              : 'Format GTM-XXXXXXX.',
        },
        {
          name: 'pingdomId',
          type: 'text',
          admin: { description: 'Uptime monitoring (PINGDOM) real-user-monitoring id, e.g. 5f1a2b3c4d5e6f0012345678.' },
          validate: (value: unknown) =>
            value == null || value === '' || (typeof value === 'string' && /^[a-z0-9]{6,32}$/i.test(value))
              ? true
              : 'Letters and digits only.',
        },
      ],
    },
  ],
};
