import type { Block } from 'payload';

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 160 },
    { name: 'text', type: 'textarea', maxLength: 600 },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'cta',
      type: 'group',
      label: 'Call to action',
      fields: [
        { name: 'label', type: 'text', maxLength: 60 },
        { name: 'page', type: 'relationship', relationTo: 'pages' },
      ],
    },
  ],
};
