import type { Media as MediaDoc } from '@/payload-types';

const SIZE_ORDER = ['thumbnail', 'small', 'medium', 'large'] as const;

/** `srcset` from the responsive sizes Payload made on upload (WebP), widest last. */
export function responsiveSources(media: MediaDoc): { src: string; srcSet: string } {
  const entries = SIZE_ORDER.flatMap((name) => {
    const size = media.sizes?.[name];
    return size?.url && size.width ? [`${size.url} ${size.width}w`] : [];
  });
  if (media.url && media.width) entries.push(`${media.url} ${media.width}w`);
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
