import { sql, type Kysely } from 'kysely';

/**
 * When an offer first appeared in this store (ISO date-time). An import that edits or re-sends an offer never
 * changes it: job agents mail offers that are new by this time, not by their last change. Offers stored before
 * the column existed count as first published on their publication date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offers').addColumn('first_published_at', 'text').execute();
  await sql`update offers set first_published_at = published_at || 'T00:00:00.000Z'`.execute(db);
  await db.schema.createIndex('offers_first_published').on('offers').columns(['first_published_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('offers_first_published').execute();
  await db.schema.alterTable('offers').dropColumn('first_published_at').execute();
}
