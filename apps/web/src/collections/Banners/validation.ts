/** Field rules of the Banners collection (also used by the Buttons block). */

/** Empty, or "set|name|glyph": the 2nd part an icon name, the 3rd a short glyph (SPEC §3.13). */
export function validateBannerIcon(value: unknown): true | string {
  if (value == null || value === '') return true;
  if (typeof value !== 'string') return 'Text expected.';
  const parts = value.split('|');
  if (
    parts.length < 3 ||
    !/^[a-z0-9-]{1,40}$/.test(parts[1]!.trim()) ||
    [...parts[2]!.trim()].length < 1 ||
    [...parts[2]!.trim()].length > 4
  ) {
    return 'Use "set|name|glyph": a name of a-z, 0-9 and -, and a glyph of one to four characters.';
  }
  return /[<>"]/.test(value) ? 'No <, > or ".' : true;
}

/** https, mailto, tel or a site-relative path. */
export function validateLinkUrl(value: unknown): true | string {
  if (value == null || value === '') return true;
  return typeof value === 'string' && value.length <= 500 && /^(https:\/\/|mailto:|tel:|\/(?!\/))[^\s<>"]*$/.test(value)
    ? true
    : 'Use an https://, mailto:, tel: or site-relative (/…) link.';
}

/** An element id editors give a block so links can scroll to it: a-z, 0-9 and -, starting with a letter. */
export function validateAnchor(value: unknown): true | string {
  if (value == null || value === '') return true;
  return typeof value === 'string' && /^[a-z][a-z0-9-]{0,39}$/.test(value)
    ? true
    : 'a-z, 0-9 and -, starting with a letter (max. 40).';
}

/** A date-time as the CMS sends it (ISO string or Date); null when empty; NaN when not a date. */
function timeOf(value: unknown): number | null {
  if (value == null || value === '') return null;
  if (value instanceof Date) return value.getTime();
  return typeof value === 'string' ? Date.parse(value) : Number.NaN;
}

/** Show from: empty (at once) or a date; one in the past simply means "now". */
export function validateBannerStart(value: unknown): true | string {
  return Number.isNaN(timeOf(value)) ? 'Enter a date and time.' : true;
}

/**
 * Show until: empty (no end), or after the start — and, when the editor sets or changes it, still ahead: a banner
 * saved with an end that has passed would never show. An unchanged past end (an expired banner edited later) is
 * kept, so an old banner can still be edited or switched off.
 */
export function validateBannerEnd(value: unknown, start: unknown, previous: unknown, now: number): true | string {
  const end = timeOf(value);
  if (end === null) return true;
  if (Number.isNaN(end)) return 'Enter a date and time.';
  const begin = timeOf(start);
  if (begin !== null && !Number.isNaN(begin) && end <= begin) return 'The end must come after the start.';
  if (end <= now && end !== timeOf(previous))
    return 'The end is already in the past: choose a later time or leave it empty.';
  return true;
}
