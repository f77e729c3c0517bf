import type { BaseDatabaseAdapter } from 'payload';
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
