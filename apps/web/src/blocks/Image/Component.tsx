import { ResponsiveImage } from '@/media/Media';
import type { ImageBlock } from '@/payload-types';

export function ImageComponent({ block, priority }: { block: ImageBlock; priority: boolean }) {
  return (
    <figure className="block-image container">
      <ResponsiveImage media={block.image} sizes="(min-width: 1100px) 1040px, 100vw" priority={priority} />
      {block.caption ? <figcaption>{block.caption}</figcaption> : null}
    </figure>
  );
}
