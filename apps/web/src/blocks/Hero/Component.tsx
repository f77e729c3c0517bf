import { Parallax } from '@meridian/site-kit/chrome/client';
import { ResponsiveImage } from '@/media/Media';
import type { HeroBlock } from '@/payload-types';
import { linkToPage, type BlockContext } from '../context';

export function HeroComponent({ block, context }: { block: HeroBlock; context: BlockContext }) {
  const ctaHref = block.cta?.label ? linkToPage(context, block.cta.page) : null;
  const Heading = context.isFirst ? 'h1' : 'h2';
  const media = block.image && typeof block.image === 'object' ? block.image : null;
  return (
    <section className="block-hero">
      {context.parallax && media?.width && media.height ? (
        // Brand variant (theme data): the image moves when it exceeds the frame by more than 50 px.
        <Parallax ratio={media.height / media.width}>
          <ResponsiveImage media={media} sizes="100vw" priority={context.isFirst} className="block-hero__image" />
        </Parallax>
      ) : (
        <ResponsiveImage media={block.image} sizes="100vw" priority={context.isFirst} className="block-hero__image" />
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
