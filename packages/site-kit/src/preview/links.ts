import { withPreviewParam } from './rules.ts';

function rewrite(root: ParentNode | Element, token: string, pageUrl: () => string): void {
  const anchors: HTMLAnchorElement[] = [];
  if (root instanceof Element && root.matches('a[href]')) anchors.push(root as HTMLAnchorElement);
  anchors.push(...Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href]')));
  for (const anchor of anchors) {
    const href = anchor.getAttribute('href');
    if (href === null) continue;
    const next = withPreviewParam(href, pageUrl(), token);
    if (next !== href) anchor.setAttribute('href', next);
  }
}

/**
 * Keeps the preview parameter on every same-host link of a document (SPEC §2.6): those there now and those
 * added or changed later (layer content, client components). Returns the function that stops it.
 */
export function keepPreviewOnLinks(
  doc: Document,
  token: string,
  pageUrl: () => string = () => doc.location.href,
): () => void {
  rewrite(doc, token, pageUrl);
  const observer = new doc.defaultView!.MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes' && mutation.target instanceof doc.defaultView!.Element)
        rewrite(mutation.target as Element, token, pageUrl);
      for (const node of Array.from(mutation.addedNodes))
        if (node instanceof doc.defaultView!.Element) rewrite(node as Element, token, pageUrl);
    }
  });
  // Rewriting an href fires another attribute mutation; withPreviewParam is idempotent, so that one is a no-op.
  observer.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['href'] });
  return () => observer.disconnect();
}
