import type { Block } from 'payload';

/** Places a contest (lottery) of the site on a page: its question, prizes, terms and the entry form. */
export const ContestBlock: Block = {
  slug: 'contest',
  interfaceName: 'ContestBlock',
  labels: { singular: 'Contest', plural: 'Contests' },
  fields: [
    {
      name: 'contest',
      type: 'relationship',
      relationTo: 'contests',
      required: true,
      admin: { description: 'The contest whose form this element shows.' },
    },
    { name: 'heading', type: 'text', maxLength: 160, admin: { description: "Defaults to the contest's title." } },
  ],
};
