import { parseIcon } from './rules.ts';

/**
 * The banner icons the sites ship (SPEC §3.13): the icon setting is "set|name|glyph", and the banner shows the glyph
 * in its round badge and on its wake-up button. Editors pick one of these; the stored setting stays the spec's
 * wire format, so banners saved with another setting keep working. Glyphs are text symbols the common system fonts
 * carry (no emoji: without an emoji font they show as empty boxes).
 */
export const BANNER_ICON_SET = 'meridian';

export interface BannerIconChoice {
  name: string;
  glyph: string;
  /** English label for the editor (translated by the admin). */
  label: string;
}

export const BANNER_ICONS: readonly BannerIconChoice[] = [
  { name: 'info', glyph: 'i', label: 'Information' },
  { name: 'alert', glyph: '!', label: 'Important notice' },
  { name: 'question', glyph: '?', label: 'Question' },
  { name: 'star', glyph: '★', label: 'Highlight' },
  { name: 'check', glyph: '✓', label: 'Done or confirmed' },
  { name: 'event', glyph: '⚑', label: 'Date or event' },
  { name: 'mail', glyph: '✉', label: 'Message' },
  { name: 'phone', glyph: '☎', label: 'Call us' },
];

/** The stored setting of a shipped icon. */
export const bannerIconSetting = (icon: Pick<BannerIconChoice, 'name' | 'glyph'>): string =>
  `${BANNER_ICON_SET}|${icon.name}|${icon.glyph}`;

/**
 * The shipped icon a stored setting shows (by name and glyph, whatever its set), or null: no icon, or one saved
 * with a setting of its own (kept as it is).
 */
export function shippedBannerIcon(setting: string | null | undefined): BannerIconChoice | null {
  const icon = parseIcon(setting);
  if (!icon) return null;
  return BANNER_ICONS.find((choice) => choice.name === icon.name && choice.glyph === icon.glyph) ?? null;
}
