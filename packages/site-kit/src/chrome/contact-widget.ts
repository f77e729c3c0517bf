/**
 * Brand B contact widget (SPEC §4.7): hidden → close (after 1 s) → opening → open (200 ms) → closing → close
 * (200 ms). Pure transitions; the component runs the returned timer.
 */
export const CONTACT_WIDGET_APPEAR_MS = 1000;
export const CONTACT_WIDGET_ANIMATION_MS = 200;

export type ContactWidgetState = 'hidden' | 'close' | 'opening' | 'open' | 'closing';
export type ContactWidgetEvent = 'appear' | 'toggle' | 'open' | 'close' | 'animation-end';

/** The next state and, when a timer has to run before `event` follows, its delay and event. */
export function contactWidgetTransition(
  state: ContactWidgetState,
  event: ContactWidgetEvent,
): { state: ContactWidgetState; after: { ms: number; event: ContactWidgetEvent } | null } {
  const none = { state, after: null };
  const wantsOpen = event === 'open' || (event === 'toggle' && state === 'close');
  const wantsClose = event === 'close' || (event === 'toggle' && state === 'open');
  switch (true) {
    case event === 'appear':
      return state === 'hidden' ? { state: 'close', after: null } : none;
    case wantsOpen && state === 'close':
      return { state: 'opening', after: { ms: CONTACT_WIDGET_ANIMATION_MS, event: 'animation-end' } };
    case wantsClose && state === 'open':
      return { state: 'closing', after: { ms: CONTACT_WIDGET_ANIMATION_MS, event: 'animation-end' } };
    case event === 'animation-end' && state === 'opening':
      return { state: 'open', after: null };
    case event === 'animation-end' && state === 'closing':
      return { state: 'close', after: null };
    default:
      return none;
  }
}

/** The disclosure is expanded from the moment it starts opening until it has finished closing. */
export const contactWidgetExpanded = (state: ContactWidgetState): boolean => state === 'opening' || state === 'open';
