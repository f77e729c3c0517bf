import { describe, expect, it } from 'vitest';
import { CLOSED, panelMounted, panelShown, panelTransition, type PanelEvent, type PanelState } from './panels.ts';

const run = (events: PanelEvent[], from: PanelState = CLOSED) =>
  events.reduce((state, event) => panelTransition(state, event).state, from);

describe('panel state machine', () => {
  it('opens: closed → loading → open', () => {
    const first = panelTransition(CLOSED, 'open');
    expect(first).toEqual({ state: { phase: 'loading', target: 'open' }, effect: 'await-frame' });
    expect(panelTransition(first.state, 'ready').state).toEqual({ phase: 'open', target: 'open' });
  });
  it('closes: open → loading → closed, with the 500 ms timer', () => {
    const open = run(['open', 'ready']);
    const closing = panelTransition(open, 'close');
    expect(closing).toEqual({ state: { phase: 'loading', target: 'closed' }, effect: 'start-close-timer' });
    expect(panelTransition(closing.state, 'closed').state).toEqual(CLOSED);
  });
  it('toggle opens a closed panel and closes an open one', () => {
    expect(run(['toggle']).phase).toBe('loading');
    expect(run(['toggle', 'ready']).phase).toBe('open');
    expect(run(['toggle', 'ready', 'toggle'])).toEqual({ phase: 'loading', target: 'closed' });
  });
  it('re-opening while sliding out cancels the close timer', () => {
    const closing = run(['open', 'ready', 'close']);
    expect(panelTransition(closing, 'open')).toEqual({
      state: { phase: 'loading', target: 'open' },
      effect: 'cancel-close-timer',
    });
    expect(run(['open', 'ready'], closing).phase).toBe('open');
  });
  it('closing while still sliding in goes straight to the delayed close', () => {
    expect(panelTransition(run(['open']), 'close')).toEqual({
      state: { phase: 'loading', target: 'closed' },
      effect: 'start-close-timer',
    });
  });
  it('ignores events that do not apply', () => {
    expect(panelTransition(CLOSED, 'close')).toEqual({ state: CLOSED, effect: null });
    expect(panelTransition(CLOSED, 'ready').state).toBe(CLOSED);
    expect(panelTransition(CLOSED, 'closed').state).toBe(CLOSED);
    const open = run(['open', 'ready']);
    expect(panelTransition(open, 'open').state).toBe(open);
    // A late timer after re-opening does not close.
    expect(panelTransition(run(['close', 'open'], open), 'closed').state.target).toBe('open');
  });
  it('force-close goes to closed at once', () => {
    expect(panelTransition(run(['open', 'ready']), 'force-close')).toEqual({
      state: CLOSED,
      effect: 'cancel-close-timer',
    });
  });
  it('stays mounted while loading; is shown only when open', () => {
    expect(panelMounted(CLOSED)).toBe(false);
    expect(panelMounted(run(['open']))).toBe(true);
    expect(panelShown(run(['open']))).toBe(false);
    expect(panelShown(run(['open', 'ready']))).toBe(true);
    expect(panelMounted(run(['open', 'ready', 'close']))).toBe(true);
    expect(panelShown(run(['open', 'ready', 'close']))).toBe(false);
  });
});
