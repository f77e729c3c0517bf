import type { Field } from 'payload';
import { validateAnchor } from '@/collections/Banners/validation';

/** The id of a block's element, so that anchor links (Buttons block, rich text "#id") can scroll to it. */
export const anchorField: Field = {
  name: 'anchor',
  type: 'text',
  maxLength: 40,
  validate: validateAnchor,
  admin: { description: 'Optional id for anchor links to this element (a-z, 0-9, -), e.g. "video" for "#video".' },
};
