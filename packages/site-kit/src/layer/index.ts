/** Layer (modal) panels (SPEC §2.2, §3.3, §4.2). */
export { Layer, type LayerLabels, type LayerProps } from './Layer.tsx';
export {
  LAYER_OPEN_EVENT,
  LAYER_STATE_EVENT,
  announceLayerOpen,
  onOtherLayerOpen,
  type LayerPhase,
  type LayerStateDetail,
  type LayerUsage,
} from './events.ts';
export { demotePageHeadings } from './heading.ts';
export {
  SCROLLING_THRESHOLD_PX,
  SWIPE_THRESHOLD_PX,
  arrowDirection,
  isScrolling,
  neighbours,
  swipeDirection,
  type Direction,
  type LayerEntry,
} from './rules.ts';
