import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { haversineKm } from './distance.ts';
import { migrationProvider } from './migrations/index.ts';
import type { Dialect, RecruitingDatabase } from './schema.ts';

export const PG_SCHEMA = 'recruiting';

export interface StoreConnection {
  db: Kysely<RecruitingDatabase>;
  dialect: Dialect;
  /** The raw SQLite handle, for bulk reads where per-row objects are too slow. */
  sqlite?: Database.Database;
  close(): Promise<void>;
}

/** Opens SQLite (file) or PostgreSQL (url, schema `recruiting`). Does not migrate. */
export async function openDatabase(options: {
  sqliteFile?: string;
  databaseUrl?: string;
  onIdleError?: (error: Error) => void;
}): Promise<StoreConnection> {
  if (options.databaseUrl) {
    // Create the schema first so that search_path can point at it for every pooled connection.
    const bootstrap = new pg.Client({ connectionString: options.databaseUrl });
    await bootstrap.connect();
    try {
      await bootstrap.query(`create schema if not exists ${PG_SCHEMA}`);
    } catch (error) {
      // Two instances starting at once may race on the catalog; the schema exists afterwards either way.
      if (!/already exists|duplicate key/.test(String(error))) throw error;
    } finally {
      await bootstrap.end();
    }
    // Bounded waits: with the database away a request fails fast (503) instead of queueing for a connection.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: `-c search_path=${PG_SCHEMA}`,
      connectionTimeoutMillis: 3_000,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process: the pool replaces it.
    pool.on('error', (error) => options.onIdleError?.(error));
    // A checked-out client whose connection drops between queries emits 'error' too; unheard, it would crash the
    // process. The query in flight (if any) fails on its own and is answered 503.
    pool.on('connect', (client) => client.on('error', (error) => options.onIdleError?.(error)));
    // Counts come back as strings (bigint) unless parsed; they fit in a JS number here.
    pg.types.setTypeParser(20, (v) => Number(v));
    const db = new Kysely<RecruitingDatabase>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // 64 MB page cache and memory-mapped reads: the index load scans the whole offers table.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 1073741824');
  // The oracle's distance: the same JS function the index uses, so both agree to the last bit.
  sqlite.function('meridian_distance_km', { deterministic: true }, (lat1, lon1, lat2, lon2) =>
    haversineKm(Number(lat1), Number(lon1), Number(lat2), Number(lon2)),
  );
  const db = new Kysely<RecruitingDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', sqlite, close: () => db.destroy() };
}

/** Applies pending migrations; throws with the failing migration's name. */
export async function migrate(db: Kysely<RecruitingDatabase>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function pingDatabase(db: Kysely<RecruitingDatabase>): Promise<void> {
  await sql`select 1`.execute(db);
}
