/**
 * The in-memory offer index: term postings (German/English stems), one bitset per facet value, coordinates
 * interned per location. Answers a search with page, total and disjunctive facet counts in well under a
 * millisecond at 10k offers. Built from the store's rows and immutable: changes go to a small delta index
 * (live-index.ts). The rows' `term_ids` are released once indexed.
 */
import { haversineKm } from '../distance.ts';
import {
  HEADQUARTER_BRANCH,
  RADIUS_COUNT_OPTIONS,
  type SearchCounts,
  type SearchHit,
  type SearchQuery,
  type SearchResult,
} from '../query.ts';
import type { IndexRow } from '../store.ts';
import { decodeTermIdsInto, type TermDictionary } from '../term-ids.ts';
import { phraseWords, type Keyword, type KeywordGroup, type KeywordWord } from '../keyword/parse.ts';
import { foldToken, tokenize, withoutGenderMarkers } from '../text.ts';
import { FieldIndex } from './field-index.ts';
import {
  CLASS_COUNT,
  CLASS_WEIGHT,
  FIELD_WEIGHT,
  classOf,
  inverseFrequency,
  rankOf,
  titleBonus,
  titleLengthFactor,
  MAX_TITLE_LENGTH_FACTOR,
  titleLines,
  titleNeedles,
  type TitleNeedles,
} from './relevance.ts';
import { Tier, Vocabulary } from './vocabulary.ts';
import {
  andInto,
  andNotInto,
  count,
  countAnd,
  createBitset,
  forEachBit,
  fullBitset,
  hasBit,
  orInto,
  setBit,
} from './bitset.ts';

type ValueBitsets = Map<number, Uint32Array>;

/** A posting list: sorted doc numbers, or a bitset when the term is frequent. */
type Posting = Uint32Array | { bits: Uint32Array };

const NO_TERMS = new Uint8Array(0);

/** Everything an index computes from its rows. */
interface IndexParts {
  all: Uint32Array;
  empty: Uint32Array;
  inhouse: Uint32Array;
  docLoc: Uint32Array;
  jobIdToDoc: Map<number, number>;
  byCompany: ValueBitsets;
  byType: ValueBitsets;
  byBranch: ValueBitsets;
  byFaculty: ValueBitsets;
  byTargetGroup: ValueBitsets;
  byStaff: ValueBitsets;
  byJobType: ValueBitsets;
  byWorkplace: ValueBitsets;
  byLanguage: ValueBitsets;
  byMarket: ValueBitsets;
  byTag: Map<string, Uint32Array>;
  locLat: Float64Array;
  locLon: Float64Array;
  locDocs: Uint32Array[];
  terms: string[];
  postings: Posting[];
  vocabulary: Vocabulary;
  titleField: FieldIndex;
  otherTitleField: FieldIndex;
  tagField: FieldIndex;
  cityField: FieldIndex;
  /** Per document: its titles' normalised words (titleLines), and the German title's word count. */
  titleText: string[];
  titleLength: Uint8Array;
  averageTitleLength: number;
}

/** Where a word was found in one document set: per match class, the documents (undefined: none). */
type ClassBits = (Uint32Array | undefined)[];
type Field = 'body' | 'title' | 'otherTitle' | 'tags' | 'city';
/** One place a word may be found in, and what finding it there is worth (field weight × match class). */
interface Check {
  bits: Uint32Array;
  weight: number;
  /** The German/English title: the weight also follows the title's length. */
  title: boolean;
  /** The most this check can be worth (a title's weight for the shortest title). */
  bound: number;
}
interface WordBits {
  checks: Check[];
}
interface AlternativeBits {
  weight: number;
  words: WordBits[];
  /** The most any of its words can be worth. */
  bound: number;
}
interface GroupBits {
  idf: number;
  alternatives: AlternativeBits[];
  place: boolean;
}
/** A keyword evaluated on an index: the documents matching it and what scoring needs. */
interface KeywordBits {
  matching: Uint32Array;
  groups: GroupBits[];
  /** Every group matched exactly in the title: the score relative ranks are cut from. */
  ideal: number;
  /** Offers with a keyword word in a title, and the highest rank step any other offer can reach. */
  titled: Uint32Array;
  untitledCeiling: number;
  /** The typed words as the title bonus looks for them (relevance.ts), and the bonus per title seen. */
  needles: TitleNeedles;
  bonuses: Map<string, number>;
}

/**
 * Keyword evaluations kept for the searches of one batch (a job agents' batch: many saved searches share a title
 * word), per index; at most `maxEntries` per index, the oldest dropped first. Dropped with the batch.
 */
export class KeywordMemo {
  readonly byIndex = new Map<OfferIndex, Map<string, KeywordBits>>();
  constructor(readonly maxEntries = 256) {}
}

