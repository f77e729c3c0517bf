import type { Block } from 'payload';
import { anchorField } from '../fields';

/**
 * A video from the video platform (consent item YOUTUBE): behind a privacy placeholder until the visitor
 * consents to the video platform, then loaded from the platform's privacy-enhanced domain.
 */
export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: 'Video', plural: 'Videos' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 160,
      admin: { description: 'Names the video for screen readers and on the placeholder.' },
    },
    anchorField,
    {
      name: 'videoId',
      type: 'text',
      required: true,
      admin: { description: 'The video platform id (11 characters), e.g. from https://www.youtube.com/watch?v=…' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[A-Za-z0-9_-]{11}$/.test(value)
          ? true
          : '11 characters: letters, digits, - and _.',
    },
    { name: 'caption', type: 'text', maxLength: 300, admin: { description: 'Shown below the video.' } },
  ],
};
