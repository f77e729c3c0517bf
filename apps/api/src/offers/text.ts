/**
 * Text analysis shared by the in-memory index and the SQL oracle: both match a keyword against the same
 * `search_terms` of an offer, so they cannot disagree on what a word matches.
 */
import snowball from 'snowball-stemmers';

const german = snowball.newStemmer('german');
const english = snowball.newStemmer('english');
const french = snowball.newStemmer('french');
const spanish = snowball.newStemmer('spanish');
const STEMMERS = { de: german, en: english, fr: french, es: spanish };
export type StemLanguage = keyof typeof STEMMERS;

/** Words a search box user types are bounded; longer "tokens" are noise. */
const MAX_TOKEN_LENGTH = 40;

const stemCache = new Map<string, string>();

export function cachedStem(lang: StemLanguage, token: string): string {
  const key = lang + token;
  let stem = stemCache.get(key);
  if (stem === undefined) {
    stem = STEMMERS[lang].stem(token);
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

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * A token in lower case as people type it without a German keyboard: umlauts and ß spelled out (Fräser = Fraeser,
 * Schweißer = Schweisser), other accents dropped (ingénieur = ingenieur, diseño = diseno).
 */
export function foldToken(token: string): string {
  if (/^[a-z0-9]*$/.test(token)) return token;
  return token
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => UMLAUTS[c]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** Endings of German job titles in the feminine form whose stem ends like the masculine one (Entwicklerin). */
const FEMININE = /(er|eur|ist|ant|ent|eut|or|at)in(nen)?$/;

/**
 * A folded token with the feminine ending of German job titles removed (Entwicklerin, Ingenieurinnen,
 * Informatikerin → the masculine form), so every gender form of a title finds the others.
 */
export function genderNeutral(folded: string): string {
  const match = FEMININE.exec(folded);
  return match && folded.length - match[0].length >= 3 ? folded.slice(0, match.index + match[1].length) : folded;
}

/**
 * Gender markers after job titles, "(m/w/d)", "m/f/d", "(w/m/x)", "(all genders)": they say nothing about the job
 * and are removed from a keyword before it is split into words.
 */
const GENDER_MARKERS = /\(?\b[mwfdxhi](?:\s*\/\s*[mwfdxhi]){1,3}\b\)?|\(\s*(?:all genders?|gn\*?|div)\s*\)/gi;
export const withoutGenderMarkers = (text: string): string => text.replace(GENDER_MARKERS, ' ');

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
