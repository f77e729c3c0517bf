/**
 * The SQL oracle: the index's search as plain SQL (Kysely, SQLite and PostgreSQL). Slow by design; kept for the
 * differential tests (index and oracle must agree) and as the benchmark baseline.
 */
import { sql, type RawBuilder } from 'kysely';
import {
  HEADQUARTER_BRANCH,
  RADIUS_COUNT_OPTIONS,
  type SearchCounts,
  type SearchQuery,
  type SearchResult,
} from './query.ts';
import type { OfferStore } from './store.ts';
import type { Keyword, KeywordWord } from './keyword/parse.ts';
import { EARTH_RADIUS_KM } from './distance.ts';

type Cond = RawBuilder<unknown>;
type FilterKey = 'type' | 'branch' | 'inhouse' | 'faculty' | 'target' | 'staff' | 'jobtype' | 'workplace' | 'radius';

const and = (conds: Cond[]): Cond => (conds.length ? sql`(${sql.join(conds, sql` and `)})` : sql`1 = 1`);
const inList = (column: string, values: number[]): Cond =>
  values.length ? sql`${sql.ref(column)} in (${sql.join(values)})` : sql`1 = 0`;

function distanceExpr(store: OfferStore, lat: number, lon: number): Cond {
  if (store.dialect === 'sqlite') return sql`meridian_distance_km(${lat}, ${lon}, o.latitude, o.longitude)`;
  // Same haversine as distance.ts, term by term.
  const rad = Math.PI / 180;
  return sql`(2.0 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin((o.latitude - ${lat}::float8) * ${rad}::float8 / 2), 2)
    + cos(${lat}::float8 * ${rad}::float8) * cos(o.latitude * ${rad}::float8)
    * power(sin((o.longitude - ${lon}::float8) * ${rad}::float8 / 2), 2)))))`;
}

/**
 * The terms and cities a keyword word stands for: the index's expansion (index/vocabulary.ts), so both match the
 * same.
 */
export interface TermExpansion {
  terms(word: KeywordWord): string[];
  cities(word: KeywordWord): string[];
  /** Whether the word names a city offers are in (its group then orders, not filters). */
  isPlace(word: KeywordWord): boolean;
}

/** A keyword as SQL: every group, one of its alternatives, all of that one's words, any of a word's terms. */
function keywordCondition(keyword: Keyword, expand: TermExpansion): Cond {
  if (keyword.groups.length === 0) return sql`1 = 0`;
  const wordCond = (word: KeywordWord): Cond => {
    const terms = expand.terms(word);
    const cities = expand.cities(word);
    const conds: Cond[] = [];
    if (terms.length) {
      const forms = terms.map((term) => sql`(' ' || t.terms || ' ') like ${`% ${term} %`}`);
      conds.push(
        sql`exists (select 1 from offer_terms t where t.job_id = o.job_id and (${sql.join(forms, sql` or `)}))`,
      );
    }
    if (cities.length) conds.push(sql`o.city in (${sql.join(cities)})`);
    return conds.length ? sql`(${sql.join(conds, sql` or `)})` : sql`1 = 0`;
  };
  return and(
    keyword.groups
      .filter((group) => !(group.place ?? group.alternatives[0]!.words.some((word) => expand.isPlace(word))))
      .map(
        (group) =>
          sql`(${sql.join(
            group.alternatives.map((alternative) => and(alternative.words.map(wordCond))),
            sql` or `,
          )})`,
      ),
  );
}

