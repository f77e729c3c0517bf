/**
 * The recruiting service: store + in-memory index + presentation. Route handlers and the geo/documents plugins
 * talk to this object only. Each instance polls the store's revision and rebuilds its index on change, so an
 * import on any instance is searchable on all of them within ~1 s.
 */
import type { BranchRef, Lang, ReferenceData } from './types.ts';
import type { OfferDetail, OfferListItem, SearchResponse } from '@meridian/contracts';
import { LiveIndex } from './index/live-index.ts';
import { KeywordMemo, OfferIndex } from './index/offer-index.ts';
import { oracleSearch } from './oracle.ts';
import { toDetail, toListItem, type ListItemOptions } from './present.ts';
import { roundKm } from './distance.ts';
import { HEADQUARTER_BRANCH, type PresentationOptions, type SearchQuery, type SearchResult } from './query.ts';
import { isInitialSearch } from './search-params.ts';
import type { OfferStore } from './store.ts';
import { parseKeyword } from './keyword/parse.ts';
import { synonymTableWith } from './keyword/synonym-source.ts';
import { parseSynonyms, type SynonymTable } from './keyword/synonyms.ts';

const FULL_REBUILD_AFTER_MS = 15 * 60_000;

export interface ServiceLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Title suggestions start at this many letters typed, and are at most this many. */
export const MIN_SUGGESTION_LETTERS = 3;
export const MAX_TITLE_SUGGESTIONS = 5;

/** A job agent's saved search as the batch asks it (routes/agent-matches.ts). */
export interface AgentSearch {
  id: string;
  /** Searches with the same key (the same parameters and `since`) are evaluated once. */
  key: string;
  query: SearchQuery;
  presentation: PresentationOptions;
  /** ISO date-time: offers first published at or after it are new to the agent. */
  since: string;
}

/** One offer of a saved search's answer: its id, where its list item is in the batch's `offers`, and its distance. */
export interface AgentMatchHit {
  njobid: number;
  /** Index of the offer's list item in the batch's `offers`. */
  offer: number;
  /** Distance in km from the searched point (with lat/lon): the one field that differs between searches. */
  nentfernung?: number;
}
export type AgentMatchAnswer =
  { total_found: number; matches: AgentMatchHit[] } | { error: { parameter: string; detail: string } };
export type AgentMatchResult = { id: string } & AgentMatchAnswer;

/**
 * What the searches of one batch share: each search evaluated once (by key), and each offer's list item presented
 * once (by offer and presentation) however many searches name it.
 */
export class AgentMatchBatch {
  readonly evaluated = new Map<string, AgentMatchAnswer>();
  /** Keyword evaluations shared by the batch's searches (many of them share a title word). */
  readonly keywords = new KeywordMemo();
  readonly offers: OfferListItem[] = [];
  private readonly offerIndex = new Map<string, number>();

  /** The index of the offer's list item in `offers`, presented (without distance) the first time it is named. */
  offer(jobId: number, p: PresentationOptions, present: () => OfferListItem): number {
    const key = `${jobId} ${p.lang} ${p.hyphen ? 1 : 0}${p.showRanges ? 1 : 0}`;
    let index = this.offerIndex.get(key);
    if (index === undefined) {
      index = this.offers.push(present()) - 1;
      this.offerIndex.set(key, index);
    }
    return index;
  }
}

export class RecruitingService {
  private index = new LiveIndex(new OfferIndex([], []));
  /** The shipped synonyms and the editors' lists, as of the revision the index reflects. */
  synonyms: SynonymTable = synonymTableWith({});
  private reference!: ReferenceData;
  /** Store revision the index reflects, and the one its base was built at. */
  private revision = -1;
  private baseRevision = -1;
  private baseBuiltAt = 0;
  private timer?: NodeJS.Timeout;
  private refreshing?: Promise<void>;

  constructor(
    readonly store: OfferStore,
    private readonly options: { publicApiUrl: string; revisionPollMs: number; log?: ServiceLogger },
  ) {}

