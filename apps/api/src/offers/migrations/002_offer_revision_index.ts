import type { Kysely } from 'kysely';

/** Index refreshes load the offers changed since a revision. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('offers_revision').on('offers').column('revision').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('offers_revision').execute();
}
