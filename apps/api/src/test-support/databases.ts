/**
 * Real databases for tests: a temp SQLite file, and a fresh PostgreSQL database per run on 127.0.0.1:5432
 * (trust auth, user postgres), dropped afterwards. Without PostgreSQL the PG suites are skipped with a warning,
 * or fail when CI is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type ApiConfig } from '../config.ts';
import { PgRelay } from '../../../../scripts/lib/pg-relay.mjs';

// PG_TEST_URL, as in the README and the web suites.
export const PG_ADMIN_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** An open TCP relay to the test PostgreSQL server, which a test cuts to take the database away from the API. */
export async function openTestRelay(): Promise<PgRelay> {
  const admin = new URL(PG_ADMIN_URL);
  const relay = new PgRelay({ host: admin.hostname, port: Number(admin.port || 5432) });
  await relay.open();
  return relay;
}

export interface TestDatabase {
  dialect: 'sqlite' | 'postgres';
  sqliteFile?: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

export function tempSqlite(): TestDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-api-test-'));
  return {
    dialect: 'sqlite',
    sqliteFile: path.join(dir, 'recruiting.db'),
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

let pgAvailable: Promise<boolean> | undefined;
export function postgresAvailable(): Promise<boolean> {
  pgAvailable ??= (async () => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      if (process.env.CI) throw new Error(`PostgreSQL is required in CI but unreachable at ${PG_ADMIN_URL}`);
      console.warn(`WARNING: PostgreSQL unreachable at ${PG_ADMIN_URL}: PostgreSQL suites skipped`);
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return pgAvailable;
}

export async function tempPostgres(): Promise<TestDatabase> {
  const name = `meridian_api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    dialect: 'postgres',
    databaseUrl: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export const DIALECTS = ['sqlite', 'postgres'] as const;

/** The database of a dialect, or undefined when PostgreSQL is not available (suite skipped). */
export async function openTestDatabase(dialect: 'sqlite' | 'postgres'): Promise<TestDatabase | undefined> {
  if (dialect === 'sqlite') return tempSqlite();
  return (await postgresAvailable()) ? tempPostgres() : undefined;
}

export function testConfig(db: TestDatabase, overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv),
    sqliteFile: db.sqliteFile ?? '',
    databaseUrl: db.databaseUrl,
    port: 0,
    host: '127.0.0.1',
    publicApiUrl: 'http://api.test',
    importToken: 'test-token',
    logLevel: 'silent',
    revisionPollMs: 200,
    demoOfferCount: 600,
    ...overrides,
  };
}
