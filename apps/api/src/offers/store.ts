/** The recruiting store: offers, reference data, views and the change revision, over Kysely (SQLite or PostgreSQL). */
import { sql, type Kysely, type Transaction } from 'kysely';
import { migrate, openDatabase, pingDatabase, type StoreConnection } from './db.ts';
import { normalizedTags, toRow, type NewOfferRow } from './rows.ts';
import type { Dialect, OfferContentTable, OffersTable, RecruitingDatabase } from './schema.ts';
import { encodeTermIds, type TermDictionary } from './term-ids.ts';
import type { BranchRef, Lang, Localized, OfferInput, ReferenceData } from './types.ts';

type Db = Kysely<RecruitingDatabase> | Transaction<RecruitingDatabase>;

/** Columns the in-memory index needs (no texts). */
export const INDEX_COLUMNS = [
  'job_id',
  'company_id',
  'type_id',
  'urlpart',
  'title_de',
  'title_en',
  'area_id',
  'faculty_codes',
  'target_groups',
  'branch_id',
  'city',
  'country',
  'latitude',
  'longitude',
  'weeks',
  'start_date',
  'number_pure',
  'inhouse',
  'staff_responsibility_id',
  'workplace_type_id',
  'job_type_id',
  'tags',
  'salary_min',
  'salary_max',
  'salary_period',
  'salary_currency',
  'language_id',
  'target_market_id',
  'published_at',
  'title_fr',
  'title_es',
  'first_published_at',
] as const;
export type IndexRow = Pick<OffersTable, (typeof INDEX_COLUMNS)[number]> & { term_ids: Uint8Array };
/** Rows for an index and the dictionary their term ids refer to. */
export interface IndexData {
  rows: IndexRow[];
  dictionary: TermDictionary;
}
/** An active offer with its content, for the detail. */
export type FullOfferRow = OffersTable & OfferContentTable;

export interface UpsertResult {
  created: number[];
  updated: number[];
  unchanged: number[];
  /** Records the database refused (reported, never fatal for the rest). */
  failed: { jobId: number; reason: string }[];
}

const BULK_ROWS = 200;
/** Rows per page of the index load (~15 ms each). */
const LOAD_PAGE_ROWS = 2_000;

/** Index order: newest first, then job id descending. */
export function sortForIndex<T extends { published_at: string; job_id: number }>(rows: T[]): T[] {
  return rows.sort((a, b) =>
    a.published_at < b.published_at ? 1 : a.published_at > b.published_at ? -1 : b.job_id - a.job_id,
  );
}

export class OfferStore {
  readonly db: Kysely<RecruitingDatabase>;
  readonly dialect: Dialect;
  private reference?: ReferenceData;

  private constructor(private readonly connection: StoreConnection) {
    this.db = connection.db;
    this.dialect = connection.dialect;
  }

  static async open(options: { sqliteFile?: string; databaseUrl?: string }): Promise<OfferStore> {
    const store = new OfferStore(await openDatabase(options));
    await migrate(store.db);
    return store;
  }

  close(): Promise<void> {
    return this.connection.close();
  }

  ping(): Promise<void> {
    return pingDatabase(this.db);
  }

  /**
   * The change revision. Every writer bumps it once before writing (its rows carry that value) and once after,
   * so an index built when the revision was R holds every row of a revision below R, and a refresh reloads the
   * rows of revision R and above (R itself may have been mid-write).
   */
  async getRevision(): Promise<number> {
    const row = await this.db.selectFrom('meta').select('value').where('key', '=', 'revision').executeTakeFirst();
    return Number(row?.value ?? 0);
  }

  private async bumpRevision(db: Db): Promise<number> {
    await db
      .updateTable('meta')
      .set({ value: sql`value + 1` })
      .where('key', '=', 'revision')
      .execute();
    const row = await db.selectFrom('meta').select('value').where('key', '=', 'revision').executeTakeFirstOrThrow();
    return Number(row.value);
  }

  /** The editors' synonym lists by language (keyword/synonyms.ts format); languages without one are left out. */
  async getSynonymLists(): Promise<Partial<Record<Lang, string>>> {
    const rows = await this.db.selectFrom('search_synonyms').select(['lang', 'rules']).execute();
    return Object.fromEntries(rows.map((row) => [row.lang, row.rules]));
  }

