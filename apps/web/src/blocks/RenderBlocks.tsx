import type { ContestFlash } from '@/contest/flash';
import type { Page } from '@/payload-types';
import type { SearchView } from '@/site-search/data';
import type { BlockPlace, Rendering } from './context';
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

/** The page whose layout is rendered: each block is handed the part of it that it uses. */
export interface BlocksPage {
  place: BlockPlace;
  rendering: Rendering;
  /** The site (brand key and legal name): the recruiting module's defaults, the maps' brand differences. */
  site: { key: string; legalName: string };
  /** This page's own path (the contest form returns here; the recruiting module's list page). */
  path: string;
  /** Brand variant: hero images move with a parallax effect (theme data). */
  parallax: boolean;
  /** Outside Production (SPEC §1): blocks show configuration errors to editors instead of hiding them. */
  debug: boolean;
  /** The site search on a search-result page. */
  search?: SearchView;
  /** A verified workspace preview token (forms keep it; links are rewritten in the browser). */
  preview: string | null;
  /** The outcome of a contest entry just posted from this page (read from its cookie by the page route). */
  contestFlash: ContestFlash | null;
  /** Job id of a detail URL {maincareer}/{jobId}/{urlpart} (SPEC §2.8). */
  offerJobId: number | null;
}

/** Renders a page's layout; unknown block types (e.g. from a newer schema) are skipped, never crash a page. */
export function RenderBlocks({ blocks, page }: { blocks: Page['layout']; page: BlocksPage }) {
  const { place } = page;
  return (
    <>
      {(blocks ?? []).map((block: LayoutBlock, index) => {
        // The first block of a page gets priority loading for its image (LCP) and, as a hero, the page's h1.
        const first = index === 0;
        const key = block.id ?? `${block.blockType}-${index}`;
        switch (block.blockType) {
          case 'hero':
            return (
              <HeroComponent
                key={key}
                block={block}
                place={place}
                first={first}
                parallax={page.parallax && page.rendering.live}
              />
            );
          case 'richText':
            return <RichTextComponent key={key} block={block} />;
          case 'image':
            return <ImageComponent key={key} block={block} priority={first} />;
          case 'recruiting':
            return (
              <RecruitingComponent
                key={key}
                block={block}
                place={place}
                siteKey={page.site.key}
                pagePath={page.path}
                rendering={page.rendering}
                offerJobId={page.offerJobId}
              />
            );
          case 'teaser':
            return <TeaserComponent key={key} block={block} place={place} />;
          case 'searchResults':
            return (
              <SearchResultsComponent
                key={key}
                block={block}
                place={place}
                search={page.search}
                preview={page.preview}
              />
            );
          case 'contest':
            return (
              <ContestComponent key={key} block={block} place={place} flash={page.contestFlash} returnTo={page.path} />
            );
          case 'map':
            return (
              <MapComponent
                key={key}
                block={block}
                place={place}
                live={page.rendering.live}
                site={page.site}
                debug={page.debug}
              />
            );
          case 'slider':
            return <SliderComponent key={key} block={block} place={place} id={`slider-${block.id ?? index}`} />;
          case 'video':
            return <VideoComponent key={key} block={block} place={place} />;
          case 'buttons':
            return <ButtonsComponent key={key} block={block} place={place} />;
          default:
            return null;
        }
      })}
    </>
  );
}
