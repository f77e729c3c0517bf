import type { Kysely } from 'kysely';

/** The editors' job-title synonyms, one rule list per content language (keyword/synonyms.ts format). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_synonyms')
    .addColumn('lang', 'text', (column) => column.primaryKey())
    .addColumn('rules', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_synonyms').execute();
}
