/** The validated search query shared by the in-memory index and the SQL oracle. */
import type { Keyword } from './keyword/parse.ts';
import type { Lang } from './types.ts';

export interface SearchQuery {
  /** The keyword (keyword/parse.ts); undefined: none. A keyword without words matches nothing. */
  keyword?: Keyword;
  point?: { lat: number; lon: number };
  /** Only with a point. */
  radiusKm?: number;
  companyId?: number;
  typeId?: number;
  branches?: number[];
  inhouse: boolean;
  /** Lower case. */
  tag?: string;
  faculties?: number[];
  targetGroups?: number[];
  staffResponsibilities?: number[];
  jobTypes?: number[];
  workplaceTypes?: number[];
  prioLanguage?: number;
  prioTargetmarket?: number;
  /** Only offers first published at or after this ISO date-time (job agents: what is new since their last run). */
  firstPublishedSince?: string;
  /** Offers left out (job agents: those already delivered to the agent), as if they did not exist. */
  excludeJobIds?: number[];
  /** Compute facet counts (`count={company}`). */
  counts: boolean;
  /** Count `total` (false: `total=false`). */
  countTotal: boolean;
  limit: number;
  offset: number;
}

export interface PresentationOptions {
  lang: Lang;
  hyphen: boolean;
  showRanges: boolean;
}

/** Radius options of counts.radius (SPEC §9.1). */
export const RADIUS_COUNT_OPTIONS = [25, 50, 100, 200] as const;

export interface SearchCounts {
  range: Record<string, number>;
  targetgroup: Record<string, number>;
  types: Record<string, number>;
  radius?: Record<string, number>;
  staffResponsibilities: Record<string, number>;
  jobtypes: Record<string, number>;
  workplacetypes: Record<string, number>;
  internalCareers: { inhouse: number; headquarter: number };
}

export interface SearchHit {
  jobId: number;
  /** km, unrounded; present when a point was given. */
  distance?: number;
  /** Relevance step (index/relevance.ts), higher first; present when a keyword was given. */
  rank?: number;
}

export interface SearchResult {
  hits: SearchHit[];
  totalFound: number;
  /** Active offers in scope (company), unless total=false. */
  total?: number;
  counts?: SearchCounts;
}

export const HEADQUARTER_BRANCH = 113;
