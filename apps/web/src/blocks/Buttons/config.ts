import type { Block } from 'payload';
import { BUILT_IN_SCRIPT_CALLS } from '@meridian/site-kit/links/built-in';
import { validateAnchor, validateLinkUrl } from '@/collections/Banners/validation';

/**
 * A row of buttons (SPEC §2.5): each links to a page or URL, scrolls to an element of this page (anchor), runs a
 * named site function (script call, from a fixed list) or toggles an announcement banner (info button).
 */
export const ButtonsBlock: Block = {
  slug: 'buttons',
  interfaceName: 'ButtonsBlock',
  labels: { singular: 'Buttons', plural: 'Buttons' },
  fields: [
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 60, admin: { description: 'Text of the button.' } },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'page',
          options: [
            { label: 'Page', value: 'page' },
            { label: 'External link', value: 'url' },
            { label: 'Anchor on this page', value: 'anchor' },
            { label: 'Site function (script call)', value: 'scriptCall' },
            { label: 'Banner info button', value: 'banner' },
          ],
          admin: { description: 'What the button does: open a page, a link, an anchor, a banner or a site function.' },
        },
        {
          name: 'page',
          type: 'relationship',
          relationTo: 'pages',
          admin: { description: 'The page the button opens.', condition: (_, row) => row?.kind === 'page' },
        },
        {
          name: 'url',
          type: 'text',
          maxLength: 500,
          validate: validateLinkUrl,
          admin: {
            description: 'https://, mailto: or tel: link the button opens.',
            condition: (_, row) => row?.kind === 'url',
          },
        },
        {
          name: 'anchor',
          type: 'text',
          maxLength: 40,
          validate: validateAnchor,
          admin: {
            condition: (_, row) => row?.kind === 'anchor',
            description: 'The anchor id of a block on this page, without "#".',
          },
        },
        {
          name: 'scriptCall',
          type: 'select',
          options: BUILT_IN_SCRIPT_CALLS.map((name) => ({ label: name, value: name })),
          admin: {
            description: 'The site function the button starts.',
            condition: (_, row) => row?.kind === 'scriptCall',
          },
        },
        {
          name: 'banner',
          type: 'relationship',
          relationTo: 'banners',
          admin: { description: 'The banner the button opens.', condition: (_, row) => row?.kind === 'banner' },
        },
        {
          name: 'style',
          type: 'select',
          defaultValue: 'primary',
          options: ['primary', 'secondary'].map((value) => ({ label: value, value })),
          admin: { description: 'Look of the button.' },
        },
      ],
      admin: { description: 'The buttons, in order.' },
    },
  ],
};
