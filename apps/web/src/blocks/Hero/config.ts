import type { Block } from 'payload';

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      maxLength: 160,
      admin: { description: 'Large heading over the image.' },
    },
    { name: 'text', type: 'textarea', maxLength: 600, admin: { description: 'A few sentences below the heading.' } },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: { description: 'Wide image behind the heading (at least 1600 px wide).' },
    },
    {
      name: 'cta',
      type: 'group',
      label: 'Call to action',
      fields: [
        { name: 'label', type: 'text', maxLength: 60, admin: { description: 'Text of the button.' } },
        {
          name: 'page',
          type: 'relationship',
          relationTo: 'pages',
          admin: { description: 'The page the button opens.' },
        },
      ],
      admin: { description: 'Optional button below the text.' },
    },
  ],
};
