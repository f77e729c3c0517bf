import { preload } from 'react-dom';
import type { Media as MediaDoc } from '@/payload-types';

const SIZE_ORDER = ['thumbnail', 'small', 'medium', 'large'] as const;

/** `srcset` from the responsive sizes Payload made on upload (WebP), widest last. */
export function responsiveSources(media: MediaDoc): { src: string; srcSet: string } {
  // One candidate per width: a srcset with two images of the same width is invalid HTML (the original is often
  // exactly as wide as the largest rendition).
  const byWidth = new Map<number, string>();
  for (const name of SIZE_ORDER) {
    const size = media.sizes?.[name];
    if (size?.url && size.width && !byWidth.has(size.width)) byWidth.set(size.width, size.url);
  }
  if (media.url && media.width && !byWidth.has(media.width)) byWidth.set(media.width, media.url);
  const entries = [...byWidth].sort(([a], [b]) => a - b).map(([width, url]) => `${url} ${width}w`);
  return { src: media.sizes?.medium?.url ?? media.url ?? '', srcSet: entries.join(', ') };
}

export function ResponsiveImage({
  media,
  sizes,
  priority = false,
  className,
}: {
  media: MediaDoc | number | null | undefined;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (!media || typeof media === 'number') return null;
  const { src, srcSet } = responsiveSources(media);
  // The page's largest image (the hero) is requested from the head, ahead of style sheets and scripts, instead of
  // when the parser reaches it.
  if (priority && src)
    preload(src, {
      as: 'image',
      imageSrcSet: srcSet || undefined,
      imageSizes: srcSet ? sizes : undefined,
      fetchPriority: 'high',
    });
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={media.alt ?? ''}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}

/** A transparent pixel: the lazy image's box is set by width/height until the real source loads. */
const PLACEHOLDER_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * An image loaded by site-kit's lazy widget when it comes within 50 px of the viewport (SPEC §9.5), or when
 * its slide is about to be shown; a <noscript> copy keeps it visible without JavaScript.
 */
export function LazyImage({
  media,
  sizes,
  className,
}: {
  media: MediaDoc | number | null | undefined;
  sizes: string;
  className?: string;
}) {
  if (!media || typeof media === 'number') return null;
  const { src, srcSet } = responsiveSources(media);
  const common = {
    className,
    alt: media.alt ?? '',
    width: media.width ?? undefined,
    height: media.height ?? undefined,
    decoding: 'async' as const,
  };
  return (
    <>
      <img
        {...common}
        alt={common.alt}
        src={PLACEHOLDER_SRC}
        data-lazy-src={src}
        data-lazy-srcset={srcSet || undefined}
        data-lazy-sizes={srcSet ? sizes : undefined}
        data-meridian-widget="lazy"
      />
      <noscript>
        <img
          {...common}
          alt={common.alt}
          src={src}
          srcSet={srcSet || undefined}
          sizes={srcSet ? sizes : undefined}
          loading="lazy"
        />
      </noscript>
    </>
  );
}
