import { HeroBlock } from './Hero/config';
import { ImageBlock } from './Image/config';
import { RichTextBlock } from './RichText/config';
import { TeaserBlock } from './Teaser/config';

/** Content blocks editors can place on a page (schemas only; renderers are in each folder's Component.tsx). */
export const pageBlocks = [HeroBlock, RichTextBlock, ImageBlock, TeaserBlock];
