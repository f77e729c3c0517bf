/**
 * A small inverted index over one field of the offers (titles, tags): which documents have a term in that field.
 * The main index answers whether an offer matches; these say where, for the relevance score (relevance.ts).
 */
import { setBit } from './bitset.ts';
import { Vocabulary } from './vocabulary.ts';

export class FieldIndex {
  readonly vocabulary: Vocabulary;
  private readonly postings: Uint32Array[];

  /** `tokensOf(d)` the field's tokens of document d (duplicates allowed), for d in 0..size-1. */
  constructor(size: number, tokensOf: (doc: number) => Iterable<string>) {
    const docs = new Map<string, number[]>();
    for (let d = 0; d < size; d++) {
      for (const token of tokensOf(d)) {
        const list = docs.get(token);
        if (!list) docs.set(token, [d]);
        else if (list[list.length - 1] !== d) list.push(d);
      }
    }
    const terms = [...docs.keys()].sort();
    this.postings = terms.map((term) => Uint32Array.from(docs.get(term)!));
    this.vocabulary = new Vocabulary(terms, (term) => this.postings[term]!.length);
  }

  /** Sets the bits of the documents having `term` (an index into the vocabulary). */
  orInto(out: Uint32Array, term: number): void {
    for (const d of this.postings[term]!) setBit(out, d);
  }
}
