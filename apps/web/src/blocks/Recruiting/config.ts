import type { Block, Field } from 'payload';
import { LIST_FIELD_NAMES, validateListFields } from '@meridian/recruiting/lib/list-fields';

/**
 * The recruiting module as a CMS block: its fields are the instance configuration (SPEC §3.10). Every
 * field is optional: an empty field takes the site's default (`defaultConfig()` with the site's variant and
 * company, see `src/recruiting/config.ts`), so an editor only fills in what differs.
 */
const LIST_COMPONENTS = [
  'search',
  'filter',
  'reload',
  'initiativeapplication',
  'registerfreelance',
  'allfreelance',
  'list',
  'metainfo',
];
const url = (name: string, description: string): Field => ({
  name,
  type: 'text',
  maxLength: 500,
  admin: { description },
});
const preset = (name: string): Field => ({
  name,
  type: 'json',
  admin: { description: 'Preset list (JSON array as the facet list call returns it); set → the list is not fetched.' },
});

export const RecruitingBlock: Block = {
  slug: 'recruiting',
  interfaceName: 'RecruitingBlock',
  labels: { singular: 'Recruiting module', plural: 'Recruiting modules' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'mode',
          type: 'select',
          defaultValue: 'list',
          options: ['list', 'link', 'header'],
          admin: { description: 'link: only a button; header: the header search box; list: the full search.' },
        },
        {
          name: 'type',
          type: 'select',
          options: [
            { label: 'Jobs and projects', value: 'all' },
            { label: 'Jobs', value: '3' },
            { label: 'Projects', value: '4' },
          ],
          admin: { description: 'Which offers: jobs, projects or both.' },
        },
        { name: 'count', type: 'number', min: 1, max: 100, admin: { description: 'Page size (default 20).' } },
        {
          name: 'location',
          type: 'text',
          maxLength: 200,
          admin: { description: "Branch id (branch page); empty or '0' = none." },
        },
      ],
    },
    {
      name: 'listComponents',
      type: 'select',
      hasMany: true,
      options: LIST_COMPONENTS,
      admin: { description: 'Empty = the default set.' },
    },
    {
      type: 'collapsible',
      label: 'Identity and hosts',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'variant',
          type: 'select',
          options: ['default', 'brand-a', 'brand-b', 'brand-c'],
          admin: { description: "Empty = the site's variant." },
        },
        {
          name: 'company',
          type: 'text',
          maxLength: 40,
          admin: { description: "Company key of the recruiting data (empty: the site's)." },
        },
        {
          name: 'companyId',
          type: 'number',
          min: 1,
          admin: { description: "Company id of the recruiting data (empty: the site's)." },
        },
        url('api', 'Recruiting API base URL; empty = the configured public API URL.'),
        url('ads', 'Base URL of the tracking pixel.'),
        {
          name: 'tracking',
          type: 'text',
          maxLength: 100,
          admin: { description: 'Tracking code added to the offer links.' },
        },
        {
          name: 'view',
          type: 'text',
          maxLength: 50,
          admin: { description: 'Layout variant of the list (empty: the default).' },
        },
        {
          name: 'filterPosition',
          type: 'text',
          maxLength: 50,
          admin: { description: 'Where the filters sit (empty: the default).' },
        },
        { name: 'tag', type: 'text', maxLength: 100, admin: { description: 'Only offers with this tag.' } },
      ],
    },
    {
      type: 'collapsible',
      label: 'Trade fair',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'messemodus',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Trade-fair mode: offers with a QR code to their detail page.' },
        },
        { name: 'utm', type: 'text', maxLength: 300, admin: { description: 'e.g. utm_source=fair&utm_medium=qr' } },
        url('qrCodeUrl', 'Target of the QR code; empty = the offer URL.'),
      ],
    },
    {
      type: 'collapsible',
      label: 'URLs',
      admin: { initCollapsed: true },
      fields: [
        url('maincareer', 'Career search page; empty = this page.'),
        url('pluginUri', 'URL restored when the detail layer closes; empty = this page.'),
        url('recruitingUrl', 'Apply link prefix ({recruitingUrl}{urlpart}-{jobId}).'),
        url('initiativeUrl', 'Unsolicited application.'),
        url('touchMain', 'Touch URL: main search.'),
        url('touchJob', 'Touch URL: job.'),
        url('touchProject', 'Touch URL: project.'),
        url('touchRegister', 'Touch URL: freelancer registration.'),
      ],
    },
    {
      type: 'collapsible',
      label: 'Link mode and preset filters',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'linkText',
          type: 'text',
          maxLength: 120,
          admin: { description: 'Text of the link to the full search.' },
        },
        { name: 'linkKeyword', type: 'text', maxLength: 100, admin: { description: 'Keyword the link searches for.' } },
        { name: 'linkLocation', type: 'text', maxLength: 100, admin: { description: "'name;lat;lon'" } },
        {
          name: 'linkRadius',
          type: 'select',
          options: ['-', '25', '50', '100', '200'],
          admin: { description: "Radius in km around the link's place ('-': none)." },
        },
        { name: 'range', type: 'text', maxLength: 500, admin: { description: 'Faculty codes, comma list.' } },
        { name: 'targetgroup', type: 'text', maxLength: 500, admin: { description: 'Target group ids, comma list.' } },
      ],
    },
    {
      type: 'collapsible',
      label: 'Display, language and presets',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'entryId',
          type: 'number',
          min: 0,
          admin: { description: 'Id of a single offer to show (0: a list).' },
        },
        { name: 'additionalFields', type: 'text', maxLength: 200, admin: { description: 'Comma list, e.g. range.' } },
        {
          name: 'additionalListFields',
          type: 'text',
          maxLength: 200,
          // A custom validate replaces the text field's own (maxLength included), so the length is checked here too.
          validate: (value: unknown) =>
            typeof value === 'string' && value.length > 200 ? 'At most 200 characters.' : validateListFields(value),
          admin: {
            description: `Offer fields shown as a labelled line on every list item, comma list in the order wanted. Supported: ${LIST_FIELD_NAMES.join(', ')} (range = area name, reference = offer ID). A field an offer has no value for is left out.`,
          },
        },
        {
          name: 'prioLanguage',
          type: 'text',
          maxLength: 5,
          admin: { description: 'Offers in this language first, e.g. de.' },
        },
        {
          name: 'prioTargetmarket',
          type: 'text',
          maxLength: 5,
          admin: { description: 'Offers of this market first, e.g. de.' },
        },
        url('emotionImageDesktop', 'Emotion image (desktop).'),
        url('emotionImageTablet', 'Emotion image (tablet).'),
        url('emotionImagePhone', 'Emotion image (phone).'),
        preset('facultiesFilter'),
        preset('targetgroupsFilter'),
        preset('typesFilter'),
        preset('staffResponsibilitiesFilter'),
        preset('jobtypesFilter'),
        preset('workplacetypesFilter'),
        preset('internalCareerFilter'),
      ],
    },
  ],
};
