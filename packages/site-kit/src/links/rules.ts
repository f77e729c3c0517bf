/**
 * Site-wide link behaviour (SPEC §2.5): links marked as script calls run a named, registered function (never
 * code from the page: no eval), and same-page anchor links scroll smoothly to their content element.
 */
export const SCRIPT_CALL_ATTRIBUTE = 'data-script-call';

/** A script-call name: an identifier, so it can only ever select a registered function. */
export function isScriptCallName(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(value);
}

/**
 * The id of the element a link scrolls to, when it points to an element of this very page ('#team',
 * '/de/de/about#team' on that page); null for other pages, empty or '#' fragments and other origins.
 */
export function anchorTarget(href: string | null | undefined, pageUrl: string): string | null {
  if (!href) return null;
  let target: URL;
  let page: URL;
  try {
    page = new URL(pageUrl);
    target = new URL(href, page);
  } catch {
    return null;
  }
  if (target.origin !== page.origin || target.pathname !== page.pathname || target.search !== page.search) return null;
  const id = decodeURIComponent(target.hash.slice(1));
  return id ? id : null;
}

/** Smooth scrolling, unless the visitor asked for reduced motion. */
export function scrollBehavior(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? 'auto' : 'smooth';
}
