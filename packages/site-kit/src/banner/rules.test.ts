import { describe, expect, it } from 'vitest';
import {
  centreOffset,
  initialState,
  isAhead,
  isOver,
  parseDismissedAt,
  parseIcon,
  parsePosition,
  parseTimer,
  parseUntil,
  storageKey,
  transition,
  type BannerConfig,
} from './rules.ts';

const withIcon: BannerConfig = { id: '7', position: 'modal', timerMinutes: 60, icon: { name: 'info', glyph: 'i' } };
const noIcon: BannerConfig = { ...withIcon, icon: null };
const now = 1_800_000_000_000;

describe('banner settings (SPEC §3.13)', () => {
  it('keeps the dismissal under banner{id}', () => {
    expect(storageKey('7')).toBe('banner7');
  });
  it('reads the icon from the 2nd and 3rd of the |-separated parts', () => {
    expect(parseIcon('fa|bell|🔔')).toEqual({ name: 'bell', glyph: '🔔' });
    expect(parseIcon(' x | info | i |extra')).toEqual({ name: 'info', glyph: 'i' });
    expect(parseIcon('fa|bell')).toBeNull();
    expect(parseIcon('bell')).toBeNull();
    expect(parseIcon('')).toBeNull();
    expect(parseIcon(null)).toBeNull();
  });
  it('is a modal unless bottom is set', () => {
    expect(parsePosition('bottom')).toBe('bottom');
    expect(parsePosition('modal')).toBe('modal');
    expect(parsePosition('default')).toBe('modal');
    expect(parsePosition(null)).toBe('modal');
  });
  it('timer: whole minutes, bad values are 0', () => {
    expect(parseTimer('30')).toBe(30);
    expect(parseTimer(2.7)).toBe(2);
    expect(parseTimer('-5')).toBe(0);
    expect(parseTimer('abc')).toBe(0);
    expect(parseTimer(null)).toBe(0);
  });
  it('stored timestamps: digits only', () => {
    expect(parseDismissedAt(String(now))).toBe(now);
    expect(parseDismissedAt('1e12')).toBeNull();
    expect(parseDismissedAt('')).toBeNull();
    expect(parseDismissedAt(null)).toBeNull();
  });
});

describe('on load (SPEC §4.9)', () => {
  it('shows unless the dismissal plus the timer (minutes × 60000 ms) is still in the future', () => {
    expect(initialState(withIcon, null, now)).toBe('awake');
    expect(initialState(withIcon, now - 59 * 60_000, now)).toBe('sleeping');
    expect(initialState(noIcon, now - 59 * 60_000, now)).toBe('removed');
    expect(initialState(withIcon, now - 60 * 60_000, now)).toBe('awake');
    expect(initialState({ ...withIcon, timerMinutes: 0 }, now, now)).toBe('awake');
  });
});

describe('transitions (SPEC §4.9)', () => {
  it('closing a shown banner puts it to sleep when an icon is configured, removes it otherwise', () => {
    expect(transition(withIcon, 'awake', 'close', now)).toEqual({ state: 'sleeping', store: now });
    expect(transition(noIcon, 'awake', 'close', now)).toEqual({ state: 'removed', store: now });
    expect(transition(withIcon, 'awake', 'toggle', now)).toEqual({ state: 'sleeping', store: now });
    expect(transition(withIcon, 'awake', 'escape', now)).toEqual({ state: 'sleeping', store: now });
  });
  it('stores the dismissal time only when the timer is above 0', () => {
    expect(transition({ ...withIcon, timerMinutes: 0 }, 'awake', 'close', now)).toEqual({
      state: 'sleeping',
      store: null,
    });
  });
  it('the wake-up/info buttons wake a sleeping banner; Escape and close do not', () => {
    expect(transition(withIcon, 'sleeping', 'toggle', now)).toEqual({ state: 'awake', store: null });
    expect(transition(withIcon, 'sleeping', 'escape', now)).toEqual({ state: 'sleeping', store: null });
    expect(transition(withIcon, 'sleeping', 'close', now)).toEqual({ state: 'sleeping', store: null });
  });
  it('a removed banner stays removed', () => {
    expect(transition(noIcon, 'removed', 'toggle', now)).toEqual({ state: 'removed', store: null });
  });
});

