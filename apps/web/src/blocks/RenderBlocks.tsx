import type { Page } from '@/payload-types';
import type { BlockContext } from './context';
import { ContestComponent } from './Contest/Component';
import { ButtonsComponent } from './Buttons/Component';
import { HeroComponent } from './Hero/Component';
import { ImageComponent } from './Image/Component';
import { MapComponent } from './Map/Component';
import { RecruitingComponent } from './Recruiting/Component';
import { RichTextComponent } from './RichText/Component';
import { SearchResultsComponent } from './SearchResults/Component';
import { SliderComponent } from './Slider/Component';
import { TeaserComponent } from './Teaser/Component';
import { VideoComponent } from './Video/Component';

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
          case 'recruiting':
            return <RecruitingComponent key={key} block={block} context={blockContext} />;
          case 'teaser':
            return <TeaserComponent key={key} block={block} context={blockContext} />;
          case 'searchResults':
            return <SearchResultsComponent key={key} block={block} context={blockContext} />;
          case 'contest':
            return <ContestComponent key={key} block={block} context={blockContext} />;
          case 'map':
            return <MapComponent key={key} block={block} context={blockContext} />;
          case 'slider':
            return (
              <SliderComponent key={key} block={block} context={blockContext} id={`slider-${block.id ?? index}`} />
            );
          case 'video':
            return <VideoComponent key={key} block={block} context={blockContext} />;
          case 'buttons':
            return <ButtonsComponent key={key} block={block} context={blockContext} />;
          default:
            return null;
        }
      })}
    </>
  );
}