const titleCache = new Map<string, { text: string; length: number }>();
/** The phrase-check text and length of an offer's titles; titles repeat a lot, so they are cached. */
function titleInfo(r: IndexRow): { text: string; length: number } {
  const titles = [r.title_de, r.title_en, r.title_fr, r.title_es].filter((t): t is string => !!t);
  const key = titles.join('\n');
  let info = titleCache.get(key);
  if (!info) {
    const words = titles.map(phraseWords);
    info = { text: titleLines(words), length: Math.min(255, words[0]?.length ?? 0) };
    if (titleCache.size > 50_000) titleCache.clear();
    titleCache.set(key, info);
  }
  return info;
}
const titleTokens = (...titles: (string | null)[]): string[] =>
  tokenize(withoutGenderMarkers(titles.filter(Boolean).join(' ')));

/**
 * Builds the parts, pausing (yield) every 4,096 offers and between phases: OfferIndex.build resumes it from the
 * event loop, so a full rebuild at 100k offers never blocks requests for long.
 */
function* buildParts(rows: IndexRow[], dictionary: TermDictionary): Generator<void, IndexParts> {
  const n = rows.length;
  const p: Omit<
    IndexParts,
    | 'locLat'
    | 'locLon'
    | 'locDocs'
    | 'terms'
    | 'postings'
    | 'vocabulary'
    | 'titleField'
    | 'otherTitleField'
    | 'tagField'
    | 'cityField'
    | 'titleText'
    | 'averageTitleLength'
  > = {
    all: fullBitset(n),
    empty: createBitset(n),
    inhouse: createBitset(n),
    docLoc: new Uint32Array(n),
    jobIdToDoc: new Map(),
    byCompany: new Map(),
    byType: new Map(),
    byBranch: new Map(),
    byFaculty: new Map(),
    byTargetGroup: new Map(),
    byStaff: new Map(),
    byJobType: new Map(),
    byWorkplace: new Map(),
    byLanguage: new Map(),
    byMarket: new Map(),
    byTag: new Map(),
    titleLength: new Uint8Array(n),
  };
  const titleText: string[] = new Array(n);
  const tagTokens: string[][] = new Array(n);
  let titleWords = 0;
  const locKeys = new Map<string, number>();
  const lats: number[] = [];
  const lons: number[] = [];
  const locDocs: number[][] = [];
  // Postings in two passes over the encoded term ids (~1 byte per term): count each term's documents, then place
  // them. Decoding twice is cheaper than keeping ~25M decoded occurrences between the passes.
  const idSpace = dictionary.length;
  const df = new Uint32Array(idSpace);
  let decoded = new Uint32Array(1024);
  const add = (map: ValueBitsets, value: number | null, doc: number) => {
    if (value === null || value === undefined) return;
    let b = map.get(value);
    if (!b) map.set(value, (b = createBitset(n)));
    setBit(b, doc);
  };
  for (let d = 0; d < n; d++) {
    if ((d & 4095) === 4095) yield;
    const r = rows[d];
    p.jobIdToDoc.set(r.job_id, d);
    add(p.byCompany, r.company_id, d);
    add(p.byType, r.type_id, d);
    add(p.byBranch, r.branch_id, d);
    add(p.byStaff, r.staff_responsibility_id, d);
    add(p.byJobType, r.job_type_id, d);
    add(p.byWorkplace, r.workplace_type_id, d);
    add(p.byLanguage, r.language_id, d);
    add(p.byMarket, r.target_market_id, d);
    if (r.inhouse) setBit(p.inhouse, d);
    if (r.faculty_codes) for (const c of r.faculty_codes.split(',')) add(p.byFaculty, Number(c), d);
    if (r.target_groups) for (const c of r.target_groups.split(',')) add(p.byTargetGroup, Number(c), d);
    const tags = JSON.parse(r.tags) as string[];
    tagTokens[d] = tags.flatMap(tokenize);
    const title = titleInfo(r);
    titleText[d] = title.text;
    p.titleLength[d] = title.length;
    titleWords += title.length;
    for (const tag of tags) {
      const key = tag.trim().toLowerCase();
      if (!key) continue;
      let b = p.byTag.get(key);
      if (!b) p.byTag.set(key, (b = createBitset(n)));
      setBit(b, d);
    }
    const key = `${r.latitude},${r.longitude}`;
    let loc = locKeys.get(key);
    if (loc === undefined) {
      locKeys.set(key, (loc = lats.length));
      lats.push(Number(r.latitude));
      lons.push(Number(r.longitude));
      locDocs.push([]);
    }
    p.docLoc[d] = loc;
    locDocs[loc].push(d);
    if (r.term_ids.length > decoded.length) decoded = new Uint32Array(r.term_ids.length * 2);
    // Ids beyond the dictionary cannot occur (it is loaded after the rows); skipped rather than trusted.
    for (let i = 0, end = decodeTermIdsInto(r.term_ids, decoded, 0); i < end; i++)
      if (decoded[i] < idSpace) df[decoded[i]]++;
  }
  // A frequent term (in more than 1 of 32 offers) is a bitset, written directly: doc lists of all terms in one
  // buffer meant ~25M writes scattered over ~100 MB, slow on cache and TLB. Rare terms share one doc buffer.
  const bitsOf: (Uint32Array | undefined)[] = new Array(idSpace);
  const offsets = new Uint32Array(idSpace + 1);
  for (let t = 0; t < idSpace; t++) {
    const frequent = df[t] * 32 > n;
    if (frequent) bitsOf[t] = createBitset(n);
    offsets[t + 1] = offsets[t] + (frequent ? 0 : df[t]);
  }
  const fill = offsets.slice(0, idSpace);
  const rareDocs = new Uint32Array(offsets[idSpace]);
  for (let d = 0; d < n; d++) {
    if ((d & 8191) === 8191) yield;
    const r = rows[d];
    const word = d >>> 5;
    const bit = 1 << (d & 31);
    for (let i = 0, end = decodeTermIdsInto(r.term_ids, decoded, 0); i < end; i++) {
      const id = decoded[i];
      if (id >= idSpace) continue;
      const bits = bitsOf[id];
      if (bits) bits[word] |= bit;
      else rareDocs[fill[id]++] = d;
    }
    r.term_ids = NO_TERMS;
  }
  // Only terms that occur get a posting list (the dictionary holds every term ever stored).
  const used: number[] = [];
  for (let id = 0; id < idSpace; id++) if (df[id] > 0 && dictionary[id] !== undefined) used.push(id);
  yield;
  const order = used.sort((a, b) => (dictionary[a]! < dictionary[b]! ? -1 : 1));
  const terms = order.map((id) => dictionary[id]!);
  const termFrequency = Uint32Array.from(order, (id) => df[id]!);
  yield;
  const vocabulary = new Vocabulary(terms, (term) => termFrequency[term]!);
  yield;
  const titleField = new FieldIndex(n, (d) => titleTokens(rows[d]!.title_de, rows[d]!.title_en));
  const otherTitleField = new FieldIndex(n, (d) => titleTokens(rows[d]!.title_fr, rows[d]!.title_es));
  const tagField = new FieldIndex(n, (d) => tagTokens[d]!);
  const cityField = new FieldIndex(n, (d) => tokenize(rows[d]!.city));
  return {
    ...p,
    locLat: Float64Array.from(lats),
    locLon: Float64Array.from(lons),
    locDocs: locDocs.map((docs) => Uint32Array.from(docs)),
    terms,
    postings: order.map((id): Posting => {
      const bits = bitsOf[id];
      return bits ? { bits } : rareDocs.subarray(offsets[id], offsets[id + 1]);
    }),
    vocabulary,
    titleField,
    otherTitleField,
    tagField,
    cityField,
    titleText,
    averageTitleLength: n ? titleWords / n : 0,
  };
}

