import { ResponsiveImage } from '@/components/Media';
import type { HeroBlock } from '@/payload-types';
import { linkToPage, type BlockContext } from '../context';

export function HeroComponent({ block, context }: { block: HeroBlock; context: BlockContext }) {
  const ctaHref = block.cta?.label ? linkToPage(context, block.cta.page) : null;
  const Heading = context.isFirst ? 'h1' : 'h2';
  return (
    <section className="block-hero">
      <ResponsiveImage media={block.image} sizes="100vw" priority={context.isFirst} className="block-hero__image" />
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
