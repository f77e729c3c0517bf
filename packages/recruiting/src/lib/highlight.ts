/**
 * The words of a keyword marked in an offer title (`<mark>` in the result list): where a typed word occurs,
 * also inside a compound, spelled with or without umlauts, ß and accents, across the soft hyphens of hyphenated
 * titles. Returns text segments; the component renders them as text, so no markup from data reaches the page.
 */

export interface MarkedSegment {
  text: string;
  marked: boolean;
}

/** Words shorter than this are not marked (gender markers, "IT" inside every "mit"). */
const MIN_MARKED_LENGTH = 3;

const ACCENTED: Record<string, string> = {
  a: 'aàáâ',
  e: 'eéèêë',
  i: 'iíìîï',
  o: 'oóòô',
  u: 'uúùû',
  n: 'nñ',
  c: 'cç',
};
const PAIRS: Record<string, string> = { ae: 'ä', oe: 'ö', ue: 'ü', ss: 'ß' };

const fold = (word: string): string =>
  word
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => ({ ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' })[c]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');

const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** A pattern for a folded word that matches it as written in a title. */
function wordPattern(folded: string): string {
  const units: string[] = [];
  for (let i = 0; i < folded.length;) {
    const pair = folded.slice(i, i + 2);
    if (PAIRS[pair]) {
      units.push(`(?:${pair}|${PAIRS[pair]})`);
      i += 2;
    } else {
      const c = folded[i]!;
      units.push(ACCENTED[c] ? `[${ACCENTED[c]}]` : escape(c));
      i += 1;
    }
  }
  return units.join('\u00ad?');
}

export function markKeyword(title: string, keyword: string): MarkedSegment[] {
  const words = [...new Set((keyword.match(/[\p{L}\p{N}]+/gu) ?? []).map(fold))]
    .filter((word) => word.length >= MIN_MARKED_LENGTH)
    .sort((a, b) => b.length - a.length);
  if (!title || words.length === 0) return title ? [{ text: title, marked: false }] : [];
  const pattern = new RegExp(words.map(wordPattern).join('|'), 'giu');
  const segments: MarkedSegment[] = [];
  let at = 0;
  for (const match of title.matchAll(pattern)) {
    if (match.index > at) segments.push({ text: title.slice(at, match.index), marked: false });
    segments.push({ text: match[0], marked: true });
    at = match.index + match[0].length;
  }
  if (at < title.length) segments.push({ text: title.slice(at), marked: false });
  return segments;
}