export class OfferIndex {
  readonly size: number;
  readonly rows: IndexRow[];
  private readonly all!: Uint32Array;
  private readonly byCompany!: ValueBitsets;
  private readonly byType!: ValueBitsets;
  private readonly byBranch!: ValueBitsets;
  private readonly byFaculty!: ValueBitsets;
  private readonly byTargetGroup!: ValueBitsets;
  private readonly byStaff!: ValueBitsets;
  private readonly byJobType!: ValueBitsets;
  private readonly byWorkplace!: ValueBitsets;
  private readonly byLanguage!: ValueBitsets;
  private readonly byMarket!: ValueBitsets;
  private readonly byTag!: Map<string, Uint32Array>;
  private readonly inhouse!: Uint32Array;
  private readonly locLat!: Float64Array;
  private readonly locLon!: Float64Array;
  private readonly docLoc!: Uint32Array;
  private readonly locDocs!: Uint32Array[];
  private readonly terms!: string[];
  private readonly postings!: Posting[];
  private readonly jobIdToDoc!: Map<number, number>;
  readonly vocabulary!: Vocabulary;
  private readonly titleField!: FieldIndex;
  private readonly otherTitleField!: FieldIndex;
  private readonly tagField!: FieldIndex;
  private readonly cityField!: FieldIndex;
  private readonly titleText!: string[];
  private readonly titleLength!: Uint8Array;
  private readonly averageTitleLength!: number;
  /** Never written: stands for "no document". */
  private readonly empty!: Uint32Array;
  /** Scratch bitsets reused across searches (searches run one at a time): no garbage per query. */
  private readonly pool: Uint32Array[] = [];
  private poolUsed = 0;
  /** While set, scratch bitsets are new ones (a keyword evaluation kept beyond its search). */
  private unpooled = false;
  /** Documents by first publication, oldest first (built on the first search that asks for new offers). */
  private byFirstPublished?: { docs: Uint32Array; times: string[] };

