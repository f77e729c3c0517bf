/** Soft hyphens (U+00AD) for long titles (`hyphen=override|active` → `sjobbez_hyphen`), Liang patterns per language. */
import de from 'hyphen/de/index.js';
import en from 'hyphen/en/index.js';
import es from 'hyphen/es/index.js';
import fr from 'hyphen/fr/index.js';

export const SOFT_HYPHEN = '\u00ad';
const cache = new Map<string, string>();

const PATTERNS = { de, en, fr, es } as const;

/** Hyphenates with the patterns of `lang` (de, en, fr, es; anything else: German, the default language). */
export function hyphenateTitle(title: string, lang: string): string {
  const patternLang = (Object.prototype.hasOwnProperty.call(PATTERNS, lang) ? lang : 'de') as keyof typeof PATTERNS;
  const key = `${patternLang}:${title}`;
  let result = cache.get(key);
  if (result === undefined) {
    result = PATTERNS[patternLang].hyphenateSync(title, { hyphenChar: SOFT_HYPHEN, minWordLength: 6 });
    if (cache.size > 50_000) cache.clear();
    cache.set(key, result);
  }
  return result;
}
