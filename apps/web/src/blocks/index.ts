import { ContestBlock } from './Contest/config';
import { ButtonsBlock } from './Buttons/config';
import { HeroBlock } from './Hero/config';
import { ImageBlock } from './Image/config';
import { MapBlock } from './Map/config';
import { RichTextBlock } from './RichText/config';
import { SearchResultsBlock } from './SearchResults/config';
import { SliderBlock } from './Slider/config';
import { RecruitingBlock } from './Recruiting/config';
import { TeaserBlock } from './Teaser/config';
import { VideoBlock } from './Video/config';

/** Content blocks editors can place on a page (schemas only; renderers are in each folder's Component.tsx). */
export const pageBlocks = [
  HeroBlock,
  RichTextBlock,
  ImageBlock,
  TeaserBlock,
  RecruitingBlock,
  SearchResultsBlock,
  ContestBlock,
  MapBlock,
  SliderBlock,
  VideoBlock,
  ButtonsBlock,
];
