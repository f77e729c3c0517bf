import { Parallax } from '@meridian/site-kit/chrome/client';
import { ResponsiveImage } from '@/media/Media';
import type { HeroBlock } from '@/payload-types';
import type { BlockPlace } from '../context';

export function HeroComponent({
  block,
  place,
  first,
  parallax,
}: {
  block: HeroBlock;
  place: BlockPlace;
  /** The page's first block: its heading is the page's h1 and its image loads first (LCP). */
  first: boolean;
  parallax: boolean;
}) {
  const ctaHref = block.cta?.label ? place.linkToPage(block.cta.page) : null;
  const Heading = first ? 'h1' : 'h2';
  const media = block.image && typeof block.image === 'object' ? block.image : null;
  return (
    <section className="block-hero">
      {parallax && media?.width && media.height ? (
        // Brand variant (theme data): the image moves when it exceeds the frame by more than 50 px.
        <Parallax ratio={media.height / media.width}>
          <ResponsiveImage media={media} sizes="100vw" priority={first} className="block-hero__image" />
        </Parallax>
      ) : (
        <ResponsiveImage media={block.image} sizes="100vw" priority={first} className="block-hero__image" />
      )}
      <div className="block-hero__body container">
        <Heading className="block-hero__heading">{block.heading}</Heading>
        {block.text ? <p className="block-hero__text">{block.text}</p> : null}
        {ctaHref ? (
          <a className="button button--primary" href={ctaHref}>
            {block.cta?.label}
          </a>
        ) : null}
      </div>
    </section>
  );
}
