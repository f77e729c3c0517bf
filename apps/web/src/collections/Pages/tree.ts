/**
 * The page tree of a site (pure): pages with a parent page and an order among their siblings (Payload's
 * `orderable` key, `_order`). Used by the admin's page tree, the parent check and the navigation that follows the
 * tree. A page whose parent is missing, of another site, or caught in a cycle hangs at the top level instead of
 * disappearing.
 */

export type RelationValue = number | string | { id: number | string } | null | undefined;

export interface TreePage {
  id: number | string;
  parent?: RelationValue;
  tenant?: RelationValue;
  _order?: string | null;
}

export interface TreeNode<P extends TreePage> {
  page: P;
  depth: number;
  children: TreeNode<P>[];
}

export const idOf = (value: RelationValue): string | null =>
  value === null || value === undefined || value === ''
    ? null
    : typeof value === 'object'
      ? String(value.id)
      : String(value);

/**
 * Siblings in their manual order: by order key (fractional indexing keys compare as plain strings, not by locale);
 * pages without a key (made before the tree existed) after them, by id.
 */
export function compareSiblings(a: TreePage, b: TreePage): number {
  const keyA = a._order ?? null;
  const keyB = b._order ?? null;
  if (keyA !== null && keyB !== null && keyA !== keyB) return keyA < keyB ? -1 : 1;
  if (keyA !== null && keyB === null) return -1;
  if (keyA === null && keyB !== null) return 1;
  const numA = Number(a.id);
  const numB = Number(b.id);
  if (Number.isFinite(numA) && Number.isFinite(numB)) return numA - numB;
  return String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0;
}

/**
 * The tree of one site's pages. Pages of other sites are left out; a parent that is not among the pages (another
 * site's page, a deleted or filtered page) makes the page a top-level one; so does a parent chain that loops.
 */
export function buildPageTree<P extends TreePage>(pages: readonly P[], siteId?: number | string): TreeNode<P>[] {
  const own = siteId === undefined ? [...pages] : pages.filter((page) => idOf(page.tenant) === String(siteId));
  const byId = new Map(own.map((page) => [String(page.id), page]));
  const parentOf = (page: P): string | null => {
    const parent = idOf(page.parent);
    return parent !== null && parent !== String(page.id) && byId.has(parent) ? parent : null;
  };
  // A page is in a cycle when following its parents comes back to it; such pages go to the top level.
  const inCycle = new Set<string>();
  for (const page of own) {
    const seen = new Set<string>([String(page.id)]);
    let current = parentOf(page);
    while (current !== null) {
      if (seen.has(current)) {
        if (current === String(page.id)) inCycle.add(current);
        break;
      }
      seen.add(current);
      current = parentOf(byId.get(current)!);
    }
  }
  const childrenOf = new Map<string | null, P[]>();
  for (const page of own) {
    const parent = inCycle.has(String(page.id)) ? null : parentOf(page);
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), page]);
  }
  const build = (parent: string | null, depth: number, path: Set<string>): TreeNode<P>[] =>
    (childrenOf.get(parent) ?? [])
      .filter((page) => !path.has(String(page.id)))
      .sort(compareSiblings)
      .map((page) => ({
        page,
        depth,
        children: build(String(page.id), depth + 1, new Set([...path, String(page.id)])),
      }));
  return build(null, 0, new Set());
}

/** The tree as a list in reading order (parent before its children), each with its depth. */
export function flattenTree<P extends TreePage>(nodes: readonly TreeNode<P>[]): TreeNode<P>[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

/** Why a page may not get this parent, in the English wording of the admin dictionary; null when it may. */
export function parentError(
  page: { id?: number | string | null; tenant: RelationValue },
  parent: TreePage | null,
  pages: readonly TreePage[],
): string | null {
  if (!parent) return null;
  const pageId = page.id === undefined || page.id === null ? null : String(page.id);
  if (pageId !== null && String(parent.id) === pageId) return 'A page cannot be its own parent page.';
  if (idOf(parent.tenant) !== idOf(page.tenant))
    return 'The parent page belongs to another site: choose a page of this site.';
  if (pageId === null) return null;
  // Walk up from the chosen parent: meeting the page itself means the parent is one of its descendants.
  const byId = new Map(pages.map((candidate) => [String(candidate.id), candidate]));
  const seen = new Set<string>();
  let current: string | null = idOf(parent.parent);
  while (current !== null && !seen.has(current)) {
    if (current === pageId) return 'The parent page is below this page in the page tree: choose another page.';
    seen.add(current);
    current = idOf(byId.get(current)?.parent);
  }
  return null;
}

/** A page of the tree as a navigation shows it. */
export interface PublishedTreeEntry {
  id: number;
  title: string;
  children: PublishedTreeEntry[];
}

/** What a navigation that follows the tree reads of a page in one language. */
export type MenuTreePage = TreePage & {
  title?: string | null;
  slug?: string | null;
  _status?: string | null;
  /** A shorter title for menus in this language; the page's title when empty. */
  navTitle?: string | null;
  /** Left out of menus (with its child pages), still reachable by its URL — e.g. legal pages linked in the footer. */
  hideInMenus?: boolean | null;
};

/**
 * The tree a navigation follows in one language (pages read in that language, without fallback): pages published
 * with a title and a slug in it and not hidden from menus, each named by its menu title where it has one; a page
 * that is left out takes its child pages with it (they do not move up a level).
 */
export function publishedTree<P extends MenuTreePage>(nodes: readonly TreeNode<P>[]): PublishedTreeEntry[] {
  return nodes
    .filter(
      ({ page }) =>
        page._status === 'published' && !page.hideInMenus && Boolean(page.title?.trim()) && Boolean(page.slug?.trim()),
    )
    .map(({ page, children }) => ({
      id: Number(page.id),
      title: page.navTitle?.trim() || page.title!.trim(),
      children: publishedTree(children),
    }));
}
