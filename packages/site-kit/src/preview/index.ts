/** Workspace preview links (SPEC §2.6, §6). */
export { PREVIEW_PARAM, rewriteHtmlLinks, withPreviewParam } from './rules.ts';
export { keepPreviewOnLinks } from './links.ts';