  async start(): Promise<void> {
    await this.refresh(true);
    if (this.options.revisionPollMs > 0) {
      this.timer = setInterval(() => {
        this.refresh().catch((error) => this.options.log?.error({ err: String(error) }, 'offer index refresh failed'));
      }, this.options.revisionPollMs);
      this.timer.unref();
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  get indexSize(): number {
    return this.index.size;
  }

  /**
   * Brings the index up to the store's revision: a full rebuild at start (or when forced, or when many offers
   * changed), otherwise only a delta of the offers written since the base was built. A call during a running
   * refresh waits for it and then checks again: that refresh may have read the revision before the caller's change.
   */
  refresh(force = false): Promise<void> {
    if (this.refreshing) return this.refreshing.then(() => this.refresh(force));
    this.refreshing = (async () => {
      try {
        const revision = await this.store.getRevision();
        if (!force && revision === this.revision) return;
        const started = Date.now();
        this.store.invalidateReferenceCache(); // reference data may have changed too
        this.reference = await this.store.getReferenceData();
        // So may the editors' synonyms (a list the API refused never reaches the store).
        this.synonyms = synonymTableWith(await this.store.getSynonymLists());
        // A periodic full rebuild folds the delta in (and heals a change missed by writers racing across instances).
        const baseIsOld = this.index.deltaSize > 0 && Date.now() - this.baseBuiltAt > FULL_REBUILD_AFTER_MS;
        if (!force && !baseIsOld && this.baseRevision >= 0) {
          // Everything written at or after the base's revision (that revision itself may have been mid-write).
          const changes = await this.store.loadChangesSince(this.baseRevision);
          if (changes.changedIds.length <= Math.max(5_000, this.index.base.size * 0.2)) {
            this.index = this.index.withChanges(changes);
            this.revision = revision;
            this.options.log?.info(
              { changed: changes.changedIds.length, offers: this.index.size, revision, ms: Date.now() - started },
              'offer index updated',
            );
            return;
          }
        }
        const data = await this.store.loadIndexRows();
        this.index = await LiveIndex.build(data);
        this.revision = revision;
        this.baseRevision = revision;
        this.baseBuiltAt = Date.now();
        this.options.log?.info(
          { offers: data.rows.length, terms: this.index.termCount, revision, ms: Date.now() - started },
          'offer index built',
        );
      } finally {
        this.refreshing = undefined;
      }
    })();
    return this.refreshing;
  }

  referenceData(): ReferenceData {
    return this.reference;
  }

  /** Raw index search (also used by tests and the benchmark). */
  searchIndex(q: SearchQuery): SearchResult {
    return this.index.search(q);
  }

  /** Offers in the delta since the last full build (for tests and logs). */
  get deltaSize(): number {
    return this.index.deltaSize;
  }

  /** The same search as SQL, matching the terms this instance's index expands the keyword to. */
  searchOracle(q: SearchQuery): Promise<SearchResult> {
    const index = this.index;
    return oracleSearch(this.store, q, {
      terms: (word) => index.matchingTerms(word),
      cities: (word) => index.matchingCities(word),
      isPlace: (word) => index.isPlace(word),
    });
  }

  search(q: SearchQuery, p: PresentationOptions): SearchResponse {
    const result = this.index.search(q);
    const matches = this.present(result, p);
    const response: SearchResponse = {
      matches,
      counts: result.counts ?? {},
      has_more: q.offset + matches.length < result.totalFound,
      total_found: result.totalFound,
      total: result.total ?? 0,
      initial: isInitialSearch(q),
      status: 200,
      success: true,
    };
    const didYouMean = this.didYouMean(q);
    if (didYouMean) response.did_you_mean = didYouMean;
    return response;
  }

  /**
   * Saved searches (job agents) answered at once: for each, the offers first published at or after its `since`,
   * in the search's own order, as ids into the batch's list items. A search that is invalid now (a filter value the
   * reference data no longer has) answers its error instead of widening silently. Identical searches with the same
   * `since` are evaluated once per batch.
   */
  agentMatches(searches: AgentSearch[], limit: number, batch = new AgentMatchBatch()): AgentMatchResult[] {
    return searches.map((search) => {
      let result: AgentMatchAnswer | undefined = batch.evaluated.get(search.key);
      if (!result) {
        const unknown = this.unknownFilterValue(search.query);
        if (unknown) result = { error: unknown };
        else {
          const q: SearchQuery = {
            ...search.query,
            firstPublishedSince: search.since,
            offset: 0,
            limit,
            counts: false,
            countTotal: false,
          };
          const found = this.index.search(q, batch.keywords);
          const p = search.presentation;
          const matches = found.hits.map((hit): AgentMatchHit => {
            const offer = batch.offer(hit.jobId, p, () =>
              toListItem(this.index.row(hit.jobId)!, this.reference, {
                lang: p.lang,
                hyphen: p.hyphen,
                showRanges: p.showRanges,
              }),
            );
            return hit.distance === undefined
              ? { njobid: hit.jobId, offer }
              : { njobid: hit.jobId, offer, nentfernung: roundKm(hit.distance) };
          });
          result = { total_found: found.totalFound, matches };
        }
        batch.evaluated.set(search.key, result);
      }
      return { id: search.id, ...result };
    });
  }

  /** The known filter values of the reference data (built once per reference data, not per search). */
  private knownValues?: { of: ReferenceData; sets: Record<string, Set<number>> };

  /** The first filter value of a search that the reference data does not know (any more), or undefined. */
  private unknownFilterValue(q: SearchQuery): { parameter: string; detail: string } | undefined {
    const ref = this.reference;
    if (this.knownValues?.of !== ref) {
      const ids = (list: { id: number }[]) => new Set(list.map((x) => x.id));
      this.knownValues = {
        of: ref,
        sets: {
          faculty: new Set(ref.areas.flatMap((area) => area.faculties.map((f) => area.id * 1000 + f.id))),
          target: ids(ref.targetGroups),
          staffresponsibility: ids(ref.staffResponsibilities),
          jobtype: ids(ref.jobTypes),
          workplacetype: ids(ref.workplaceTypes),
          branch: new Set([HEADQUARTER_BRANCH, ...ref.branches.map((x) => x.id)]),
        },
      };
    }
    const known = this.knownValues.sets;
    const checks: [string, number[] | undefined][] = [
      ['faculty', q.faculties],
      ['target', q.targetGroups],
      ['staffresponsibility', q.staffResponsibilities],
      ['jobtype', q.jobTypes],
      ['workplacetype', q.workplaceTypes],
      ['branch', q.branches],
    ];
    for (const [parameter, values] of checks) {
      const missing = values?.find((value) => !known[parameter]!.has(value));
      if (missing !== undefined) return { parameter, detail: `unknown value ${missing}` };
    }
    return undefined;
  }

  private present(result: SearchResult, p: PresentationOptions) {
    const index = this.index;
    return result.hits.map((hit) => {
      const row = index.row(hit.jobId)!;
      const opts: ListItemOptions = {
        lang: p.lang,
        hyphen: p.hyphen,
        showRanges: p.showRanges,
        distance: hit.distance,
      };
      return toListItem(row, this.reference, opts);
    });
  }

  /** Stores an editors' synonym list (checked first: a SynonymSyntaxError leaves the store as it was), then uses it. */
  async saveSynonymList(lang: Lang, rules: string): Promise<number> {
    const count = parseSynonyms(rules).length;
    await this.store.saveSynonymList(lang, rules);
    await this.refresh();
    return count;
  }

  synonymLists(): Promise<Partial<Record<Lang, string>>> {
    return this.store.getSynonymLists();
  }

  /** How many offers a search finds (no page, no counts). */
  private countFound(q: SearchQuery): number {
    return this.index.search({ ...q, offset: 0, limit: 0, counts: false, countTotal: false }).totalFound;
  }

  /**
   * The keyword with its typos corrected, when a typed word was found only as a typo of another ("Ingeneur"):
   * the list then shows offers for the corrected word, and the page says so ("Meinten Sie …").
   */
  private didYouMean(q: SearchQuery): { query: string; total_found: number } | undefined {
    if (!q.keyword) return undefined;
    let changed = false;
    const words = q.keyword.groups.flatMap((group) =>
      group.alternatives[0]!.words.map((word) => {
        const corrected = this.index.correction(word);
        if (corrected && corrected !== word.token) changed = true;
        return corrected ?? word.token;
      }),
    );
    if (!changed) return undefined;
    const query = words.join(' ');
    const found = this.countFound({ ...q, keyword: parseKeyword(query, this.synonyms) });
    return found > 0 ? { query, total_found: found } : undefined;
  }

  /**
   * Job titles for what someone is typing into the keyword field (3 letters or more): offers in the search's scope
   * whose title has every word, grouped by their title in `lang`, most offers first; each with the count a search
   * for that title with the same parameters finds, so the number shown is the number of results.
   */
  suggestTitles(q: SearchQuery, lang: Lang, limit = MAX_TITLE_SUGGESTIONS): { title: string; count: number }[] {
    const keyword = q.keyword;
    if (!keyword || keyword.tokens.join('').length < MIN_SUGGESTION_LETTERS) return [];
    const candidates = [...this.index.titleCounts(keyword, lang, q.companyId)]
      .sort(([a, n], [b, m]) => m - n || a.localeCompare(b, lang))
      .slice(0, limit);
    return candidates
      .map(([title]) => ({ title, count: this.countFound({ ...q, keyword: parseKeyword(title, this.synonyms) }) }))
      .filter((suggestion) => suggestion.count > 0)
      .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title, lang));
  }