  /** Builds synchronously (small and delta indexes, tests); `parts` when built with OfferIndex.build. */
  constructor(rows: IndexRow[], dictionary: TermDictionary, parts?: IndexParts) {
    this.rows = rows;
    this.size = rows.length;
    if (!parts) {
      const steps = buildParts(rows, dictionary);
      let step = steps.next();
      while (!step.done) step = steps.next();
      parts = step.value;
    }
    Object.assign(this, parts);
  }

  /** Builds in steps, yielding to the event loop between them (each ~10–30 ms at 100k offers). */
  static async build(rows: IndexRow[], dictionary: TermDictionary): Promise<OfferIndex> {
    const steps = buildParts(rows, dictionary);
    let step = steps.next();
    while (!step.done) {
      await new Promise((resolve) => setImmediate(resolve));
      step = steps.next();
    }
    return new OfferIndex(rows, dictionary, step.value);
  }

  /** A scratch bitset with undefined contents; valid until the next search. */
  private scratch(): Uint32Array {
    if (this.unpooled) return createBitset(this.size);
    if (this.poolUsed === this.pool.length) this.pool.push(createBitset(this.size));
    return this.pool[this.poolUsed++];
  }

  private zeroed(): Uint32Array {
    return this.scratch().fill(0);
  }

  get termCount(): number {
    return this.terms.length;
  }

  docOf(jobId: number): number | undefined {
    return this.jobIdToDoc.get(jobId);
  }

  private orPosting(out: Uint32Array, termIndex: number): void {
    const p = this.postings[termIndex];
    if (p instanceof Uint32Array) for (let i = 0; i < p.length; i++) out[p[i] >>> 5] |= 1 << (p[i] & 31);
    else orInto(out, p.bits);
  }

  /** Per match class, the documents of `field` having a term `word` stands for. */
  private classBits(word: KeywordWord, field: Field): ClassBits {
    const out: ClassBits = new Array<Uint32Array | undefined>(CLASS_COUNT);
    const fieldIndex = {
      body: undefined,
      title: this.titleField,
      otherTitle: this.otherTitleField,
      tags: this.tagField,
      city: this.cityField,
    }[field];
    for (const { term, tier } of (fieldIndex?.vocabulary ?? this.vocabulary).expand(word)) {
      const c = classOf(tier);
      const bits = (out[c] ??= this.zeroed());
      if (fieldIndex) fieldIndex.orInto(bits, term);
      else this.orPosting(bits, term);
    }
    return out;
  }

  /**
   * A keyword on this index: the documents matching every group (a group: any alternative; an alternative: all
   * its words, in any field and form), and where each word was found, for the score.
   */
  private keywordBits(keyword: Keyword): KeywordBits {
    const matching = this.scratch();
    matching.set(this.all);
    if (keyword.groups.length === 0) matching.fill(0);
    const groups: GroupBits[] = [];
    const titled = this.zeroed();
    for (const group of keyword.groups) {
      const groupMatch = this.zeroed();
      const alternatives: AlternativeBits[] = [];
      for (const alternative of group.alternatives) {
        const words: WordBits[] = [];
        let altMatch: Uint32Array | undefined;
        for (const word of alternative.words) {
          // The offer's texts, titles and tags (all in the main terms), or the city it is in.
          const body = this.classBits(word, 'body');
          const city = this.classBits(word, 'city');
          const found = [...body, ...city].filter((b): b is Uint32Array => b !== undefined);
          if (found.length === 0) {
            altMatch = undefined;
            break;
          }
          const wordMatch = this.zeroed();
          for (const b of found) orInto(wordMatch, b);
          if (altMatch) andInto(altMatch, altMatch, wordMatch);
          else altMatch = wordMatch;
          const checks: Check[] = [];
          const add = (field: Field, bits: ClassBits) =>
            bits.forEach((b, c) => {
              const weight = FIELD_WEIGHT[field] * CLASS_WEIGHT[c]!;
              const title = field === 'title';
              if (b) checks.push({ bits: b, weight, title, bound: title ? weight * MAX_TITLE_LENGTH_FACTOR : weight });
            });
          add('body', body);
          add('city', city);
          const title = this.classBits(word, 'title');
          const otherTitle = this.classBits(word, 'otherTitle');
          add('title', title);
          add('otherTitle', otherTitle);
          for (const b of [...title, ...otherTitle]) if (b) orInto(titled, b);
          add('tags', this.classBits(word, 'tags'));
          checks.sort((a, b) => b.bound - a.bound);
          words.push({ checks });
        }
        if (!altMatch) continue;
        orInto(groupMatch, altMatch);
        alternatives.push({
          weight: alternative.weight,
          words,
          bound: Math.max(0, ...words.map((w) => w.checks[0]?.bound ?? 0)),
        });
      }
      const place = this.isPlaceGroup(group);
      if (!place) andInto(matching, matching, groupMatch);
      groups.push({ idf: inverseFrequency(this.size, count(groupMatch)), alternatives, place });
    }
    // A city orders offers there first among equally good ones: it never counts more than the rarest job word.
    const jobWeight = Math.min(...groups.filter((g) => !g.place).map((g) => g.idf));
    for (const group of groups) if (group.place && jobWeight < group.idf) group.idf = jobWeight;
    const ideal = groups.reduce((sum, group) => sum + group.idf * FIELD_WEIGHT.title, 0);
    const untitledBest = Math.max(FIELD_WEIGHT.tags, FIELD_WEIGHT.city, FIELD_WEIGHT.body);
    const untitledCeiling = rankOf(
      groups.reduce((sum, group) => sum + group.idf * untitledBest, 0),
      ideal,
    );
    return {
      matching,
      groups,
      ideal,
      titled,
      untitledCeiling,
      needles: titleNeedles(phraseWords(keyword.tokens.join(' '))),
      bonuses: new Map(),
    };
  }

