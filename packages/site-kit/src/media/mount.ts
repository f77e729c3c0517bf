/**
 * Lazy responsive images and videos (SPEC §2.5, §9.5), loaded when they come within 50 px of the viewport:
 *
 *   <img data-meridian-widget="lazy" data-lazy-src="…" data-lazy-srcset="…" data-lazy-sizes="…" src="(placeholder)">
 *   <video data-meridian-widget="lazy" data-lazy-video-small="…" data-lazy-video-medium="…" data-lazy-video-large="…">
 *
 * and consent-gated embeds (`data-meridian-widget="consent-embed"` around the consent module's placeholder),
 * which load at once when the visitor already consented, else on the cookie-accept event (consent/loader.ts).
 */
import { activateConsented } from '../consent/loader.ts';
import { consentInForce } from '../consent/state.ts';
import { isMediaUrl, LAZY_OBSERVER, videoSourceFor } from './rules.ts';

const LAZY_SELECTOR =
  '[data-lazy-src], [data-lazy-srcset], video[data-lazy-video-small], video[data-lazy-video-medium], video[data-lazy-video-large]';

/** Swaps the real sources in; an element loads once. */
export function loadLazy(element: Element): void {
  if (element instanceof HTMLImageElement) {
    const srcset = element.getAttribute('data-lazy-srcset');
    const src = element.getAttribute('data-lazy-src');
    // `sizes` waits with the srcset (HTML allows sizes only beside a srcset).
    const sizes = element.getAttribute('data-lazy-sizes');
    if (sizes) element.sizes = sizes;
    element.removeAttribute('data-lazy-sizes');
    // srcset entries are "url width" pairs; every url must be allowed.
    if (srcset && srcset.split(',').every((entry) => isMediaUrl(entry.trim().split(/\s+/)[0]))) element.srcset = srcset;
    if (isMediaUrl(src)) element.src = src;
    element.removeAttribute('data-lazy-srcset');
    element.removeAttribute('data-lazy-src');
  } else if (element instanceof HTMLVideoElement) {
    const source = videoSourceFor(window.innerWidth, {
      small: element.dataset.lazyVideoSmall,
      medium: element.dataset.lazyVideoMedium,
      large: element.dataset.lazyVideoLarge,
    });
    delete element.dataset.lazyVideoSmall;
    delete element.dataset.lazyVideoMedium;
    delete element.dataset.lazyVideoLarge;
    if (isMediaUrl(source)) {
      element.src = source;
      if (element.autoplay) void element.play().catch(() => undefined);
    }
  }
  element.setAttribute('data-lazy-loaded', '');
}

/** Loads every lazy element in `root` now (e.g. slides about to move into view). */
export function loadLazyIn(root: ParentNode): void {
  for (const element of Array.from(root.querySelectorAll(LAZY_SELECTOR))) loadLazy(element);
}

let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer!.unobserve(entry.target);
      loadLazy(entry.target);
    }
  }, LAZY_OBSERVER);
  return observer;
}

export function mountLazy(element: HTMLElement): () => void {
  if (!element.matches(LAZY_SELECTOR)) return () => {};
  if (typeof IntersectionObserver === 'undefined') {
    loadLazy(element);
    return () => {};
  }
  const io = sharedObserver();
  io.observe(element);
  return () => io.unobserve(element);
}

export function mountConsentEmbed(element: HTMLElement): void {
  activateConsented(consentInForce(), element);
}