  /**
   * Stores one language's list (empty text: none), bumping the revision so every instance's next poll picks it up
   * as it does offer changes.
   */
  async saveSynonymList(lang: Lang, rules: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.bumpRevision(trx);
      await trx
        .insertInto('search_synonyms')
        .values({ lang, rules, updated_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column('lang').doUpdateSet({ rules, updated_at: new Date().toISOString() }))
        .execute();
    });
  }

  async countOffers(): Promise<number> {
    const row = await this.db
      .selectFrom('offers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async hasReferenceData(): Promise<boolean> {
    const row = await this.db
      .selectFrom('areas')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n) > 0;
  }

  /** Replaces all reference data (facet lists and branches). */
  async saveReferenceData(ref: ReferenceData): Promise<void> {
    const names = (n: Localized) => ({ name_de: n.de, name_en: n.en, name_fr: n.fr, name_es: n.es });
    await this.db.transaction().execute(async (trx) => {
      for (const t of [
        'areas',
        'faculties',
        'target_groups',
        'offer_types',
        'staff_responsibilities',
        'job_types',
        'workplace_types',
        'internal_careers',
        'branches',
      ] as const) {
        await trx.deleteFrom(t).execute();
      }
      await trx
        .insertInto('areas')
        .values(ref.areas.map((a) => ({ id: a.id, number: a.number, ...names(a.name) })))
        .execute();
      const faculties = ref.areas.flatMap((a) =>
        a.faculties.map((f) => ({ area_id: a.id, id: f.id, ...names(f.name) })),
      );
      if (faculties.length) await trx.insertInto('faculties').values(faculties).execute();
      const lookups = [
        ['target_groups', ref.targetGroups],
        ['offer_types', ref.types],
        ['staff_responsibilities', ref.staffResponsibilities],
        ['job_types', ref.jobTypes],
        ['workplace_types', ref.workplaceTypes],
      ] as const;
      for (const [table, items] of lookups) {
        await trx
          .insertInto(table)
          .values(items.map((it, sort) => ({ id: it.id, sort, ...names(it.name) })))
          .execute();
      }
      await trx
        .insertInto('internal_careers')
        .values(ref.internalCareers.map((it, sort) => ({ id: it.id, sort, ...names(it.name) })))
        .execute();
      await trx
        .insertInto('branches')
        .values(
          ref.branches.map((b) => ({
            id: b.id,
            company_id: b.companyId,
            kind: b.kind,
            name: b.name,
            street: b.street,
            zip: b.zip,
            city: b.city,
            country: b.country,
            fon: b.fon,
            email: b.email,
            lat: b.lat,
            lon: b.lon,
          })),
        )
        .execute();
      await this.bumpRevision(trx);
    });
    this.reference = undefined;
  }

  invalidateReferenceCache(): void {
    this.reference = undefined;
  }

  /** Reference data, cached: it only changes through saveReferenceData. */
  async getReferenceData(): Promise<ReferenceData> {
    if (this.reference) return this.reference;
    const loc = (r: { name_de: string; name_en: string; name_fr: string; name_es: string }): Localized => ({
      de: r.name_de,
      en: r.name_en,
      fr: r.name_fr,
      es: r.name_es,
    });
    const [areas, faculties, tg, types, staff, jobTypes, workplace, internal, branches] = await Promise.all([
      this.db.selectFrom('areas').selectAll().orderBy('id').execute(),
      this.db.selectFrom('faculties').selectAll().orderBy('area_id').orderBy('id').execute(),
      this.db.selectFrom('target_groups').selectAll().orderBy('sort').execute(),
      this.db.selectFrom('offer_types').selectAll().orderBy('sort').execute(),
      this.db.selectFrom('staff_responsibilities').selectAll().orderBy('sort').execute(),
      this.db.selectFrom('job_types').selectAll().orderBy('sort').execute(),
      this.db.selectFrom('workplace_types').selectAll().orderBy('sort').execute(),
      this.db.selectFrom('internal_careers').selectAll().orderBy('sort').execute(),
      this.db.selectFrom('branches').selectAll().orderBy('company_id').orderBy('id').execute(),
    ]);
    const lookup = (rows: { id: number; name_de: string; name_en: string; name_fr: string; name_es: string }[]) =>
      rows.map((r) => ({ id: Number(r.id), name: loc(r) }));
    this.reference = {
      areas: areas.map((a) => ({
        id: Number(a.id),
        number: a.number,
        name: loc(a),
        faculties: faculties
          .filter((f) => Number(f.area_id) === Number(a.id))
          .map((f) => ({ id: Number(f.id), name: loc(f) })),
      })),
      targetGroups: lookup(tg),
      types: lookup(types),
      staffResponsibilities: lookup(staff),
      jobTypes: lookup(jobTypes),
      workplaceTypes: lookup(workplace),
      internalCareers: internal.map((r) => ({ id: r.id, name: loc(r) })),
      branches: branches.map((b): BranchRef => ({
        id: Number(b.id),
        companyId: Number(b.company_id),
        kind: Number(b.kind),
        name: b.name,
        street: b.street,
        zip: b.zip,
        city: b.city,
        country: b.country,
        fon: b.fon,
        email: b.email,
        lat: Number(b.lat),
        lon: Number(b.lon),
      })),
    };
    return this.reference;
  }

  /** Fast path for an empty table (demo seed, benchmark data): multi-row inserts, no look-ups. */
  async insertOffers(inputs: OfferInput[], onProgress?: (done: number) => void): Promise<void> {
    const ref = await this.getReferenceData();
    const now = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const revision = await this.bumpRevision(trx);
      for (let i = 0; i < inputs.length; i += BULK_ROWS) {
        const chunk = inputs.slice(i, i + BULK_ROWS);
        await this.writeChunk(
          trx,
          chunk.map((input) => toRow(input, ref, revision, now)),
          false,
        );
        if (onProgress && ((i / BULK_ROWS) % 50 === 49 || i + BULK_ROWS >= inputs.length))
          onProgress(Math.min(i + BULK_ROWS, inputs.length));
      }
      await this.bumpRevision(trx);
    });
  }

  private async writeChunk(trx: Db, rows: NewOfferRow[], upsert: boolean): Promise<void> {
    if (!rows.length) return;
    const jobIds = rows.map((r) => r.job_id);
    const offers: OffersTable[] = rows.map(({ content: _c, search_terms: _t, ...offer }) => offer);
    const contents = rows.map((r) => r.content);
    const ids = await this.termIds(
      trx,
      rows.map((r) => r.search_terms),
    );
    const terms = rows.map((r) => ({ job_id: r.job_id, terms: r.search_terms }));
    const termIds = rows.map((r) => ({
      job_id: r.job_id,
      term_ids: encodeTermIds(
        r.search_terms
          .split(' ')
          .filter(Boolean)
          .map((t) => ids.get(t)!),
      ),
    }));
    if (upsert) {
      for (const t of [
        'offer_faculties',
        'offer_target_groups',
        'offer_tags',
        'offer_content',
        'offer_terms',
        'offer_term_ids',
      ] as const) {
        await trx.deleteFrom(t).where('job_id', 'in', jobIds).execute();
      }
      await trx
        .insertInto('offers')
        .values(offers)
        .onConflict((oc) =>
          oc.column('job_id').doUpdateSet((eb) => {
            const set: Record<string, unknown> = {};
            // The first publication stays that of the stored offer (job agents count offers as new by it).
            for (const key of Object.keys(offers[0]) as (keyof OffersTable)[])
              if (key !== 'job_id' && key !== 'first_published_at') set[key] = eb.ref(`excluded.${key}`);
            return set as never;
          }),
        )
        .execute();
    } else {
      await trx.insertInto('offers').values(offers).execute();
    }
    await trx.insertInto('offer_content').values(contents).execute();
    await trx.insertInto('offer_terms').values(terms).execute();
    await trx.insertInto('offer_term_ids').values(termIds).execute();
    const faculties = rows.flatMap((r) =>
      [...new Set(r.faculty_codes.split(',').filter(Boolean).map(Number))].map((code) => ({ job_id: r.job_id, code })),
    );
    const groups = rows.flatMap((r) =>
      [...new Set(r.target_groups.split(',').filter(Boolean).map(Number))].map((id) => ({
        job_id: r.job_id,
        target_group_id: id,
      })),
    );
    const tags = rows.flatMap((r) =>
      normalizedTags(JSON.parse(r.tags) as string[]).map((tag) => ({ job_id: r.job_id, tag })),
    );
    for (let i = 0; i < faculties.length; i += 1000)
      await trx
        .insertInto('offer_faculties')
        .values(faculties.slice(i, i + 1000))
        .execute();
    for (let i = 0; i < groups.length; i += 1000)
      await trx
        .insertInto('offer_target_groups')
        .values(groups.slice(i, i + 1000))
        .execute();
    for (let i = 0; i < tags.length; i += 1000)
      await trx
        .insertInto('offer_tags')
        .values(tags.slice(i, i + 1000))
        .execute();
  }

  /**
   * Dictionary ids of the terms in these texts, adding the new ones. Concurrent writers (several instances on
   * PostgreSQL) may add the same term: the unique constraint keeps one, and `do nothing` lets both read it back.
   * Sorted, so that two writers inserting overlapping terms take the row locks in the same order (no deadlock).
   */
  private async termIds(trx: Db, texts: string[]): Promise<Map<string, number>> {
    const terms = [...new Set(texts.flatMap((t) => t.split(' ')).filter(Boolean))].sort();
    const ids = new Map<string, number>();
    const read = async (chunk: string[]) => {
      for (const r of await trx
        .selectFrom('term_dictionary')
        .select(['id', 'term'])
        .where('term', 'in', chunk)
        .execute())
        ids.set(r.term, Number(r.id));
    };
    for (let i = 0; i < terms.length; i += 1000) {
      const chunk = terms.slice(i, i + 1000);
      await read(chunk);
      const missing = chunk.filter((t) => !ids.has(t));
      if (!missing.length) continue;
      await trx
        .insertInto('term_dictionary')
        .values(missing.map((term) => ({ term })))
        .onConflict((oc) => oc.column('term').doNothing())
        .execute();
      await read(missing);
    }
    return ids;
  }

  /**
   * Upserts by job id. Unchanged records (same content hash, still active) are not written, so re-running a
   * feed changes nothing. A chunk the database refuses is retried record by record; only the refused records fail.
   */
  async upsertOffers(inputs: OfferInput[]): Promise<UpsertResult> {
    const ref = await this.getReferenceData();
    const result: UpsertResult = { created: [], updated: [], unchanged: [], failed: [] };
    const now = new Date().toISOString();
    const changed: { input: OfferInput; isNew: boolean }[] = [];
    for (let i = 0; i < inputs.length; i += 500) {
      const chunk = inputs.slice(i, i + 500);
      const existing = await this.db
        .selectFrom('offers')
        .select(['job_id', 'content_hash', 'status'])
        .where(
          'job_id',
          'in',
          chunk.map((c) => c.jobId),
        )
        .execute();
      const byId = new Map(existing.map((e) => [Number(e.job_id), e]));
      for (const input of chunk) {
        const row = byId.get(input.jobId);
        const hash = toRow(input, ref, 0, now).content_hash;
        if (row && row.content_hash === hash && row.status === 'active') result.unchanged.push(input.jobId);
        else changed.push({ input, isNew: !row });
      }
    }
    if (!changed.length) return result;
    const revision = await this.bumpRevision(this.db);
    const record = (c: { input: OfferInput; isNew: boolean }) =>
      (c.isNew ? result.created : result.updated).push(c.input.jobId);
    for (let i = 0; i < changed.length; i += BULK_ROWS) {
      const chunk = changed.slice(i, i + BULK_ROWS);
      try {
        await this.db.transaction().execute((trx) =>
          this.writeChunk(
            trx,
            chunk.map((c) => toRow(c.input, ref, revision, now)),
            true,
          ),
        );
        chunk.forEach(record);
      } catch {
        for (const c of chunk) {
          try {
            await this.db
              .transaction()
              .execute((trx) => this.writeChunk(trx, [toRow(c.input, ref, revision, now)], true));
            record(c);
          } catch {
            result.failed.push({ jobId: c.input.jobId, reason: 'the record could not be stored' });
          }
        }
      }
    }
    // Bump again after the writes: instances that polled mid-import rebuild once more and see everything.
    await this.bumpRevision(this.db);
    return result;
  }

  /** Withdraws active offers (of one company, or all) whose job ids are not in `keep`. Returns their ids. */
  async withdrawMissing(keep: Set<number>, companyId?: number): Promise<number[]> {
    let q = this.db.selectFrom('offers').select('job_id').where('status', '=', 'active');
    if (companyId !== undefined) q = q.where('company_id', '=', companyId);
    const missing = (await q.execute()).map((r) => Number(r.job_id)).filter((id) => !keep.has(id));
    if (!missing.length) return missing;
    const revision = await this.bumpRevision(this.db);
    const now = new Date().toISOString();
    for (let i = 0; i < missing.length; i += 500) {
      await this.db
        .updateTable('offers')
        .set({ status: 'withdrawn', revision, updated_at: now })
        .where('job_id', 'in', missing.slice(i, i + 500))
        .execute();
    }
    await this.bumpRevision(this.db);
    return missing;
  }

  /**
   * Active offers in index order: newest first, then job id descending. Sorted here rather than in SQL: a plain
   * scan reads the table sequentially, the ordered index would read it in random order.
   */
  async loadIndexRows(): Promise<IndexData> {
    const rows = await this.loadRows();
    // After the rows: the dictionary only grows, so it has every id those rows were written with.
    const dictionary = await this.loadTermDictionary();
    return { rows: sortForIndex(rows.filter((r) => r.status === 'active')), dictionary };
  }

  /**
   * Offers written at or after `revision` (any status): the changes an index built at that revision lacks.
   * Returns the active ones in index order and the ids of all changed ones.
   */
  async loadChangesSince(revision: number): Promise<IndexData & { changedIds: number[] }> {
    const rows = await this.loadRows(revision);
    const dictionary = await this.loadTermDictionary();
    return {
      rows: sortForIndex(rows.filter((r) => r.status === 'active')),
      dictionary,
      changedIds: rows.map((r) => r.job_id),
    };
  }

  async loadTermDictionary(): Promise<TermDictionary> {
    const dictionary: (string | undefined)[] = [];
    if (this.connection.sqlite) {
      for (const [id, term] of this.connection.sqlite
        .prepare('select id, term from term_dictionary')
        .raw()
        .iterate() as Iterable<[number, string]>)
        dictionary[id] = term;
    } else {
      for (const r of await this.db.selectFrom('term_dictionary').select(['id', 'term']).execute())
        dictionary[Number(r.id)] = r.term;
    }
    return dictionary;
  }

  private async loadRows(sinceRevision?: number): Promise<(IndexRow & { status: string })[]> {
    return this.connection.sqlite
      ? this.loadRowsSqlite(this.connection.sqlite, sinceRevision)
      : this.loadRowsKysely(sinceRevision);
  }

  /**
   * better-sqlite3's row objects cost ~20 µs each at 30 columns; raw arrays plus one object shape are ~5× faster.
   * Read in pages of job ids (the table's own order: a sequential scan), pausing between them so a full load at
   * 100k offers does not block requests for a second. Rows changed meanwhile carry a newer revision: the next
   * refresh picks them up, as with any change after the load.
   */
  private async loadRowsSqlite(
    sqlite: NonNullable<StoreConnection['sqlite']>,
    since?: number,
  ): Promise<(IndexRow & { status: string })[]> {
    const columns = `${INDEX_COLUMNS.map((c) => `o.${c}`).join(', ')}, o.status, t.term_ids from offers o join offer_term_ids t on t.job_id = o.job_id`;
    // Changes since a revision are few: one query over the revision index. The full load pages by job id;
    // `+o.status` keeps SQLite off the status index, which would sort every page anew.
    const nextPage =
      since === undefined
        ? (
            (statement) => (after: number) =>
              statement.all(after) as unknown[][]
          )(
            sqlite
              .prepare(
                `select ${columns} where +o.status = 'active' and o.job_id > ? order by o.job_id limit ${LOAD_PAGE_ROWS}`,
              )
              .raw(),
          )
        : () => sqlite.prepare(`select ${columns} where o.revision >= ?`).raw().all(since) as unknown[][];
    const out: (IndexRow & { status: string })[] = [];
    for (let after = -1; ;) {
      const page = nextPage(after);
      for (const v of page) {
        out.push({
          job_id: v[0] as number,
          company_id: v[1] as number,
          type_id: v[2] as number,
          urlpart: v[3] as string,
          title_de: v[4] as string,
          title_en: v[5] as string,
          area_id: v[6] as number,
          faculty_codes: v[7] as string,
          target_groups: v[8] as string,
          branch_id: v[9] as number,
          city: v[10] as string,
          country: v[11] as string,
          latitude: v[12] as number,
          longitude: v[13] as number,
          weeks: v[14] as number | null,
          start_date: v[15] as string | null,
          number_pure: v[16] as string | null,
          inhouse: v[17] as number,
          staff_responsibility_id: v[18] as number | null,
          workplace_type_id: v[19] as number | null,
          job_type_id: v[20] as number | null,
          tags: v[21] as string,
          salary_min: v[22] as number | null,
          salary_max: v[23] as number | null,
          salary_period: v[24] as string | null,
          salary_currency: v[25] as string | null,
          language_id: v[26] as number,
          target_market_id: v[27] as number,
          published_at: v[28] as string,
          title_fr: v[29] as string | null,
          title_es: v[30] as string | null,
          first_published_at: v[31] as string,
          status: v[32] as string,
          term_ids: v[33] as Uint8Array,
        });
      }
      if (since !== undefined || page.length < LOAD_PAGE_ROWS) return out;
      after = page[page.length - 1][0] as number;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private async loadRowsKysely(since?: number): Promise<(IndexRow & { status: string })[]> {
    let q = this.db
      .selectFrom('offers as o')
      .innerJoin('offer_term_ids as t', 't.job_id', 'o.job_id')
      .select([...INDEX_COLUMNS.map((c) => `o.${c}` as const), 'o.status', 't.term_ids']);
    q = since === undefined ? q.where('o.status', '=', 'active') : q.where('o.revision', '>=', since);
    return q.execute();
  }

  async getActiveOffer(jobId: number): Promise<FullOfferRow | undefined> {
    return this.db
      .selectFrom('offers as o')
      .innerJoin('offer_content as c', 'c.job_id', 'o.job_id')
      .selectAll('o')
      .select(['c.texts_de', 'c.texts_en', 'c.contact'])
      .where('o.job_id', '=', jobId)
      .where('o.status', '=', 'active')
      .executeTakeFirst();
  }

  /** Active offers of a company for sitemaps, by job id: URL parts and last change. */
  async listOfferUrls(
    companyId: number,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: { job_id: number; urlpart: string; type_id: number; updated_at: string }[] }> {
    const base = this.db.selectFrom('offers').where('status', '=', 'active').where('company_id', '=', companyId);
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      base
        .select(['job_id', 'urlpart', 'type_id', 'updated_at'])
        .orderBy('job_id')
        .limit(limit)
        .offset(offset)
        .execute(),
    ]);
    return { total: Number(count?.n ?? 0), rows };
  }

  async getOfferStatus(jobId: number): Promise<{ status: string; companyId: number; updatedAt: string } | undefined> {
    const row = await this.db
      .selectFrom('offers')
      .select(['status', 'company_id', 'updated_at'])
      .where('job_id', '=', jobId)
      .executeTakeFirst();
    return row ? { status: row.status, companyId: Number(row.company_id), updatedAt: row.updated_at } : undefined;
  }

  /** Counts one view of an offer per tracking code and UTC day (upsert, safe under concurrency). */
  async recordView(jobId: number, tracking: string): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    await this.db
      .insertInto('offer_views')
      .values({ job_id: jobId, tracking: tracking.slice(0, 100), day, count: 1 })
      .onConflict((oc) => oc.columns(['job_id', 'tracking', 'day']).doUpdateSet({ count: sql`offer_views.count + 1` }))
      .execute();
  }

  async countViews(jobId: number): Promise<number> {
    const row = await this.db
      .selectFrom('offer_views')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), sql<number>`0`).as('n'))
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
