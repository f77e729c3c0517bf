/**
 * What terms of an index a keyword word stands for, and how closely: the same word (exact), another form of it
 * (near: folded, feminine, stemmed), a compound holding it (Softwareentwickler for Entwickler), a term it begins
 * (the last word, still being typed), or the word with a typo (fuzzy). Built once per index over its sorted
 * terms; a word's expansion is cached.
 */
import { foldToken } from '../text.ts';
import { termKeys, type KeywordWord } from '../keyword/parse.ts';
import { withinEdits } from './edit-distance.ts';

/**
 * Match classes, best first: the word (also folded or in the other gender), another inflection (stem), inside a
 * compound, the typed prefix, a typo. Scoring (relevance.ts) weighs them; matching treats them alike.
 */
export const Tier = { Exact: 0, Near: 1, Compound: 2, Typing: 3, Fuzzy: 4 } as const;
export type Tier = (typeof Tier)[keyof typeof Tier];
export const TIER_COUNT = 5;

/** Bound of one word's expansion: a short prefix or a common compound part may match many terms. */
export const MAX_TERMS_PER_WORD = 256;
/** Compound parts and fuzzy candidates are looked for only in terms at least this long. */
const MIN_TERM_LENGTH = 4;
const CACHE_SIZE = 2_000;

export interface TermMatch {
  term: number;
  tier: Tier;
}

const reverse = (text: string): string => [...text].reverse().join('');

/** Indices into `keys` whose key starts with `prefix` (keys sorted ascending through `order`). */
function* startingWith(keys: readonly string[], order: Int32Array, prefix: string): Generator<number> {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[order[mid]!]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < order.length && keys[order[i]!]!.startsWith(prefix); i++) yield order[i]!;
}

export class Vocabulary {
  private readonly folded: string[];
  private readonly reversed: string[];
  private readonly byFolded: Int32Array;
  private readonly byReversed: Int32Array;
  /** Normalisation key → terms having it. */
  private readonly byKey = new Map<string, number[]>();
  /** First letter and length → terms (for typo candidates). */
  private readonly byShape = new Map<string, number[]>();
  private readonly cache = new Map<string, TermMatch[]>();

  /** `terms` sorted, distinct; `frequency(t)` the documents having term t (best compounds first when capped). */
  constructor(
    readonly terms: readonly string[],
    private readonly frequency: (term: number) => number = () => 0,
  ) {
    this.folded = terms.map(foldToken);
    this.reversed = this.folded.map(reverse);
    const sortedBy = (keys: string[]) =>
      Int32Array.from(keys.keys()).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
    this.byFolded = sortedBy(this.folded);
    this.byReversed = sortedBy(this.reversed);
    terms.forEach((term, index) => {
      const keys = termKeys(term);
      for (const key of [...keys.same, ...keys.stems]) {
        const list = this.byKey.get(key);
        if (list) list.push(index);
        else this.byKey.set(key, [index]);
      }
      const folded = this.folded[index]!;
      if (folded.length >= MIN_TERM_LENGTH && !/\d/.test(folded)) {
        const shape = folded[0] + folded.length;
        const list = this.byShape.get(shape);
        if (list) list.push(index);
        else this.byShape.set(shape, [index]);
      }
    });
  }

  get size(): number {
    return this.terms.length;
  }

  /** The term's index, or -1. */
  indexOf(term: string): number {
    let lo = 0;
    let hi = this.terms.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const t = this.terms[mid]!;
      if (t === term) return mid;
      if (t < term) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** The terms `word` stands for, each with its best tier; at most MAX_TERMS_PER_WORD, best tiers kept. */
  expand(word: KeywordWord): TermMatch[] {
    const cacheKey = `${word.token}|${word.typing ? 1 : 0}${word.compound ? 1 : 0}${word.maxEdits}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const tiers = new Map<number, Tier>();
    const add = (term: number, tier: Tier) => {
      if (!tiers.has(term)) tiers.set(term, tier);
    };
    const exact = this.indexOf(word.token);
    if (exact >= 0) add(exact, Tier.Exact);
    for (const key of word.keys.same) for (const term of this.byKey.get(key) ?? []) add(term, Tier.Exact);
    for (const key of word.keys.stems) for (const term of this.byKey.get(key) ?? []) add(term, Tier.Near);
    const bounded = (candidates: Iterable<number>, tier: Tier) => {
      const found: number[] = [];
      for (const term of candidates) if (!tiers.has(term)) found.push(term);
      // Most frequent first: when capped, the compounds people mean stay.
      if (found.length + tiers.size > MAX_TERMS_PER_WORD) found.sort((a, b) => this.frequency(b) - this.frequency(a));
      for (const term of found) {
        if (tiers.size >= MAX_TERMS_PER_WORD) break;
        add(term, tier);
      }
    };
    if (word.compound) {
      const heads = startingWith(this.folded, this.byFolded, word.folded);
      const tails = startingWith(this.reversed, this.byReversed, reverse(word.folded));
      bounded(
        (function* () {
          yield* heads;
          yield* tails;
        })(),
        Tier.Compound,
      );
    }
    if (word.typing) bounded(startingWith(this.folded, this.byFolded, word.folded), Tier.Typing);
    if (word.maxEdits > 0) bounded(this.typos(word.folded, word.maxEdits), Tier.Fuzzy);
    const matches = [...tiers].map(([term, tier]) => ({ term, tier }));
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(cacheKey, matches);
    return matches;
  }

  /** Terms within `maxEdits` of `folded` that begin with its first letter (typos there are rare). */
  private *typos(folded: string, maxEdits: number): Generator<number> {
    for (let length = folded.length - maxEdits; length <= folded.length + maxEdits; length++) {
      for (const term of this.byShape.get(folded[0] + length) ?? [])
        if (withinEdits(folded, this.folded[term]!, maxEdits)) yield term;
    }
  }

  /**
   * What "Did you mean" offers for a word: among the terms within the allowed edits, the spelling group (same
   * folded form) found in most offers, and in it the plain-letter spelling if there is one (ingenieur, not
   * ingénieur), else the most frequent. Undefined when there is none.
   */
  correction(word: KeywordWord): string | undefined {
    if (word.maxEdits === 0) return undefined;
    const groups = new Map<string, number[]>();
    for (const term of this.typos(word.folded, word.maxEdits)) {
      const group = groups.get(this.folded[term]!);
      if (group) group.push(term);
      else groups.set(this.folded[term]!, [term]);
    }
    const total = (terms: number[]) => terms.reduce((sum, term) => sum + this.frequency(term), 0);
    const best = [...groups.values()].sort((a, b) => total(b) - total(a))[0];
    if (!best) return undefined;
    const plain = best.find((term) => /^[a-z0-9]+$/.test(this.terms[term]!));
    const chosen = plain ?? best.sort((a, b) => this.frequency(b) - this.frequency(a))[0]!;
    return this.terms[chosen];
  }
}
