import { describe, expect, it } from 'vitest';
import {
  CONTACT_WIDGET_ANIMATION_MS,
  CONTACT_WIDGET_APPEAR_MS,
  contactWidgetExpanded,
  contactWidgetTransition,
  type ContactWidgetEvent,
  type ContactWidgetState,
} from './contact-widget.ts';

const run = (events: ContactWidgetEvent[], from: ContactWidgetState = 'hidden') =>
  events.reduce((state, event) => contactWidgetTransition(state, event).state, from);

describe('contact widget state machine', () => {
  it('appears after 1 s as close', () => {
    expect(CONTACT_WIDGET_APPEAR_MS).toBe(1000);
    expect(contactWidgetTransition('hidden', 'appear')).toEqual({ state: 'close', after: null });
  });
  it('cannot be opened before it appeared', () => {
    expect(contactWidgetTransition('hidden', 'toggle').state).toBe('hidden');
  });
  it('opens: close → opening → open after 200 ms', () => {
    expect(contactWidgetTransition('close', 'toggle')).toEqual({
      state: 'opening',
      after: { ms: CONTACT_WIDGET_ANIMATION_MS, event: 'animation-end' },
    });
    expect(CONTACT_WIDGET_ANIMATION_MS).toBe(200);
    expect(run(['appear', 'toggle', 'animation-end'])).toBe('open');
  });
  it('closes: open → closing → close after 200 ms', () => {
    expect(contactWidgetTransition('open', 'close')).toEqual({
      state: 'closing',
      after: { ms: 200, event: 'animation-end' },
    });
    expect(run(['appear', 'open', 'animation-end', 'toggle', 'animation-end'])).toBe('close');
  });
  it('ignores clicks while animating', () => {
    expect(contactWidgetTransition('opening', 'toggle').state).toBe('opening');
    expect(contactWidgetTransition('closing', 'open').state).toBe('closing');
    expect(contactWidgetTransition('close', 'close').state).toBe('close');
  });
  it('is expanded while opening and open', () => {
    expect((['hidden', 'close', 'opening', 'open', 'closing'] as const).map(contactWidgetExpanded)).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
  });
});
