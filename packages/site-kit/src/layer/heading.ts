/**
 * While a layer is open the page's own h1 becomes an h2, so that the layer's content holds the only h1
 * (SPEC §2.2); closing puts the original element back. The original node (and its children) is kept, so a
 * framework that rendered it still finds its nodes after the restore.
 */
export function demotePageHeadings(root: ParentNode, except: Element | null): () => void {
  const swapped: { original: HTMLHeadingElement; replacement: HTMLHeadingElement }[] = [];
  for (const original of Array.from(root.querySelectorAll('h1'))) {
    if (except?.contains(original)) continue;
    const replacement = original.ownerDocument.createElement('h2');
    for (const attribute of Array.from(original.attributes)) replacement.setAttribute(attribute.name, attribute.value);
    replacement.setAttribute('data-demoted-h1', '');
    while (original.firstChild) replacement.appendChild(original.firstChild);
    original.replaceWith(replacement);
    swapped.push({ original, replacement });
  }
  return () => {
    for (const { original, replacement } of swapped) {
      while (replacement.firstChild) original.appendChild(replacement.firstChild);
      replacement.replaceWith(original);
    }
  };
}
