/**
 * Announcement banner rules (SPEC §3.13, §4.9, §9.3, §9.5): when a banner shows on load, what closing and the
 * wake-up/info buttons do, and when the dismissal time is stored. Pure; the widget (mount.ts) applies them.
 */
export type BannerPosition = 'modal' | 'bottom';
/** awake = shown; sleeping = hidden with its wake-up button visible (icon configured); removed = gone. */
export type BannerState = 'awake' | 'sleeping' | 'removed';
/** close: close button, backdrop click, Escape; toggle: wake-up and info buttons. */
export type BannerEvent = 'close' | 'toggle' | 'escape';

export interface BannerConfig {
  id: string;
  position: BannerPosition;
  /** Minutes a dismissal lasts; 0 = shown again on every page load. */
  timerMinutes: number;
  /** Parsed icon setting, null when none is configured. */
  icon: BannerIcon | null;
  /**
   * When the banner's matter is over (the end of the event it announces), in ms; from then on it never shows,
   * not even through its info or wake-up buttons. Null: no end.
   */
  until?: number | null;
  /** When the banner starts showing, in ms; before then it never shows (a kept page may carry it early). Null: at once. */
  from?: number | null;
  /**
   * Shown only when asked for (an info button), never on load: the copy of a banner that comes with a page loaded
   * into the side-navigation layer, for the info buttons of that page. Closing puts it back to sleep, so the
   * buttons open it again.
   */
  onDemand?: boolean;
}

export interface BannerIcon {
  name: string;
  glyph: string;
}

export const MINUTE_MS = 60_000;
/** Modal banners are centred vertically, but never further than this from the top. */
export const MAX_CENTRE_OFFSET_PX = 250;

/** Browser-storage key of a banner's dismissal timestamp. */
export const storageKey = (id: string): string => `banner${id}`;

/** The icon setting: '|'-separated, 2nd part the icon name, 3rd the glyph; null when either is missing. */
export function parseIcon(setting: string | null | undefined): BannerIcon | null {
  if (!setting) return null;
  const parts = setting.split('|').map((part) => part.trim());
  const name = parts[1] ?? '';
  const glyph = parts[2] ?? '';
  if (!name || !glyph) return null;
  return { name, glyph };
}

export function parsePosition(value: string | null | undefined): BannerPosition {
  return value === 'bottom' ? 'bottom' : 'modal';
}

/** A non-negative whole number of minutes; anything else counts as 0. */
export function parseTimer(value: string | number | null | undefined): number {
  const minutes = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(minutes) && minutes > 0 ? Math.floor(minutes) : 0;
}

/** A stored timestamp (ms) or null when missing or not a number. */
export function parseDismissedAt(stored: string | null | undefined): number | null {
  if (!stored || !/^\d{1,16}$/.test(stored)) return null;
  return Number(stored);
}

/**
 * A start or end time: an ISO 8601 date-time (as the CMS stores it) or ms since the epoch; null when missing or
 * invalid.
 */
export function parseUntil(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = typeof value === 'number' ? value : /^\d{1,16}$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

/** Whether the banner has not started yet at `now` (its start time lies ahead). */
export function isAhead(from: number | null | undefined, now: number): boolean {
  return typeof from === 'number' && now < from;
}

/** Whether the banner's matter is over at `now` (its end time has come). */
export function isOver(until: number | null | undefined, now: number): boolean {
  return typeof until === 'number' && now >= until;
}

/**
 * State on page load: shown unless the dismissal time plus the timer lies in the future. A banner before its start
 * or from its end on is removed; one shown on demand starts asleep.
 */
export function initialState(config: BannerConfig, dismissedAt: number | null, now: number): BannerState {
  if (isOver(config.until, now) || isAhead(config.from, now)) return 'removed';
  if (config.onDemand) return 'sleeping';
  const stillDismissed = dismissedAt !== null && dismissedAt + config.timerMinutes * MINUTE_MS > now;
  if (!stillDismissed) return 'awake';
  return config.icon ? 'sleeping' : 'removed';
}

export interface Transition {
  state: BannerState;
  /** Store this dismissal timestamp under `storageKey(id)` (only when the timer is above 0). */
  store: number | null;
}

/**
 * show → sleep (icon configured) or remove (none); sleep ↔ awake through the toggle buttons; Escape only
 * closes, never wakes.
 */
export function transition(config: BannerConfig, state: BannerState, event: BannerEvent, now: number): Transition {
  if (state === 'removed') return { state, store: null };
  // Over while the page was open (or, with a clock set back, not started): whatever the visitor does, it goes.
  if (isOver(config.until, now) || isAhead(config.from, now)) return { state: 'removed', store: null };
  if (state === 'sleeping') return { state: event === 'toggle' ? 'awake' : 'sleeping', store: null };
  const next: BannerState = config.icon || config.onDemand ? 'sleeping' : 'removed';
  return { state: next, store: config.timerMinutes > 0 ? now : null };
}

/** Top offset of a modal banner: centred in the viewport, capped at 250 px, never negative. */
export function centreOffset(viewportHeight: number, bannerHeight: number): number {
  return Math.max(0, Math.min(MAX_CENTRE_OFFSET_PX, Math.round((viewportHeight - bannerHeight) / 2)));
}
