import { ResponsiveImage } from '@/media/Media';
import type { ImageBlock } from '@/payload-types';
import type { BlockContext } from '../context';

export function ImageComponent({ block, context }: { block: ImageBlock; context: BlockContext }) {
  return (
    <figure className="block-image container">
      <ResponsiveImage media={block.image} sizes="(min-width: 1100px) 1040px, 100vw" priority={context.isFirst} />
      {block.caption ? <figcaption>{block.caption}</figcaption> : null}
    </figure>
  );
}
