/**
 * Brand B navigation and search panels (SPEC §4.5): closed → loading → open → loading → closed; closing is
 * delayed 500 ms (the slide-out). `loading` is the transition between the two rest states; `target` says which
 * way it goes. Pure: the component performs the returned effect (start or cancel the close timer, or wait one
 * frame before showing).
 */
export const PANEL_CLOSE_DELAY_MS = 500;

export type PanelPhase = 'closed' | 'loading' | 'open';
export interface PanelState {
  phase: PanelPhase;
  target: 'open' | 'closed';
}
export type PanelEvent = 'open' | 'close' | 'toggle' | 'ready' | 'closed' | 'force-close';
export type PanelEffect = 'await-frame' | 'start-close-timer' | 'cancel-close-timer' | null;

export const CLOSED: PanelState = { phase: 'closed', target: 'closed' };

export function panelTransition(state: PanelState, event: PanelEvent): { state: PanelState; effect: PanelEffect } {
  const same = { state, effect: null };
  const wantsOpen = event === 'open' || (event === 'toggle' && state.target === 'closed');
  const wantsClose = event === 'close' || (event === 'toggle' && state.target === 'open');
  if (event === 'force-close') return { state: CLOSED, effect: state.phase === 'closed' ? null : 'cancel-close-timer' };
  if (wantsOpen) {
    if (state.phase === 'closed') return { state: { phase: 'loading', target: 'open' }, effect: 'await-frame' };
    // Re-opened while sliding out: stop the close timer and slide back in.
    if (state.phase === 'loading' && state.target === 'closed')
      return { state: { phase: 'loading', target: 'open' }, effect: 'cancel-close-timer' };
    return same;
  }
  if (wantsClose) {
    if (state.phase === 'open' || (state.phase === 'loading' && state.target === 'open')) {
      return { state: { phase: 'loading', target: 'closed' }, effect: 'start-close-timer' };
    }
    return same;
  }
  if (event === 'ready' && state.phase === 'loading' && state.target === 'open')
    return { state: { phase: 'open', target: 'open' }, effect: null };
  if (event === 'closed' && state.phase === 'loading' && state.target === 'closed')
    return { state: CLOSED, effect: null };
  return same;
}

/** Whether the panel's element is in the page (it stays mounted while it slides out). */
export const panelMounted = (state: PanelState): boolean => state.phase !== 'closed';
/** Whether the panel is shown slid in (CSS transition target). */
export const panelShown = (state: PanelState): boolean => state.phase === 'open';

/** Which panel is open: opening one closes the other. */
export type PanelName = 'navigation' | 'search';