  /**
   * The rank step of document d for an evaluated keyword (relevance.ts). Runs for every matching offer: plain
   * loops over typed arrays, no closures or strings unless the offer could earn the title bonus.
   */
  private rank(d: number, keyword: KeywordBits): number {
    const word = d >>> 5;
    const bit = 1 << (d & 31);
    const lengthFactor = titleLengthFactor(this.titleLength[d]!, this.averageTitleLength);
    let score = 0;
    for (const group of keyword.groups) {
      let groupScore = 0;
      for (const alternative of group.alternatives) {
        let weakest = Infinity;
        // The best alternative so far cannot be beaten by this one: skip it.
        if (groupScore >= alternative.weight * alternative.bound) continue;
        for (const w of alternative.words) {
          let wordScore = 0;
          // Checks are sorted by what they can be worth: stop once none left can beat what was found.
          for (let i = 0; i < w.checks.length; i++) {
            const check = w.checks[i]!;
            if (wordScore >= check.bound) break;
            if ((check.bits[word]! & bit) === 0) continue;
            const value = check.title ? check.weight * lengthFactor : check.weight;
            if (value > wordScore) wordScore = value;
          }
          if (wordScore < weakest) weakest = wordScore;
        }
        const altScore = alternative.weight * weakest;
        if (altScore > groupScore) groupScore = altScore;
      }
      score += group.idf * groupScore;
    }
    // Only an offer with (nearly) every word in its title can have the keyword as its title or a phrase of it.
    let bonus = 0;
    if (score >= 0.6 * keyword.ideal) {
      // Titles repeat: each distinct title is looked at once per search.
      const title = this.titleText[d]!;
      const known = keyword.bonuses.get(title);
      if (known === undefined) keyword.bonuses.set(title, (bonus = titleBonus(title, keyword.needles)));
      else bonus = known;
    }
    return rankOf(score + keyword.ideal * bonus, keyword.ideal);
  }

  /** The terms of this index a keyword word stands for (the SQL oracle matches the same ones). */
  matchingTerms(word: KeywordWord): string[] {
    return this.vocabulary.expand(word).map(({ term }) => this.terms[term]!);
  }

  /**
   * Offers in scope whose title (any language) has every word of the keyword, by their title in `lang` without
   * gender markers: what the keyword field suggests while someone types. Hidden documents (`exclude`) left out.
   */
  titleCounts(
    keyword: Keyword,
    lang: 'de' | 'en' | 'fr' | 'es',
    companyId: number | undefined,
    exclude?: Uint32Array,
  ): Map<string, number> {
    this.poolUsed = 0;
    const docs = this.scratch();
    docs.set(companyId !== undefined ? (this.byCompany.get(companyId) ?? this.empty) : this.all);
    if (exclude) andNotInto(docs, docs, exclude);
    for (const group of keyword.groups) {
      const words = group.alternatives[0]!.words;
      for (const word of words) {
        const inTitle = this.zeroed();
        for (const field of [this.titleField, this.otherTitleField])
          for (const { term } of field.vocabulary.expand(word)) field.orInto(inTitle, term);
        andInto(docs, docs, inTitle);
      }
    }
    const counts = new Map<string, number>();
    const typed = keyword.tokens.map(foldToken);
    forEachBit(docs, (d) => {
      const row = this.rows[d]!;
      const title = (
        lang === 'de' ? row.title_de : lang === 'en' ? row.title_en : (row[`title_${lang}`] ?? row.title_en)
      ).replace(/\s+/g, ' ');
      const shown = withoutGenderMarkers(title).replace(/\s+/g, ' ').trim();
      // The title shown must hold what was typed (another language's title may be why the offer matched).
      const folded = foldToken(shown);
      if (shown && typed.every((token) => folded.includes(token))) counts.set(shown, (counts.get(shown) ?? 0) + 1);
    });
    return counts;
  }

