/**
 * Layer coordination through DOM events, so that features in other bundles (the recruiting search box, a
 * banner) can take part: a layer that opens announces itself and every other layer closes (SPEC §2.1).
 */
export const LAYER_OPEN_EVENT = 'site-kit:layer-open';
/** Life cycle of a layer (SPEC §4.2): open → content → closed → destroyed. */
export const LAYER_STATE_EVENT = 'site-kit:layer-state';

export type LayerPhase = 'open' | 'content' | 'closed' | 'destroyed';
export type LayerUsage = 'default' | 'side-navigation';

export interface LayerStateDetail {
  id: string;
  usage: LayerUsage;
  phase: LayerPhase;
}

export function announceLayerOpen(id: string): void {
  document.dispatchEvent(new CustomEvent(LAYER_OPEN_EVENT, { detail: { id } }));
}

export function announceLayerState(detail: LayerStateDetail): void {
  document.dispatchEvent(new CustomEvent(LAYER_STATE_EVENT, { detail }));
}

/** Calls `close` whenever another layer opens. */
export function onOtherLayerOpen(id: string, close: () => void): () => void {
  const listener = (event: Event) => {
    if ((event as CustomEvent<{ id: string }>).detail?.id !== id) close();
  };
  document.addEventListener(LAYER_OPEN_EVENT, listener);
  return () => document.removeEventListener(LAYER_OPEN_EVENT, listener);
}
