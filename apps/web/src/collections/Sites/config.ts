import type { CollectionConfig } from 'payload';
import { isAdmin } from '@/access/isAdmin';
import { CONTENT_LANGUAGES } from '@/sites/languages';
import { THEMES } from '@/sites/themes';
import { cacheTags, expireTags } from '@/cms/cache-tags';
import { validateContactChannel, validateHost, validateMarket } from './validation';

/**
 * A site (the multi-tenant plugin's tenant): the parent group or a brand, with its hosts, markets and
 * languages, theme and legal page links.
 */
export const Sites: CollectionConfig = {
  slug: 'sites',
  labels: { singular: 'Site', plural: 'Sites' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'key', 'theme'] },
  access: {
    create: isAdmin,
    delete: isAdmin,
  },
  hooks: {
    afterChange: [() => expireTags(cacheTags.sites)],
    afterDelete: [() => expireTags(cacheTags.sites)],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 80,
      admin: { description: 'Short name of the site, shown to editors.' },
    },
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Stable identifier, e.g. group, brand-a.' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z][a-z0-9-]{1,39}$/.test(value)
          ? true
          : 'Use lower-case letters, digits and dashes.',
    },
    {
      name: 'legalName',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: 'Full company name, e.g. in the legal notice and the footer.' },
    },
    {
      name: 'tagline',
      type: 'text',
      localized: true,
      maxLength: 160,
      admin: { description: 'Short slogan below the logo, in this language.' },
    },
    {
      name: 'theme',
      type: 'select',
      required: true,
      defaultValue: 'group',
      options: Object.keys(THEMES).map((key) => ({ label: key, value: key })),
      admin: { description: 'Colours, fonts and logo of the site.' },
    },
    {
      name: 'isDefault',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Serves requests for hosts no site claims.' },
    },
    {
      name: 'hosts',
      type: 'array',
      minRows: 1,
      admin: { description: 'Host names this site answers on (production, preview and development hosts).' },
      fields: [
        {
          name: 'host',
          type: 'text',
          required: true,
          validate: validateHost,
          admin: { description: 'A host name, e.g. www.example.com (no https://, no path).' },
        },
      ],
    },
    {
      name: 'marketLanguages',
      type: 'array',
      minRows: 1,
      admin: { description: 'Markets and languages served, as /{market}/{language}. The first is the default.' },
      fields: [
        {
          name: 'market',
          type: 'text',
          required: true,
          validate: validateMarket,
          admin: { description: 'Market code in the URL, e.g. de.' },
        },
        {
          name: 'lang',
          type: 'select',
          required: true,
          options: CONTENT_LANGUAGES.map((lang) => ({ label: lang, value: lang })),
          admin: { description: 'Language of the pages under this market.' },
        },
      ],
    },
    {
      type: 'group',
      name: 'legal',
      label: 'Legal pages',
      fields: [
        {
          name: 'privacyPage',
          type: 'relationship',
          relationTo: 'pages',
          admin: { description: 'The privacy statement of this site.' },
        },
        {
          name: 'legalNoticePage',
          type: 'relationship',
          relationTo: 'pages',
          admin: { description: 'The legal notice (imprint) of this site.' },
        },
      ],
      admin: { description: 'The pages linked as privacy statement and legal notice on every page.' },
    },
    {
      name: 'homePage',
      type: 'relationship',
      relationTo: 'pages',
      admin: { description: 'The page shown at /{market}/{language}.' },
    },
    {
      name: 'careerPage',
      type: 'relationship',
      relationTo: 'pages',
      admin: {
        description: 'The page with the job search: offer pages live below it ({career page}/{job id}/{slug}).',
      },
    },
    {
      // Search engines and sharing.
      type: 'group',
      name: 'seo',
      label: 'Search and sharing',
      fields: [
        {
          name: 'shareImage',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Default image of shared links (Open Graph, Twitter cards), 1200 × 630.' },
        },
        {
          name: 'sameAs',
          type: 'array',
          maxRows: 10,
          admin: { description: "The company's profiles elsewhere (https://…), for job postings." },
          fields: [
            {
              name: 'url',
              type: 'text',
              required: true,
              validate: (value: unknown) =>
                typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value) ? true : 'Use an https:// URL.',
              admin: { description: 'A profile address, e.g. https://www.linkedin.com/company/….' },
            },
          ],
        },
      ],
      admin: { description: 'How the site appears in search engines and shared links.' },
    },
    {
      type: 'group',
      name: 'contactWidget',
      label: 'Contact widget',
      admin: { description: 'The floating contact widget (brand B): shown when it has at least one channel.' },
      fields: [
        {
          name: 'heading',
          type: 'text',
          localized: true,
          maxLength: 80,
          admin: { description: 'Title of the contact widget, in this language.' },
        },
        {
          name: 'channels',
          type: 'array',
          maxRows: 8,
          fields: [
            {
              name: 'kind',
              type: 'select',
              required: true,
              options: ['phone', 'email', 'whatsapp', 'link'].map((value) => ({ label: value, value })),
              admin: { description: 'Phone, e-mail, WhatsApp or a link.' },
            },
            {
              name: 'label',
              type: 'text',
              localized: true,
              maxLength: 80,
              admin: { description: 'Shown text; defaults to the value.' },
            },
            {
              name: 'value',
              type: 'text',
              required: true,
              maxLength: 300,
              validate: validateContactChannel,
              admin: { description: 'Phone number, e-mail address, WhatsApp number (international) or https:// link.' },
            },
          ],
          admin: { description: 'The ways to reach you, in the order shown.' },
        },
        {
          name: 'hours',
          type: 'textarea',
          localized: true,
          maxLength: 500,
          admin: { description: 'When you can be reached (plain text).' },
        },
      ],
    },
    {
      type: 'group',
      name: 'contact',
      fields: [
        { name: 'street', type: 'text', admin: { description: 'Street and number.' } },
        { name: 'zip', type: 'text', admin: { description: 'Postcode.' } },
        { name: 'city', type: 'text', admin: { description: 'Town or city.' } },
        { name: 'country', type: 'text', admin: { description: 'Country, e.g. Deutschland.' } },
        { name: 'phone', type: 'text', admin: { description: 'Phone number, international, e.g. +49 421 123456.' } },
        { name: 'email', type: 'email', admin: { description: 'General contact e-mail address.' } },
      ],
      admin: { description: "The company's address, phone and e-mail (footer, contact page, job postings)." },
    },
  ],
};