  /** The typed word with a typo corrected, when the word itself finds nothing closer in this index. */
  correction(word: KeywordWord): string | undefined {
    const found = this.vocabulary.expand(word);
    return found.some(({ tier }) => tier !== Tier.Fuzzy) ? undefined : this.vocabulary.correction(word);
  }

  /** Whether a word is the name of a city offers are in (the word itself or a form of it, no compound or typo). */
  isPlace(word: KeywordWord): boolean {
    return this.cityField.vocabulary.expand(word).some(({ tier }) => tier <= Tier.Near);
  }

  private isPlaceGroup(group: KeywordGroup): boolean {
    return group.place ?? group.alternatives[0]!.words.some((word) => this.isPlace(word));
  }

  /** The offers' cities a keyword word stands for (the SQL oracle matches the same ones). */
  matchingCities(word: KeywordWord): string[] {
    // Its own bitset: the scratch pool is reset only by a search, and this runs between searches (the oracle).
    const docs = createBitset(this.size);
    for (const { term } of this.cityField.vocabulary.expand(word)) this.cityField.orInto(docs, term);
    const cities = new Set<string>();
    forEachBit(docs, (d) => void cities.add(this.rows[d]!.city));
    return [...cities];
  }

  private union(map: ValueBitsets, values: number[]): Uint32Array {
    const out = this.zeroed();
    for (const v of values) {
      const b = map.get(v);
      if (b) orInto(out, b);
    }
    return out;
  }

  /** Bitset of the documents of these job ids (unknown ids are ignored). */
  docsOf(jobIds: Iterable<number>): Uint32Array {
    const out = createBitset(this.size);
    for (const id of jobIds) {
      const d = this.jobIdToDoc.get(id);
      if (d !== undefined) setBit(out, d);
    }
    return out;
  }