export async function oracleSearch(store: OfferStore, q: SearchQuery, expand?: TermExpansion): Promise<SearchResult> {
  const db = store.db;
  // The offers in scope (the index's `scope`): active, of the company, new since the given time.
  const scope: Cond[] = [sql`o.status = 'active'`];
  if (q.companyId !== undefined) scope.push(sql`o.company_id = ${q.companyId}`);
  if (q.firstPublishedSince !== undefined) scope.push(sql`o.first_published_at >= ${q.firstPublishedSince}`);
  if (q.excludeJobIds?.length) scope.push(sql`o.job_id not in (${sql.join(q.excludeJobIds)})`);
  const core: Cond[] = [...scope];
  if (q.tag !== undefined)
    core.push(sql`exists (select 1 from offer_tags t where t.job_id = o.job_id and t.tag = ${q.tag})`);
  if (q.keyword) {
    if (!expand) throw new Error('a keyword needs the index expansion of its words');
    core.push(keywordCondition(q.keyword, expand));
  }
  const dist = q.point ? distanceExpr(store, q.point.lat, q.point.lon) : undefined;

  const filters = new Map<FilterKey, Cond>();
  if (q.typeId !== undefined) filters.set('type', sql`o.type_id = ${q.typeId}`);
  if (q.branches) filters.set('branch', inList('o.branch_id', q.branches));
  if (q.inhouse) filters.set('inhouse', sql`o.inhouse = 1`);
  if (q.faculties)
    filters.set(
      'faculty',
      sql`exists (select 1 from offer_faculties f where f.job_id = o.job_id and ${inList('f.code', q.faculties)})`,
    );
  if (q.targetGroups)
    filters.set(
      'target',
      sql`exists (select 1 from offer_target_groups g where g.job_id = o.job_id and ${inList('g.target_group_id', q.targetGroups)})`,
    );
  if (q.staffResponsibilities) filters.set('staff', inList('o.staff_responsibility_id', q.staffResponsibilities));
  if (q.jobTypes) filters.set('jobtype', inList('o.job_type_id', q.jobTypes));
  if (q.workplaceTypes) filters.set('workplace', inList('o.workplace_type_id', q.workplaceTypes));
  if (dist && q.radiusKm !== undefined) filters.set('radius', sql`${dist} <= ${q.radiusKm}`);
  const where = (except?: FilterKey): Cond =>
    and([...core, ...[...filters].filter(([k]) => k !== except).map(([, c]) => c)]);

  const num = (v: unknown) => Number(v);
  const countWhere = async (cond: Cond): Promise<number> =>
    num((await sql<{ n: number }>`select count(*) as n from offers o where ${cond}`.execute(db)).rows[0].n);

  const prio: Cond[] = [];
  if (q.prioLanguage !== undefined) prio.push(sql`case when o.language_id = ${q.prioLanguage} then 2 else 0 end`);
  if (q.prioTargetmarket !== undefined)
    prio.push(sql`case when o.target_market_id = ${q.prioTargetmarket} then 1 else 0 end`);
  const order: Cond[] = [];
  if (prio.length) order.push(sql`(${sql.join(prio, sql` + `)}) desc`);
  if (dist) order.push(sql`d asc`);
  order.push(sql`o.published_at desc`, sql`o.job_id desc`);

  const page = await sql<{ job_id: number; d: number | null }>`
    select o.job_id, ${dist ?? sql`null`} as d from offers o where ${where()}
    order by ${sql.join(order)} limit ${q.limit} offset ${q.offset}`.execute(db);
  const hits = page.rows.map((r) => (dist ? { jobId: num(r.job_id), distance: num(r.d) } : { jobId: num(r.job_id) }));
  const totalFound = await countWhere(where());

  let counts: SearchCounts | undefined;
  if (q.counts) {
    const grouped = async (select: Cond, from: Cond, cond: Cond): Promise<Record<string, number>> => {
      const rows = (
        await sql<{
          v: number;
          n: number;
        }>`select ${select} as v, count(*) as n from ${from} where ${cond} and ${select} is not null group by ${select} order by ${select}`.execute(
          db,
        )
      ).rows;
      return Object.fromEntries(rows.map((r) => [String(num(r.v)), num(r.n)]));
    };
    const offers = sql`offers o`;
    counts = {
      range: await grouped(sql`f.code`, sql`offers o join offer_faculties f on f.job_id = o.job_id`, where('faculty')),
      targetgroup: await grouped(
        sql`g.target_group_id`,
        sql`offers o join offer_target_groups g on g.job_id = o.job_id`,
        where('target'),
      ),
      types: await grouped(sql`o.type_id`, offers, where('type')),
      staffResponsibilities: await grouped(sql`o.staff_responsibility_id`, offers, where('staff')),
      jobtypes: await grouped(sql`o.job_type_id`, offers, where('jobtype')),
      workplacetypes: await grouped(sql`o.workplace_type_id`, offers, where('workplace')),
      internalCareers: {
        inhouse: await countWhere(and([where('inhouse'), sql`o.inhouse = 1`])),
        headquarter: await countWhere(and([where('branch'), sql`o.branch_id = ${HEADQUARTER_BRANCH}`])),
      },
    };
    if (dist) {
      const sums = RADIUS_COUNT_OPTIONS.map(
        (r) => sql`coalesce(sum(case when d <= ${r} then 1 else 0 end), 0) as ${sql.ref(`r${r}`)}`,
      );
      const row = (
        await sql<
          Record<string, number>
        >`select ${sql.join(sums)} from (select ${dist} as d from offers o where ${where('radius')}) x`.execute(db)
      ).rows[0];
      counts.radius = Object.fromEntries(RADIUS_COUNT_OPTIONS.map((r) => [String(r), num(row[`r${r}`])]));
    }
  }
  const result: SearchResult = { hits, totalFound, counts };
  if (q.countTotal) {
    result.total = await countWhere(and(scope));
  }
  return result;
}
