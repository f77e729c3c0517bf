/**
 * Text analysis shared by the in-memory index and the SQL oracle: both match a keyword against the same
 * `search_terms` of an offer, so they cannot disagree on what a word matches.
 */
import snowball from 'snowball-stemmers';

const german = snowball.newStemmer('german');
const english = snowball.newStemmer('english');

/** Words a search box user types are bounded; longer "tokens" are noise. */
const MAX_TOKEN_LENGTH = 40;
/** The last query word matches as a prefix only from this length on (typing "e" must not match everything). */
export const MIN_PREFIX_LENGTH = 3;

const stemCache = new Map<string, string>();

function cachedStem(lang: 'de' | 'en', token: string): string {
  const key = lang + token;
  let stem = stemCache.get(key);
  if (stem === undefined) {
    stem = (lang === 'de' ? german : english).stem(token);
    if (stemCache.size > 200_000) stemCache.clear();
    stemCache.set(key, stem);
  }
  return stem;
}

export function stemGerman(token: string): string {
  return cachedStem('de', token);
}
export function stemEnglish(token: string): string {
  return cachedStem('en', token);
}

/** Strips tags and decodes the few entities our texts use. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** Lower-case letter/digit runs; soft hyphens are dropped first so hyphenated titles still match. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  const matches = text
    .replace(/\u00ad/g, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  if (!matches) return out;
  for (const m of matches) if (m.length <= MAX_TOKEN_LENGTH) out.push(m);
  return out;
}

export interface SearchableText {
  /** Title, area and tags: stemmed in both languages. */
  both: string[];
  de: string[];
  en: string[];
}

/** The distinct terms of an offer: every token plus its stem in the text's language (both for shared fields). */
export function searchTerms(text: SearchableText): string[] {
  const terms = new Set<string>();
  for (const t of text.both) {
    for (const tok of tokenize(t)) {
      terms.add(tok);
      terms.add(stemGerman(tok));
      terms.add(stemEnglish(tok));
    }
  }
  for (const t of text.de) {
    for (const tok of tokenize(htmlToText(t))) {
      terms.add(tok);
      terms.add(stemGerman(tok));
    }
  }
  for (const t of text.en) {
    for (const tok of tokenize(htmlToText(t))) {
      terms.add(tok);
      terms.add(stemEnglish(tok));
    }
  }
  return [...terms].sort();
}

/** One query word: it matches an offer having any of `exact`, or (last word only) any term starting with `prefix`. */
export interface QueryWord {
  exact: string[];
  prefix?: string;
}

/**
 * A keyword → words that must all match (AND). Each word matches its form or a German or English stem of it;
 * the last word also matches as a prefix (typing "entwick" finds "Entwicklung").
 */
export function parseKeyword(keyword: string): QueryWord[] {
  const tokens = tokenize(keyword);
  return tokens.map((tok, i) => {
    const exact = [...new Set([tok, stemGerman(tok), stemEnglish(tok)])].sort();
    const isLast = i === tokens.length - 1;
    return isLast && tok.length >= MIN_PREFIX_LENGTH ? { exact, prefix: tok } : { exact };
  });
}