  /**
   * The documents first published at or after `since`, into `out`: a binary search in the documents ordered by
   * first publication, then one bit per new document, so a job agent's run costs what is new, not the whole index.
   */
  private firstPublishedSince(out: Uint32Array, since: string): Uint32Array {
    if (!this.byFirstPublished) {
      const docs = Uint32Array.from(this.rows.keys()).sort((a, b) =>
        this.rows[a]!.first_published_at < this.rows[b]!.first_published_at
          ? -1
          : this.rows[a]!.first_published_at > this.rows[b]!.first_published_at
            ? 1
            : a - b,
      );
      this.byFirstPublished = { docs, times: Array.from(docs, (d) => this.rows[d]!.first_published_at) };
    }
    const { docs, times } = this.byFirstPublished;
    let low = 0;
    let high = times.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (times[middle]! < since) low = middle + 1;
      else high = middle;
    }
    out.fill(0);
    for (let i = low; i < docs.length; i++) setBit(out, docs[i]!);
    return out;
  }

  /** A keyword's evaluation, from the memo when a search of the same batch evaluated it already. */
  private keywordBitsOf(keyword: Keyword, memo?: KeywordMemo): KeywordBits {
    if (!memo) return this.keywordBits(keyword);
    let kept = memo.byIndex.get(this);
    if (!kept) memo.byIndex.set(this, (kept = new Map()));
    const key = JSON.stringify(keyword);
    let bits = kept.get(key);
    if (!bits) {
      this.unpooled = true;
      try {
        bits = this.keywordBits(keyword);
      } finally {
        this.unpooled = false;
      }
      if (kept.size >= memo.maxEntries) kept.delete(kept.keys().next().value!);
      kept.set(key, bits);
    }
    return bits;
  }

  /**
   * Searches; `exclude` hides documents (offers changed or withdrawn since this index was built); `memo` keeps
   * keyword evaluations for the next searches of a batch.
   */
  search(q: SearchQuery, exclude?: Uint32Array, memo?: KeywordMemo): SearchResult {
    this.poolUsed = 0;
    const none = this.empty;
    // The offers in scope: all, or one company's; less the excluded ones.
    const scope = this.scratch();
    scope.set(this.all);
    if (q.companyId !== undefined) andInto(scope, scope, this.byCompany.get(q.companyId) ?? none);
    if (exclude) andNotInto(scope, scope, exclude);
    if (q.excludeJobIds?.length) andNotInto(scope, scope, this.docsOf(q.excludeJobIds));
    if (q.firstPublishedSince !== undefined)
      andInto(scope, scope, this.firstPublishedSince(this.scratch(), q.firstPublishedSince));
    // Filters that belong to no facet: company, tag, keyword.
    const core = this.scratch();
    core.set(scope);
    if (q.tag !== undefined) andInto(core, core, this.byTag.get(q.tag) ?? none);
    const keyword = q.keyword ? this.keywordBitsOf(q.keyword, memo) : undefined;
    if (keyword) andInto(core, core, keyword.matching);

    // Distances are computed once per location, not per offer.
    let locDist: Float64Array | undefined;
    if (q.point) {
      locDist = new Float64Array(this.locLat.length);
      for (let l = 0; l < locDist.length; l++)
        locDist[l] = haversineKm(q.point.lat, q.point.lon, this.locLat[l], this.locLon[l]);
    }
    const withinRadius = (km: number): Uint32Array => {
      const out = this.zeroed();
      for (let l = 0; l < locDist!.length; l++) {
        if (locDist![l] <= km) for (const d of this.locDocs[l]) out[d >>> 5] |= 1 << (d & 31);
      }
      return out;
    };

    // Facet filters: each facet is counted with all filters but its own (disjunctive faceting).
    type FilterKey =
      'type' | 'branch' | 'inhouse' | 'faculty' | 'target' | 'staff' | 'jobtype' | 'workplace' | 'radius';
    const filters = new Map<FilterKey, Uint32Array>();
    if (q.typeId !== undefined) filters.set('type', this.byType.get(q.typeId) ?? none);
    if (q.branches) filters.set('branch', this.union(this.byBranch, q.branches));
    if (q.inhouse) filters.set('inhouse', this.inhouse);
    if (q.faculties) filters.set('faculty', this.union(this.byFaculty, q.faculties));
    if (q.targetGroups) filters.set('target', this.union(this.byTargetGroup, q.targetGroups));
    if (q.staffResponsibilities) filters.set('staff', this.union(this.byStaff, q.staffResponsibilities));
    if (q.jobTypes) filters.set('jobtype', this.union(this.byJobType, q.jobTypes));
    if (q.workplaceTypes) filters.set('workplace', this.union(this.byWorkplace, q.workplaceTypes));
    if (q.point && q.radiusKm !== undefined) filters.set('radius', withinRadius(q.radiusKm));

    const allBut = (except?: FilterKey): Uint32Array => {
      const out = this.scratch();
      out.set(core);
      for (const [key, bits] of filters) if (key !== except) andInto(out, out, bits);
      return out;
    };
    const matches = allBut();
    const totalFound = count(matches);

    let counts: SearchCounts | undefined;
    if (q.counts) {
      const byValue = (base: Uint32Array, map: ValueBitsets): Record<string, number> => {
        const out: Record<string, number> = {};
        const keys = [...map.keys()].sort((a, b) => a - b);
        for (const k of keys) {
          const c = countAnd(base, map.get(k)!);
          if (c) out[String(k)] = c;
        }
        return out;
      };
      counts = {
        range: byValue(filters.has('faculty') ? allBut('faculty') : matches, this.byFaculty),
        targetgroup: byValue(filters.has('target') ? allBut('target') : matches, this.byTargetGroup),
        types: byValue(filters.has('type') ? allBut('type') : matches, this.byType),
        staffResponsibilities: byValue(filters.has('staff') ? allBut('staff') : matches, this.byStaff),
        jobtypes: byValue(filters.has('jobtype') ? allBut('jobtype') : matches, this.byJobType),
        workplacetypes: byValue(filters.has('workplace') ? allBut('workplace') : matches, this.byWorkplace),
        internalCareers: {
          inhouse: countAnd(filters.has('inhouse') ? allBut('inhouse') : matches, this.inhouse),
          headquarter: countAnd(
            filters.has('branch') ? allBut('branch') : matches,
            this.byBranch.get(HEADQUARTER_BRANCH) ?? none,
          ),
        },
      };
      if (locDist) {
        const base = filters.has('radius') ? allBut('radius') : matches;
        const radius: Record<string, number> = {};
        const perOption = RADIUS_COUNT_OPTIONS.map(() => 0);
        forEachBit(base, (d) => {
          const km = locDist![this.docLoc[d]];
          for (let i = 0; i < RADIUS_COUNT_OPTIONS.length; i++) if (km <= RADIUS_COUNT_OPTIONS[i]) perOption[i]++;
        });
        RADIUS_COUNT_OPTIONS.forEach((r, i) => (radius[String(r)] = perOption[i]));
        counts.radius = radius;
      }
    }

    const hits = keyword ? this.rankedPage(matches, q, keyword, locDist) : this.page(matches, q, locDist);
    const result: SearchResult = { hits, totalFound, counts };
    if (q.countTotal) result.total = count(scope);
    return result;
  }

  /**
   * Keyword order: rank step (relevance.ts) desc; within a step as page(): priority class, distance, index order.
   * Only the steps the page reaches are ordered.
   */
  private rankedPage(matches: Uint32Array, q: SearchQuery, keyword: KeywordBits, locDist?: Float64Array): SearchHit[] {
    const want = q.offset + q.limit;
    if (want === 0) return [];
    const steps = new Map<number, number[]>();
    let aboveUntitled = 0;
    const rankInto = (docs: Uint32Array) =>
      forEachBit(docs, (d) => {
        const step = this.rank(d, keyword);
        if (step > keyword.untitledCeiling) aboveUntitled++;
        const list = steps.get(step);
        if (list) list.push(d);
        else steps.set(step, [d]);
      });
    // Offers with a keyword word in a title first: an offer without cannot rank above untitledCeiling, so when
    // enough titled ones rank above it, the others need no score at all.
    rankInto(andInto(this.scratch(), matches, keyword.titled));
    if (aboveUntitled < want) rankInto(andNotInto(this.scratch(), matches, keyword.titled));
    const lang = q.prioLanguage !== undefined ? (this.byLanguage.get(q.prioLanguage) ?? this.empty) : undefined;
    const market = q.prioTargetmarket !== undefined ? (this.byMarket.get(q.prioTargetmarket) ?? this.empty) : undefined;
    const prio = (d: number) => (lang && hasBit(lang, d) ? 2 : 0) + (market && hasBit(market, d) ? 1 : 0);
    const out: SearchHit[] = [];
    for (const step of [...steps.keys()].sort((a, b) => b - a)) {
      let docs = steps.get(step)!;
      if (lang || market || locDist) {
        const km = (d: number) => (locDist ? locDist[this.docLoc[d]!]! : 0);
        docs = docs
          .map((d) => ({ d, p: prio(d), km: km(d) }))
          .sort((a, b) => b.p - a.p || a.km - b.km || a.d - b.d)
          .map(({ d }) => d);
      }
      for (const d of docs) {
        out.push({
          jobId: this.rows[d]!.job_id,
          distance: locDist ? locDist[this.docLoc[d]!] : undefined,
          rank: step,
        });
        if (out.length >= want) return out.slice(q.offset);
      }
    }
    return out.slice(q.offset);
  }

  /** Order: priority class (language match 2, target market match 1) desc, distance asc, then index order. */
  private page(matches: Uint32Array, q: SearchQuery, locDist?: Float64Array): SearchHit[] {
    const classes: Uint32Array[] = [];
    const lang = q.prioLanguage !== undefined ? (this.byLanguage.get(q.prioLanguage) ?? this.empty) : undefined;
    const market = q.prioTargetmarket !== undefined ? (this.byMarket.get(q.prioTargetmarket) ?? this.empty) : undefined;
    const split = (sets: Uint32Array[], by?: Uint32Array) =>
      by ? sets.flatMap((s) => [andInto(this.scratch(), s, by), andNotInto(this.scratch(), s, by)]) : sets;
    classes.push(...split(split([matches], lang), market));

    const out: SearchHit[] = [];
    let skipped = 0;
    const take = (d: number, distance?: number): boolean => {
      if (skipped < q.offset) {
        skipped++;
        return true;
      }
      out.push({ jobId: this.rows[d].job_id, distance });
      return out.length < q.limit;
    };
    // No page asked for (counts only): nothing to take, whatever the offset.
    if (q.limit === 0) return out;
    if (!locDist) {
      for (const bits of classes) {
        let more = true;
        forEachBit(bits, (d) => (more = take(d)));
        if (!more) break;
      }
      return out;
    }
    const locOrder = Array.from(locDist.keys()).sort((a, b) => locDist[a] - locDist[b] || a - b);
    const maxKm = q.radiusKm ?? Infinity;
    for (const bits of classes) {
      for (const l of locOrder) {
        if (locDist[l] > maxKm) break;
        for (const d of this.locDocs[l]) {
          if (hasBit(bits, d) && !take(d, locDist[l])) return out;
        }
      }
    }
    return out;
  }
}
