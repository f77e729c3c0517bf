import type { Page } from '@/payload-types';
import type { BlockContext } from './context';
import { HeroComponent } from './Hero/Component';
import { ImageComponent } from './Image/Component';
import { RichTextComponent } from './RichText/Component';
import { TeaserComponent } from './Teaser/Component';

type LayoutBlock = NonNullable<Page['layout']>[number];

/** Renders a page's layout; unknown block types (e.g. from a newer schema) are skipped, never crash a page. */
export function RenderBlocks({ blocks, context }: { blocks: Page['layout']; context: Omit<BlockContext, 'isFirst'> }) {
  return (
    <>
      {(blocks ?? []).map((block: LayoutBlock, index) => {
        const blockContext = { ...context, isFirst: index === 0 };
        const key = block.id ?? `${block.blockType}-${index}`;
        switch (block.blockType) {
          case 'hero':
            return <HeroComponent key={key} block={block} context={blockContext} />;
          case 'richText':
            return <RichTextComponent key={key} block={block} />;
          case 'image':
            return <ImageComponent key={key} block={block} context={blockContext} />;
          case 'teaser':
            return <TeaserComponent key={key} block={block} context={blockContext} />;
          default:
            return null;
        }
      })}
    </>
  );
}