  /** The detail of an active offer, or undefined (unknown or withdrawn). */
  async getOfferDetail(
    jobId: number,
    lang: string,
    options: { hyphen?: boolean; qrCodeUrl?: string } = {},
  ): Promise<OfferDetail | undefined> {
    if (!Number.isSafeInteger(jobId) || jobId <= 0) return undefined;
    const row = await this.store.getActiveOffer(jobId);
    if (!row) return undefined;
    const l = (['de', 'en', 'fr', 'es'].includes(lang) ? lang : 'de') as Lang;
    return toDetail(row, this.reference, {
      lang: l,
      hyphen: options.hyphen ?? true,
      publicApiUrl: this.options.publicApiUrl,
      qrCodeUrl: options.qrCodeUrl,
    });
  }

  /** Counts a view of an active offer; views of unknown offers are not stored. */
  async recordView(jobId: number, tracking: string): Promise<void> {
    if (!this.index.row(jobId)) return;
    await this.store.recordView(jobId, tracking);
  }

  async getCompanyOfOffer(jobId: number): Promise<number | undefined> {
    const s = await this.store.getOfferStatus(jobId);
    return s?.status === 'active' ? s.companyId : undefined;
  }

  /** The detail plus what the documents plugin also wants: company (brand look) and last change (Last-Modified). */
  async getDocumentOffer(
    jobId: number,
    lang: string,
  ): Promise<(OfferDetail & { companyId: number; updatedAt: string }) | undefined> {
    const detail = await this.getOfferDetail(jobId, lang, { hyphen: false });
    const status = detail && (await this.store.getOfferStatus(jobId));
    return detail && status ? { ...detail, companyId: status.companyId, updatedAt: status.updatedAt } : undefined;
  }

  /** Active offers of a company for sitemaps, by job id. */
  listOfferUrls(companyId: number, offset: number, limit: number) {
    return this.store.listOfferUrls(companyId, offset, limit);
  }

  branches(): BranchRef[] {
    return this.reference.branches;
  }
}
