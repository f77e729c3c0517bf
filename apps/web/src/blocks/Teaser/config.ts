import type { Block } from 'payload';

export const TeaserBlock: Block = {
  slug: 'teaser',
  interfaceName: 'TeaserBlock',
  labels: { singular: 'Teaser', plural: 'Teasers' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        { name: 'text', type: 'textarea', maxLength: 400 },
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'page', type: 'relationship', relationTo: 'pages' },
      ],
    },
  ],
};
