import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Payload } from 'payload';
import { afterAll, beforeAll, it } from 'vitest';

/** The PostgreSQL server tests use (ARCHITECTURE: 127.0.0.1:5432, trust auth); PG_TEST_URL overrides it. */
export const PG_ADMIN_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh, empty database for one test file; `drop()` removes it. */
export async function createTestDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-web-test-'));
}

/** What a CMS integration suite runs on: a data directory and the store's URL in the environment, and its cleanup. */
export type StoreSetup = () => Promise<{ cleanup: () => Promise<void> } | null>;

/** A fresh SQLite store (the default) in its own data directory. */
export function sqliteStore(): StoreSetup {
  return async () => {
    const dir = tempDataDir();
    process.env.DATA_DIR = dir;
    delete process.env.DATABASE_URL;
    return { cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  };
}

/**
 * A fresh PostgreSQL database named after `prefix`. CI must cover both stores: there a missing PostgreSQL is a
 * failure; locally the suite is skipped visibly (null).
 */
export function postgresStore(prefix: string, suite: string): StoreSetup {
  return async () => {
    if (!(await postgresAvailable())) {
      if (process.env.CI) throw new Error(`PostgreSQL not reachable at ${PG_ADMIN_URL}`);
      console.warn(`[web] PostgreSQL not reachable at ${PG_ADMIN_URL}: skipping the PostgreSQL ${suite} suite`);
      return null;
    }
    const database = await createTestDatabase(prefix);
    const dir = tempDataDir();
    process.env.DATA_DIR = dir;
    process.env.DATABASE_URL = database.url;
    return {
      cleanup: async () => {
        await database.drop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  };
}

/**
 * Prepares a store (`prepare`: its environment), then opens Payload on it with every migration applied; null when the
 * store is not available here (the suite skips).
 */
async function openMigratedPayload(
  prepare: StoreSetup,
): Promise<{ payload: Payload; cleanup: () => Promise<void> } | null> {
  const prepared = await prepare();
  if (!prepared) return null;
  const { getPayload } = await import('payload');
  const { default: config } = await import('@payload-config');
  const { applyMigrations } = await import('@/cms/migrations');
  const payload = await getPayload({ config });
  await applyMigrations(payload);
  return { payload, cleanup: prepared.cleanup };
}

/**
 * Closes what openMigratedPayload opened, then removes the store: the connection pool first (dropping a database
 * kills live connections), each step bounded so a stuck pool cannot hang the suite.
 */
async function closeMigratedPayload(
  payload: Payload | undefined,
  cleanup: (() => Promise<void>) | undefined,
): Promise<void> {
  const pool = (payload?.db as unknown as { pool?: { end: () => Promise<void> } } | undefined)?.pool;
  const bounded = (promise: Promise<unknown> | undefined) =>
    Promise.race([
      Promise.resolve(promise).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
  await bounded(pool?.end());
  await bounded(payload?.destroy?.());
  await cleanup?.();
}

/** A test on the store: receives the open Payload, or is reported as skipped where the store is not available. */
export type StoreTest = (name: string, body: (payload: Payload) => Promise<void>, timeout?: number) => void;

/**
 * Opens Payload on a migrated store for the enclosing describe block (`beforeAll`), runs `seed` on it, and closes
 * and removes the store afterwards (`afterAll`). Returns the block's `it` for tests that need the store: each one
 * is skipped visibly when the store is not available here (a local machine without PostgreSQL).
 */
export function useMigratedPayload(prepare: StoreSetup, seed?: (payload: Payload) => Promise<void>): StoreTest {
  let opened: Awaited<ReturnType<typeof openMigratedPayload>> = null;
  beforeAll(async () => {
    opened = await openMigratedPayload(prepare);
    if (opened && seed) await seed(opened.payload);
  }, 180_000);
  afterAll(() => closeMigratedPayload(opened?.payload, opened?.cleanup));
  return (name, body, timeout) =>
    it(
      name,
      async (context) => {
        if (!opened) return context.skip();
        await body(opened.payload);
      },
      timeout,
    );
}
