import { describe, expect, it } from 'vitest';
import { centreOffset, initialState, parseDismissedAt, parseIcon, parsePosition, parseTimer, storageKey, transition, type BannerConfig } from './rules.ts';

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
    expect(transition({ ...withIcon, timerMinutes: 0 }, 'awake', 'close', now)).toEqual({ state: 'sleeping', store: null });
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
