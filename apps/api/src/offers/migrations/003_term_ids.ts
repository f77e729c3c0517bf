import { PostgresAdapter, type Generated, type Kysely } from 'kysely';
import { encodeTermIds } from '../term-ids.ts';

/**
 * Search terms as ids (term-ids.ts): a term dictionary and `offer_term_ids`, backfilled from `offer_terms`.
 * The index load reads the ids; the text stays for the SQL oracle. A table of its own, not a column of
 * offer_terms: SQLite would walk each row's ~2 KB of text (overflow pages) to reach a column stored after it.
 */
/** The tables as this migration knows them (a migration must not follow later schema changes). */
interface Schema {
  offer_terms: { job_id: number; terms: string };
  term_dictionary: { id: Generated<number>; term: string };
  offer_term_ids: { job_id: number; term_ids: Uint8Array };
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Schema>;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('term_dictionary')
    // SQLite numbers an `integer primary key` by itself; PostgreSQL needs an identity.
    .addColumn('id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey()))
    .addColumn('term', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('offer_term_ids')
    .addColumn('job_id', 'integer', (c) => c.primaryKey())
    .addColumn('term_ids', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();

  // Backfill existing offers page by page (demo databases: a few thousand rows).
  const ids = new Map<string, number>();
  for (let after = -1; ;) {
    const page = await db
      .selectFrom('offer_terms')
      .select(['job_id', 'terms'])
      .where('job_id', '>', after)
      .orderBy('job_id')
      .limit(1000)
      .execute();
    if (!page.length) break;
    after = Number(page[page.length - 1].job_id);
    const missing = [...new Set(page.flatMap((r) => r.terms.split(' ').filter(Boolean)))].filter((t) => !ids.has(t));
    for (let i = 0; i < missing.length; i += 500) {
      const chunk = missing.slice(i, i + 500);
      await db
        .insertInto('term_dictionary')
        .values(chunk.map((term) => ({ term })))
        .execute();
      const rows = await db.selectFrom('term_dictionary').select(['id', 'term']).where('term', 'in', chunk).execute();
      for (const r of rows) ids.set(r.term, Number(r.id));
    }
    const values = page.map((r) => ({
      job_id: r.job_id,
      term_ids: encodeTermIds(
        r.terms
          .split(' ')
          .filter(Boolean)
          .map((t) => ids.get(t)!),
      ),
    }));
    for (let i = 0; i < values.length; i += 200)
      await db
        .insertInto('offer_term_ids')
        .values(values.slice(i, i + 200))
        .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offer_term_ids').execute();
  await db.schema.dropTable('term_dictionary').execute();
}
