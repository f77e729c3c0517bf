/**
 * The searchable state of one API instance: a large base index, the documents of it that changed since it was
 * built (hidden), and a small delta index of the changed offers that are active. A refresh after an import only
 * rebuilds the delta, so changes are searchable within the poll interval even at 100k offers; a full rebuild
 * happens when the delta grows large.
 */
import type { Keyword, KeywordWord } from '../keyword/parse.ts';
import type { SearchCounts, SearchHit, SearchQuery, SearchResult } from '../query.ts';
import type { IndexData, IndexRow } from '../store.ts';
import { count } from './bitset.ts';
import { OfferIndex, type KeywordMemo } from './offer-index.ts';
import { Tier } from './vocabulary.ts';

function addMaps(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = (out[k] ?? 0) + v;
  // Same key order as a single index would give: numeric ascending.
  return Object.fromEntries(Object.entries(out).sort(([x], [y]) => Number(x) - Number(y)));
}

function addCounts(a: SearchCounts, b: SearchCounts): SearchCounts {
  const out: SearchCounts = {
    range: addMaps(a.range, b.range),
    targetgroup: addMaps(a.targetgroup, b.targetgroup),
    types: addMaps(a.types, b.types),
    staffResponsibilities: addMaps(a.staffResponsibilities, b.staffResponsibilities),
    jobtypes: addMaps(a.jobtypes, b.jobtypes),
    workplacetypes: addMaps(a.workplacetypes, b.workplacetypes),
    internalCareers: {
      inhouse: a.internalCareers.inhouse + b.internalCareers.inhouse,
      headquarter: a.internalCareers.headquarter + b.internalCareers.headquarter,
    },
  };
  if (a.radius && b.radius) out.radius = addMaps(a.radius, b.radius);
  return out;
}

export class LiveIndex {
  readonly size: number;

  constructor(
    readonly base: OfferIndex,
    readonly delta?: OfferIndex,
    readonly hidden?: Uint32Array,
  ) {
    this.size = base.size - (hidden ? count(hidden) : 0) + (delta?.size ?? 0);
  }

  /** A fresh base index, built in steps that yield to the event loop (OfferIndex.build). */
  static async build(data: IndexData): Promise<LiveIndex> {
    return new LiveIndex(await OfferIndex.build(data.rows, data.dictionary));
  }

  /** The base with these changes applied: `rows` are the changed offers still active (index order). */
  withChanges(changes: IndexData & { changedIds: number[] }): LiveIndex {
    return new LiveIndex(
      this.base,
      new OfferIndex(changes.rows, changes.dictionary),
      this.base.docsOf(changes.changedIds),
    );
  }

  get deltaSize(): number {
    return this.delta?.size ?? 0;
  }

  get termCount(): number {
    return this.base.termCount;
  }

  row(jobId: number): IndexRow | undefined {
    const d = this.delta?.docOf(jobId);
    if (d !== undefined) return this.delta!.rows[d];
    const b = this.base.docOf(jobId);
    if (b === undefined || (this.hidden && (this.hidden[b >>> 5] & (1 << (b & 31))) !== 0)) return undefined;
    return this.base.rows[b];
  }

  /** The terms of base and delta a keyword word stands for (the SQL oracle matches the same ones). */
  matchingTerms(word: KeywordWord): string[] {
    return [...new Set([...this.base.matchingTerms(word), ...(this.delta?.matchingTerms(word) ?? [])])];
  }

  matchingCities(word: KeywordWord): string[] {
    return [...new Set([...this.base.matchingCities(word), ...(this.delta?.matchingCities(word) ?? [])])];
  }

  /** Titles matching a keyword with their offer counts, over base and delta (OfferIndex.titleCounts). */
  titleCounts(keyword: Keyword, lang: 'de' | 'en' | 'fr' | 'es', companyId?: number): Map<string, number> {
    const counts = this.base.titleCounts(keyword, lang, companyId, this.hidden);
    for (const [title, n] of this.delta?.titleCounts(keyword, lang, companyId) ?? [])
      counts.set(title, (counts.get(title) ?? 0) + n);
    return counts;
  }

  /** A correction of a typed word that finds nothing closer in base or delta (the more frequent term wins). */
  correction(word: KeywordWord): string | undefined {
    if (this.delta && this.delta.vocabulary.expand(word).some(({ tier }) => tier !== Tier.Fuzzy)) return undefined;
    return this.base.correction(word) ?? this.delta?.correction(word);
  }

  isPlace(word: KeywordWord): boolean {
    return this.base.isPlace(word) || (this.delta?.isPlace(word) ?? false);
  }

  search(query: SearchQuery, memo?: KeywordMemo): SearchResult {
    if (!this.delta || this.delta.size === 0) return this.base.search(query, this.hidden, memo);
    // Base and delta must agree on which keyword words name a city (a city may be new in the delta).
    const q: SearchQuery = query.keyword
      ? {
          ...query,
          keyword: {
            ...query.keyword,
            groups: query.keyword.groups.map((group) => ({
              ...group,
              place: group.place ?? group.alternatives[0]!.words.some((word) => this.isPlace(word)),
            })),
          },
        }
      : query;
    // Both parts answer the first offset+limit hits; merged in result order, the page is cut from that.
    const sub: SearchQuery = { ...q, offset: 0, limit: q.offset + q.limit };
    const a = this.base.search(sub, this.hidden, memo);
    const b = this.delta.search(sub, undefined, memo);
    const key = (hit: SearchHit) => {
      const row = this.row(hit.jobId)!;
      const prio =
        (q.prioLanguage !== undefined && row.language_id === q.prioLanguage ? 2 : 0) +
        (q.prioTargetmarket !== undefined && row.target_market_id === q.prioTargetmarket ? 1 : 0);
      return { prio, distance: hit.distance ?? 0, published: row.published_at, jobId: row.job_id };
    };
    const before = (x: SearchHit, y: SearchHit): boolean => {
      const kx = key(x);
      const ky = key(y);
      if ((x.rank ?? 0) !== (y.rank ?? 0)) return (x.rank ?? 0) > (y.rank ?? 0);
      if (kx.prio !== ky.prio) return kx.prio > ky.prio;
      if (kx.distance !== ky.distance) return kx.distance < ky.distance;
      if (kx.published !== ky.published) return kx.published > ky.published;
      return kx.jobId > ky.jobId;
    };
    const merged: SearchHit[] = [];
    let i = 0;
    let j = 0;
    while (merged.length < sub.limit && (i < a.hits.length || j < b.hits.length)) {
      if (j >= b.hits.length || (i < a.hits.length && before(a.hits[i], b.hits[j]))) merged.push(a.hits[i++]);
      else merged.push(b.hits[j++]);
    }
    const result: SearchResult = { hits: merged.slice(q.offset), totalFound: a.totalFound + b.totalFound };
    if (a.counts && b.counts) result.counts = addCounts(a.counts, b.counts);
    if (q.countTotal) result.total = (a.total ?? 0) + (b.total ?? 0);
    return result;
  }
}
