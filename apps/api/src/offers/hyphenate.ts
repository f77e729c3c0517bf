/** Soft hyphens (U+00AD) for long titles (`hyphen=override|active` → `sjobbez_hyphen`), Liang patterns per language. */
import de from 'hyphen/de/index.js';
import en from 'hyphen/en/index.js';

export const SOFT_HYPHEN = '\u00ad';
const cache = new Map<string, string>();

export function hyphenateTitle(title: string, lang: string): string {
  const useEnglish = lang === 'en';
  const key = (useEnglish ? 'en:' : 'de:') + title;
  let result = cache.get(key);
  if (result === undefined) {
    result = (useEnglish ? en : de).hyphenateSync(title, { hyphenChar: SOFT_HYPHEN, minWordLength: 6 });
    if (cache.size > 50_000) cache.clear();
    cache.set(key, result);
  }
  return result;
}
