import type { Field } from 'payload';
import { describe, expect, it } from 'vitest';
import { collectReferences } from './same-site-references';

const teaser = {
  slug: 'teaser',
  fields: [
    {
      name: 'items',
      type: 'array',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'page', type: 'relationship', relationTo: 'pages' },
      ],
    },
  ],
};
const fields = [
  { name: 'title', type: 'text' },
  { name: 'layout', type: 'blocks', localized: true, blocks: [teaser] },
  { name: 'seo', type: 'group', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
  {
    type: 'tabs',
    tabs: [{ label: 'Menu', fields: [{ name: 'links', type: 'relationship', relationTo: 'pages', hasMany: true }] }],
  },
  { type: 'row', fields: [{ name: 'target', type: 'relationship', relationTo: ['pages', 'banners'] }] },
] as unknown as Field[];

describe('references in a document', () => {
  it('finds relationships and uploads in blocks, arrays, groups, tabs and rows, as ids or populated documents', () => {
    const data = {
      title: 'x',
      layout: [{ blockType: 'teaser', items: [{ image: 7, page: { id: 3, title: 'p' } }, { page: null }] }],
      seo: { image: 9 },
      links: [4, { id: 5 }],
      target: { relationTo: 'banners', value: 11 },
    };
    expect(collectReferences(fields, data, ['de', 'en'])).toEqual([
      { path: 'layout.0.items.0.image', relationTo: 'media', id: 7 },
      { path: 'layout.0.items.0.page', relationTo: 'pages', id: 3 },
      { path: 'seo.image', relationTo: 'media', id: 9 },
      { path: 'links.0', relationTo: 'pages', id: 4 },
      { path: 'links.1', relationTo: 'pages', id: 5 },
      { path: 'target', relationTo: 'banners', id: 11 },
    ]);
  });

  it('walks every locale of a localized field sent for several at once', () => {
    const data = {
      layout: {
        de: [{ blockType: 'teaser', items: [{ page: 1 }] }],
        en: [{ blockType: 'teaser', items: [{ page: 2 }] }],
      },
    };
    expect(
      collectReferences(fields, data, ['de', 'en']).map((reference) => `${reference.path}=${reference.id}`),
    ).toEqual(['layout.de.0.items.0.page=1', 'layout.en.0.items.0.page=2']);
  });

  it('ignores unknown blocks, missing values and non-objects', () => {
    expect(collectReferences(fields, { layout: [{ blockType: 'nope', items: [{ page: 1 }] }] }, ['de'])).toEqual([]);
    expect(collectReferences(fields, null, ['de'])).toEqual([]);
  });
});
