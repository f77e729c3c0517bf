import type { Block } from 'payload';

export const TeaserBlock: Block = {
  slug: 'teaser',
  interfaceName: 'TeaserBlock',
  labels: { singular: 'Teaser', plural: 'Teasers' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160, admin: { description: 'Heading above the teasers.' } },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 120, admin: { description: 'Heading of the card.' } },
        { name: 'text', type: 'textarea', maxLength: 400, admin: { description: 'A sentence or two on the card.' } },
        { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Image of the card.' } },
        { name: 'page', type: 'relationship', relationTo: 'pages', admin: { description: 'The page the card opens.' } },
      ],
      admin: { description: 'One card per teaser, in order.' },
    },
  ],
};
