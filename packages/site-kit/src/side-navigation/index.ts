/** Side-navigation layer (SPEC §2.1, §7.2, §8.2). */
export { SideNavigation, LAYER_LINK_SELECTOR, type SideNavigationTexts } from './SideNavigation.tsx';
export {
  FRAGMENT_TYPE,
  LINK_GUARD_MS,
  PREVIEW_PARAM,
  clickAction,
  contentState,
  fragmentUrl,
  isClickBlocked,
  previewOf,
  type ContentState,
} from './rules.ts';
