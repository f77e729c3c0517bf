import type { Kysely } from 'kysely';

/** French and Spanish offer titles (brand A's fr/es career pages); empty falls back to English, then German. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offers').addColumn('title_fr', 'text').execute();
  await db.schema.alterTable('offers').addColumn('title_es', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offers').dropColumn('title_es').execute();
  await db.schema.alterTable('offers').dropColumn('title_fr').execute();
}
