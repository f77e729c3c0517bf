/** Side-navigation rules (SPEC §2.1, §7.2, §8.2, §9.3). */
export const FRAGMENT_TYPE = '24818';
export const PREVIEW_PARAM = 'ADMCMD_prev';
/** A page-navigation link is disabled this long after each click (double-click guard). */
export const LINK_GUARD_MS = 600;

/**
 * The fragment URL of a page link: its own path with `type=24818`, plus `ADMCMD_prev` when the page is a
 * workspace preview. Same-origin links only; anything else returns null and navigates normally.
 */
export function fragmentUrl(href: string, pageUrl: string, preview: string | null): string | null {
  let target: URL;
  try {
    target = new URL(href, pageUrl);
  } catch {
    return null;
  }
  if (target.origin !== new URL(pageUrl).origin) return null;
  target.hash = '';
  target.searchParams.delete('type');
  target.searchParams.delete(PREVIEW_PARAM);
  target.searchParams.set('type', FRAGMENT_TYPE);
  if (preview) target.searchParams.set(PREVIEW_PARAM, preview);
  return `${target.pathname}${target.search}`;
}

/** The workspace preview of the current page, if any (its `ADMCMD_prev` parameter). */
export function previewOf(pageUrl: string): string | null {
  return new URL(pageUrl).searchParams.get(PREVIEW_PARAM) || null;
}

/** Whether a click comes within the guard time of the previous click on the same link. */
export function isClickBlocked(lastClickAt: number | undefined, now: number, guardMs: number = LINK_GUARD_MS): boolean {
  return lastClickAt !== undefined && now - lastClickAt < guardMs;
}

export type ContentState = { kind: 'content'; html: string } | { kind: 'empty' } | { kind: 'failed' };

/** What the layer shows for a fragment response (SPEC §8.2): content, the 204 block, or the 404 block. */
export function contentState(result: { ok: boolean; status: number; data: unknown }): ContentState {
  if (!result.ok) return { kind: 'failed' };
  const content =
    result.data && typeof result.data === 'object' ? (result.data as { content?: unknown }).content : undefined;
  if (result.status === 204 || typeof content !== 'string' || content.trim() === '') return { kind: 'empty' };
  return { kind: 'content', html: content };
}

/** What a click on a page-navigation link does: open (or switch to) its content, or close when it is active. */
export function clickAction(activeUrl: string | null, clickedUrl: string): 'open' | 'close' {
  return activeUrl === clickedUrl ? 'close' : 'open';
}