describe('vertical centre offset (SPEC §9.5)', () => {
  it('centres the banner, capped at 250 px', () => {
    expect(centreOffset(800, 400)).toBe(200);
    expect(centreOffset(1400, 400)).toBe(250);
    expect(centreOffset(300, 600)).toBe(0);
  });
});

describe('a banner whose matter is over (its end time)', () => {
  const until = now + 60_000;
  const dated: BannerConfig = { ...withIcon, until };
  it('reads ISO date-times and epoch milliseconds; anything else is no end', () => {
    expect(parseUntil('2026-06-18T22:00:00.000Z')).toBe(Date.UTC(2026, 5, 18, 22));
    expect(parseUntil(String(until))).toBe(until);
    expect(parseUntil(until)).toBe(until);
    expect(parseUntil('next week')).toBeNull();
    expect(parseUntil('')).toBeNull();
    expect(parseUntil(null)).toBeNull();
    expect(parseUntil(undefined)).toBeNull();
  });
  it('is over from its end time on', () => {
    expect(isOver(until, until - 1)).toBe(false);
    expect(isOver(until, until)).toBe(true);
    expect(isOver(null, now)).toBe(false);
  });
  it('shows before its end; after it, it is removed on load, never dismissed or not, icon or not', () => {
    expect(initialState(dated, null, until - 1)).toBe('awake');
    expect(initialState(dated, null, until)).toBe('removed');
    expect(initialState(dated, null, until + 86_400_000)).toBe('removed');
    expect(initialState({ ...noIcon, until }, null, until + 1)).toBe('removed');
    expect(initialState(dated, until - 120_000, until + 1)).toBe('removed');
  });
  it('the info and wake-up buttons do not bring it back once it is over', () => {
    expect(transition(dated, 'sleeping', 'toggle', until - 1)).toEqual({ state: 'awake', store: null });
    expect(transition(dated, 'sleeping', 'toggle', until)).toEqual({ state: 'removed', store: null });
    expect(transition(dated, 'awake', 'close', until)).toEqual({ state: 'removed', store: null });
  });
});

describe('a banner with a start time (show from)', () => {
  const from = now + 60_000;
  const until = from + 60_000;
  const scheduled: BannerConfig = { ...withIcon, from, until };
  it('has not started before its start time', () => {
    expect(isAhead(from, from - 1)).toBe(true);
    expect(isAhead(from, from)).toBe(false);
    expect(isAhead(null, now)).toBe(false);
  });
  it('on load: removed before its start, shown from it until its end, removed from its end on', () => {
    expect(initialState(scheduled, null, from - 1)).toBe('removed');
    expect(initialState(scheduled, null, from)).toBe('awake');
    expect(initialState(scheduled, null, until - 1)).toBe('awake');
    expect(initialState(scheduled, null, until)).toBe('removed');
  });
  it('its info button does not open it before its start', () => {
    expect(transition(scheduled, 'sleeping', 'toggle', from - 1)).toEqual({ state: 'removed', store: null });
    expect(initialState({ ...scheduled, onDemand: true }, null, from - 1)).toBe('removed');
    expect(initialState({ ...scheduled, onDemand: true }, null, from)).toBe('sleeping');
  });
});

describe('a banner shown on demand (the copy in a page loaded into the layer)', () => {
  const onDemand: BannerConfig = { ...noIcon, onDemand: true };
  it('starts asleep, whatever is stored', () => {
    expect(initialState(onDemand, null, now)).toBe('sleeping');
    expect(initialState(onDemand, now - 1, now)).toBe('sleeping');
  });
  it('its info button opens it; closing puts it back to sleep (even without an icon), so the button opens it again', () => {
    expect(transition(onDemand, 'sleeping', 'toggle', now).state).toBe('awake');
    expect(transition(onDemand, 'awake', 'close', now)).toEqual({ state: 'sleeping', store: now });
    expect(transition(onDemand, 'awake', 'escape', now).state).toBe('sleeping');
  });
  it('is over like any other', () => {
    expect(initialState({ ...onDemand, until: now }, null, now)).toBe('removed');
  });
});
