/**
 * A keyword as the index matches it: words grouped where a synonym rule covers several of them, each group with
 * its alternatives (the words as typed, their synonyms, a long word split into two). Every group must match
 * (AND); a group matches when one of its alternatives does, and an alternative when all of its words do. How a
 * word matches terms (exactly, folded, stemmed, inside a compound, with a typo) is the vocabulary's part
 * (index/vocabulary.ts); this file only says what may be tried.
 */
import { cachedStem, foldToken, genderNeutral, tokenize, withoutGenderMarkers } from '../text.ts';
import { ruleWord, type SynonymTable } from './synonyms.ts';

/** The last word is also matched as a prefix (someone still typing) from this length on. */
export const MIN_TYPING_PREFIX = 3;
/** A word is looked for inside compounds (Entwickler in Softwareentwickler) from this length on. */
export const MIN_COMPOUND_PART = 4;
/** A word is split into two (Softwareentwickler → Software Entwickler) from this length on, each part ≥ 4. */
export const MIN_SPLIT_LENGTH = 8;
/** Words after this many are ignored: each costs lookups, and no job title has more. */
export const MAX_KEYWORD_WORDS = 8;

/** Typo tolerance: one edit from five letters on, two from nine; never in numbers. */
export function allowedEdits(folded: string): 0 | 1 | 2 {
  if (/\d/.test(folded)) return 0;
  return folded.length >= 9 ? 2 : folded.length >= 5 ? 1 : 0;
}

/** How much an alternative counts against the words as typed. */
export const ALTERNATIVE_WEIGHT = { typed: 1, synonym: 0.8, split: 0.9 } as const;

export interface KeywordWord {
  /** Lower case, as typed. */
  token: string;
  folded: string;
  /** Normalisation keys (termKeys): a term sharing one with the word is the same word, or another form of it. */
  keys: { same: string[]; stems: string[] };
  /** The keyword's last word: also a prefix of terms. */
  typing: boolean;
  /** May be found as the head or tail of a compound. */
  compound: boolean;
  maxEdits: 0 | 1 | 2;
}

export interface KeywordAlternative {
  words: KeywordWord[];
  weight: number;
  kind: keyof typeof ALTERNATIVE_WEIGHT;
}

export interface KeywordGroup {
  /** The typed words this group stands for. */
  tokens: string[];
  alternatives: KeywordAlternative[];
  /**
   * The group names a city offers are in ("Pflege Hamburg"): it orders offers there first instead of filtering,
   * so that a job with no offer in that city still shows its offers elsewhere. Set by the index (isPlace).
   */
  place?: boolean;
}

export interface Keyword {
  /** The typed words (gender markers removed); none when the keyword had letters or digits in no word. */
  tokens: string[];
  groups: KeywordGroup[];
}

/**
 * The keys a term or word is compared by: its folded and gender-neutral forms (Fräser/Fraeser,
 * Entwicklerin/Entwickler: the same word) and its stems in the four content languages (Ingenieure/Ingenieur,
 * ingenieros/ingeniero: forms of one word).
 */
export function termKeys(term: string): { same: string[]; stems: string[] } {
  const folded = foldToken(term);
  if (/^\d+$/.test(folded)) return { same: [`=${folded}`], stems: [] };
  const neutral = genderNeutral(folded);
  return {
    // Spelled another way or in the other gender: the same word.
    same: [...new Set([`=${folded}`, `=${neutral}`])],
    // Another inflection of it, in one of the content languages.
    stems: [
      ...new Set([
        `de:${cachedStem('de', neutral)}`,
        `en:${cachedStem('en', folded)}`,
        `fr:${cachedStem('fr', folded)}`,
        `es:${cachedStem('es', folded)}`,
      ]),
    ],
  };
}

function word(token: string, options: { typing: boolean; fuzzy: boolean }): KeywordWord {
  const folded = foldToken(token);
  return {
    token,
    folded,
    keys: termKeys(token),
    typing: options.typing && folded.length >= MIN_TYPING_PREFIX,
    compound: folded.length >= MIN_COMPOUND_PART && !/^\d+$/.test(folded),
    maxEdits: options.fuzzy ? allowedEdits(folded) : 0,
  };
}

/** A long word as two words, at every place both parts have four letters (and without a linking s). */
function splits(token: string): KeywordAlternative[] {
  const folded = foldToken(token);
  if (folded.length < MIN_SPLIT_LENGTH || /\d/.test(folded)) return [];
  const out: KeywordAlternative[] = [];
  const part = (text: string): KeywordWord => ({ ...word(text, { typing: false, fuzzy: false }), compound: false });
  for (let at = MIN_COMPOUND_PART; at <= folded.length - MIN_COMPOUND_PART; at++) {
    const head = folded.slice(0, at);
    const tail = folded.slice(at);
    out.push({ words: [part(head), part(tail)], weight: ALTERNATIVE_WEIGHT.split, kind: 'split' });
    if (head.endsWith('s') && head.length > MIN_COMPOUND_PART)
      out.push({ words: [part(head.slice(0, -1)), part(tail)], weight: ALTERNATIVE_WEIGHT.split, kind: 'split' });
  }
  return out;
}

/** A keyword → groups of alternatives, with the synonym rules of `synonyms`. */
export function parseKeyword(keyword: string, synonyms?: SynonymTable): Keyword {
  const tokens = tokenize(withoutGenderMarkers(keyword)).slice(0, MAX_KEYWORD_WORDS);
  const normalised = tokens.map(ruleWord);
  const groups: KeywordGroup[] = [];
  for (let at = 0; at < tokens.length;) {
    const rule = synonyms?.match(normalised, at);
    const span = rule ? rule.from.length : 1;
    const typed = tokens.slice(at, at + span);
    const isLast = at + span === tokens.length;
    const alternatives: KeywordAlternative[] = [
      {
        words: typed.map((token, i) => word(token, { typing: isLast && i === typed.length - 1, fuzzy: true })),
        weight: ALTERNATIVE_WEIGHT.typed,
        kind: 'typed',
      },
    ];
    for (const words of rule?.to ?? [])
      alternatives.push({
        words: words.map((w) => word(w, { typing: false, fuzzy: false })),
        weight: ALTERNATIVE_WEIGHT.synonym,
        kind: 'synonym',
      });
    if (span === 1) alternatives.push(...splits(typed[0]!));
    groups.push({ tokens: typed, alternatives });
    at += span;
  }
  return { tokens, groups };
}

/** The normalised words of a text as the phrase and exact-title checks compare them. */
export const phraseWords = (text: string): string[] => tokenize(withoutGenderMarkers(text)).map(ruleWord);
