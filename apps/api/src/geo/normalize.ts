/**
 * Text folding for place-name matching. Two keys per name so that both ways people type umlauts match:
 * 'munchen' (accents dropped) and 'muenchen' (German transliteration) both find 'München'.
 */

/** Lower case, accents removed (ä → a, é → e), ß → ss, punctuation → single spaces. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Like foldText, but German umlauts become two letters first (ä → ae, ö → oe, ü → ue). */
export function transliterateText(text: string): string {
  return foldText(
    text
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/Ä/g, 'Ae')
      .replace(/Ö/g, 'Oe')
      .replace(/Ü/g, 'Ue'),
  );
}

/** The distinct search keys of one name (one or two strings). */
export function searchKeysOf(name: string): string[] {
  const folded = foldText(name);
  const transliterated = transliterateText(name);
  return folded === transliterated ? [folded] : [folded, transliterated];
}

export type MatchQuality = 'exact' | 'prefix' | 'word-prefix' | 'none';

/**
 * How well a folded query matches one folded key: the whole key, the key's beginning, or the beginning of a later
 * word ('main' in 'frankfurt am main'). Without autocomplete only whole names or whole words count.
 */
export function matchKey(key: string, query: string, autocomplete: boolean): MatchQuality {
  if (query.length === 0) return 'none';
  if (key === query) return 'exact';
  if (autocomplete) {
    if (key.startsWith(query)) return 'prefix';
    if (key.includes(' ' + query)) return 'word-prefix';
    return 'none';
  }
  // Whole words only: the query must end at a word boundary.
  if (key.startsWith(query + ' ')) return 'prefix';
  if (key.includes(' ' + query + ' ') || key.endsWith(' ' + query)) return 'word-prefix';
  return 'none';
}

const QUALITY_RANK: Record<MatchQuality, number> = { exact: 3, prefix: 2, 'word-prefix': 1, none: 0 };

/** The better of two match qualities. */
export function betterMatch(a: MatchQuality, b: MatchQuality): MatchQuality {
  return QUALITY_RANK[a] >= QUALITY_RANK[b] ? a : b;
}

export function matchRank(quality: MatchQuality): number {
  return QUALITY_RANK[quality];
}
