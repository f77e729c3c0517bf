/** Lazy responsive images and videos (SPEC §2.5, §9.5). Pure; the widget (mount.ts) applies them. */
import { BREAKPOINTS } from '../carousel/rules.ts';

/** IntersectionObserver settings for lazy loading: start 50 px before the element scrolls in. */
export const LAZY_OBSERVER: IntersectionObserverInit = { rootMargin: '50px 0px', threshold: 0.01 };

export interface VideoSources {
  small?: string | null;
  medium?: string | null;
  large?: string | null;
}

/**
 * The video source for a viewport width: large from 1100 px, medium from 768 px, small below; falls back to
 * the next smaller, then the next larger source that exists.
 */
export function videoSourceFor(viewportWidth: number, sources: VideoSources): string | null {
  const wanted =
    viewportWidth >= BREAKPOINTS.desktop ? 'large' : viewportWidth >= BREAKPOINTS.tablet ? 'medium' : 'small';
  const order = {
    large: ['large', 'medium', 'small'],
    medium: ['medium', 'small', 'large'],
    small: ['small', 'medium', 'large'],
  } as const;
  for (const size of order[wanted]) {
    const source = sources[size];
    if (source) return source;
  }
  return null;
}

/** Only https or same-site paths may become a media source (values come from the CMS). */
export function isMediaUrl(value: string | null | undefined): value is string {
  if (!value || value.length > 2000) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
