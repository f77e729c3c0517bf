import type { Block } from 'payload';
import { anchorField } from '../fields';

/**
 * Carousel / slider (SPEC §3.14, §4.11, §9.5): slides with image, title, text and link; visibleSlidesAtOnce on
 * desktop (fewer on tablets and phones), autoplay interval in ms, endless wrap, and the hover sub-menu variant.
 */
export const SliderBlock: Block = {
  slug: 'slider',
  interfaceName: 'SliderBlock',
  labels: { singular: 'Slider', plural: 'Sliders' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160, admin: { description: 'Heading above the slider.' } },
    anchorField,
    {
      type: 'row',
      fields: [
        {
          name: 'visibleSlidesAtOnce',
          type: 'number',
          required: true,
          defaultValue: 1,
          min: 1,
          max: 4,
          admin: { step: 1, description: 'On desktop; tablets show ÷1.5, phones ÷3 (at least 1).' },
          validate: (value: unknown) =>
            typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 4
              ? true
              : 'A whole number from 1 to 4.',
        },
        {
          name: 'interval',
          type: 'number',
          required: true,
          defaultValue: 6000,
          min: 0,
          max: 60_000,
          admin: { step: 500, description: 'Autoplay interval in ms (0 = no autoplay; otherwise 2000–60000).' },
          validate: (value: unknown) =>
            value === 0 || (typeof value === 'number' && Number.isInteger(value) && value >= 2000 && value <= 60_000)
              ? true
              : '0, or 2000 to 60000 ms.',
        },
        {
          name: 'wrap',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'Endless: after the last slide comes the first.' },
        },
        {
          name: 'subMenu',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Hover sub-menu with the slide titles (pauses autoplay while hovered).' },
        },
      ],
    },
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      fields: [
        {
          name: 'title',
          type: 'text',
          required: true,
          maxLength: 120,
          admin: { description: 'Heading of the slide.' },
        },
        { name: 'text', type: 'textarea', maxLength: 300, admin: { description: 'A sentence or two on the slide.' } },
        { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Image of the slide.' } },
        {
          name: 'page',
          type: 'relationship',
          relationTo: 'pages',
          admin: { description: 'The page the slide opens.' },
        },
        {
          name: 'layout',
          type: 'select',
          required: true,
          defaultValue: 'card',
          options: [
            { label: 'Card (image above text)', value: 'card' },
            { label: 'Overlay (text over the image)', value: 'overlay' },
          ],
          admin: { description: 'Card: text below the image; overlay: text on the image.' },
        },
      ],
      admin: { description: 'The slides, in order.' },
    },
  ],
};
