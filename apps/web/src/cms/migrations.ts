import type { BaseDatabaseAdapter, Payload } from 'payload';
import { isPostgresUrl } from './database-url';

type Migrations = NonNullable<NonNullable<Parameters<BaseDatabaseAdapter['migrate']>[0]>['migrations']>;

/**
 * The migrations of the configured store, as modules (not files read at run time), for the setup script and
 * tests. Generated per dialect with `payload migrate:create` (see README); they are loaded dynamically because
 * their generated typings clash between the two drizzle copies Payload ships, and the web app never needs them.
 */
export async function migrationsForStore(databaseUrl = process.env.DATABASE_URL): Promise<Migrations> {
  const dialect = isPostgresUrl(databaseUrl) ? 'postgres' : 'sqlite';
  const module = (await import(`../migrations/${dialect}/index.ts`)) as { migrations: Migrations };
  return module.migrations;
}

/**
 * Migrations renamed after they shipped (old name → new name, per dialect): a database that applied one under its
 * old name has the record renamed before migrating, so the migration is not run a second time.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '20261122_141655_features_session2': '20261122_141655_blocks_seo_banners_redirects_contests',
  '20261122_141735_features_session2': '20261122_141735_blocks_seo_banners_redirects_contests',
};

/** Whether the store has its table of applied migrations yet (a fresh database has not). */
async function migrationsRecorded(payload: Payload): Promise<boolean> {
  const db = payload.db as unknown as {
    name: string;
    drizzle: unknown;
    execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: Record<string, unknown>[] }>;
  };
  const raw =
    db.name === 'postgres'
      ? `SELECT to_regclass('"payload_migrations"') IS NOT NULL AS "found"`
      : `SELECT COUNT(*) AS "found" FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'`;
  const { rows } = await db.execute({ drizzle: db.drizzle, raw });
  // PostgreSQL answers a boolean, SQLite a count.
  const found = rows[0]?.found;
  return found === true || Number(found) > 0;
}

/** Applies the store's pending migrations, after renaming the records of migrations that were renamed. */
export async function applyMigrations(payload: Payload): Promise<void> {
  if (await migrationsRecorded(payload))
    for (const [from, to] of Object.entries(RENAMED_MIGRATIONS)) {
      await payload.update({
        collection: 'payload-migrations',
        where: { name: { equals: from } },
        data: { name: to },
        overrideAccess: true,
      });
    }
  await payload.db.migrate({ migrations: await migrationsForStore() });
}
