import type { Block } from 'payload';

export const ImageBlock: Block = {
  slug: 'image',
  interfaceName: 'ImageBlock',
  labels: { singular: 'Image', plural: 'Images' },
  fields: [
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: { description: 'The image; its alternative text comes from the media library.' },
    },
    { name: 'caption', type: 'text', maxLength: 300, admin: { description: 'Shown below the image.' } },
  ],
};
