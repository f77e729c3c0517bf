import { describe, expect, it } from 'vitest';
import { generateNKeysBetween } from 'payload/shared';
import { buildPageTree, flattenTree, parentError, publishedTree, type MenuTreePage } from './tree';

type Page = MenuTreePage;

const [k1, k2, k3, k4] = generateNKeysBetween(null, null, 4);
const page = (id: number, extra: Partial<Page> = {}): Page => ({
  id,
  tenant: 1,
  parent: null,
  _order: null,
  title: `P${id}`,
  slug: `p${id}`,
  _status: 'published',
  ...extra,
});
const shape = (nodes: ReturnType<typeof buildPageTree<Page>>): unknown =>
  nodes.map((node) => (node.children.length ? { [node.page.id]: shape(node.children) } : node.page.id));

describe('the page tree', () => {
  it('puts pages below their parents and siblings in their order keys, keyless pages last by id', () => {
    const pages = [
      page(1, { _order: k3 }),
      page(2, { _order: k1 }),
      page(3, { parent: 1, _order: k2 }),
      page(4, { parent: { id: 1 }, _order: k1 }),
      page(5, { parent: 1 }),
      page(6),
      page(7, { parent: 4, _order: k4 }),
    ];
    expect(shape(buildPageTree(pages, 1))).toEqual([2, { 1: [{ 4: [7] }, 3, 5] }, 6]);
    expect(flattenTree(buildPageTree(pages, 1)).map((node) => [node.page.id, node.depth])).toEqual([
      [2, 0],
      [1, 0],
      [4, 1],
      [7, 2],
      [3, 1],
      [5, 1],
      [6, 0],
    ]);
  });

  it('compares order keys as plain strings (fractional keys), not by locale', () => {
    // "a0" < "aA" < "a_" in code units; a locale compare would put "aA" elsewhere.
    const pages = [page(1, { _order: 'aA' }), page(2, { _order: 'a0' }), page(3, { _order: 'Zz' })];
    expect(shape(buildPageTree(pages, 1))).toEqual([3, 2, 1]);
  });

  it('leaves out pages of other sites; a parent of another site or a missing one makes a top-level page', () => {
    const pages = [
      page(1),
      page(2, { tenant: 2 }),
      page(3, { parent: 2 }),
      page(4, { parent: 99 }),
      page(5, { tenant: { id: 2 } }),
    ];
    expect(shape(buildPageTree(pages, 1))).toEqual([1, 3, 4]);
    expect(shape(buildPageTree(pages, 2))).toEqual([2, 5]);
  });

  it('survives cycles in stored data: the pages of a cycle go to the top level, nothing is lost or repeated', () => {
    const pages = [page(1, { parent: 2 }), page(2, { parent: 1 }), page(3, { parent: 3 }), page(4, { parent: 1 })];
    const tree = buildPageTree(pages, 1);
    expect(shape(tree)).toEqual([{ 1: [4] }, 2, 3]);
    expect(
      flattenTree(tree)
        .map((node) => node.page.id)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
  });
});

describe('the parent check', () => {
  const pages = [page(1), page(2, { parent: 1 }), page(3, { parent: 2 }), page(4), page(9, { tenant: 2 })];
  const byId = (id: number) => pages.find((candidate) => candidate.id === id)!;

  it('refuses the page itself', () => {
    expect(parentError({ id: 1, tenant: 1 }, byId(1), pages)).toBe('A page cannot be its own parent page.');
  });

  it('refuses a page of another site', () => {
    expect(parentError({ id: 1, tenant: 1 }, byId(9), pages)).toBe(
      'The parent page belongs to another site: choose a page of this site.',
    );
    expect(parentError({ tenant: 1 }, byId(9), pages)).toBe(
      'The parent page belongs to another site: choose a page of this site.',
    );
  });

  it('refuses a descendant (a child and a grandchild), which would make a cycle', () => {
    const refused = 'The parent page is below this page in the page tree: choose another page.';
    expect(parentError({ id: 1, tenant: 1 }, byId(2), pages)).toBe(refused);
    expect(parentError({ id: 1, tenant: 1 }, byId(3), pages)).toBe(refused);
  });

  it('accepts another page of the site, no parent, and any parent for a new page', () => {
    expect(parentError({ id: 3, tenant: 1 }, byId(4), pages)).toBeNull();
    expect(parentError({ id: 2, tenant: 1 }, null, pages)).toBeNull();
    expect(parentError({ tenant: 1 }, byId(3), pages)).toBeNull();
  });

  it('ends on stored cycles above the chosen parent', () => {
    const looped = [page(1, { parent: 2 }), page(2, { parent: 1 }), page(5)];
    expect(parentError({ id: 5, tenant: 1 }, looped[0]!, looped)).toBeNull();
  });
});

describe('the tree a navigation follows', () => {
  it('keeps pages published with a title and slug in the language; an unpublished page takes its children with it', () => {
    const pages = [
      page(1, { _order: k1 }),
      page(2, { parent: 1, _order: k1 }),
      page(3, { parent: 1, _order: k2, _status: 'draft' }),
      page(4, { parent: 3 }),
      page(5, { _order: k2, title: null }),
      page(6, { _order: k3, slug: '' }),
      page(7, { _order: k4, title: '  Kontakt ' }),
      page(8, { parent: 7, tenant: 2 }),
    ];
    expect(publishedTree(buildPageTree(pages, 1))).toEqual([
      { id: 1, title: 'P1', children: [{ id: 2, title: 'P2', children: [] }] },
      { id: 7, title: 'Kontakt', children: [] },
    ]);
  });

  it('leaves out pages hidden from menus with their children, and names pages by their menu title', () => {
    const pages = [
      page(1, { _order: k1, navTitle: '  Jobs ' }),
      page(2, { _order: k2, hideInMenus: true, title: 'Impressum' }),
      page(3, { parent: 2 }),
      page(4, { _order: k3, navTitle: '   ' }),
      page(5, { parent: 1, hideInMenus: false, navTitle: null }),
    ];
    expect(publishedTree(buildPageTree(pages, 1))).toEqual([
      { id: 1, title: 'Jobs', children: [{ id: 5, title: 'P5', children: [] }] },
      { id: 4, title: 'P4', children: [] },
    ]);
  });
});
