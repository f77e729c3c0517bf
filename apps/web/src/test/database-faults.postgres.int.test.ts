import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { PgRelay, relayedUrl } from '../../../../scripts/lib/pg-relay.mjs';
import { migrationsForStore } from '@/cms/migrations';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '@/cms/database-unavailable';
import { createTestDatabase, PG_ADMIN_URL, postgresAvailable, tempDataDir } from './databases';

/**
 * The CMS database going away under a running Payload, through the relay `npm test` also uses: the
 * pool's time-outs, the error classifier on real node-postgres errors, the health check and the pool's
 * recovery. The pages and routes on top are covered end to end by e2e/faults.spec.ts.
 */
describe('CMS on PostgreSQL that goes away', () => {
  let lib: typeof import('@/cms/payload');
  let payload: Payload;
  let relay: PgRelay;
  let cleanup: (() => Promise<void>) | undefined;
  let siteId = 0;

  beforeAll(async () => {
    if (!(await postgresAvailable())) {
      if (process.env.CI) throw new Error(`PostgreSQL not reachable at ${PG_ADMIN_URL}`);
      console.warn(`[web] PostgreSQL not reachable at ${PG_ADMIN_URL}: skipping the database faults suite`);
      return;
    }
    const database = await createTestDatabase('meridian_web_faults');
    const admin = new URL(PG_ADMIN_URL);
    relay = new PgRelay({ host: admin.hostname, port: Number(admin.port || 5432) });
    await relay.open();
    const dir = tempDataDir();
    process.env.DATA_DIR = dir;
    process.env.DATABASE_URL = relayedUrl(database.url, relay);
    lib = await import('@/cms/payload');
    payload = await lib.getPayload();
    await payload.db.migrate({ migrations: await migrationsForStore() });
    siteId = (
      await payload.create({
        collection: 'sites',
        locale: 'de',
        overrideAccess: true,
        data: {
          name: 'Faults',
          key: 'faults',
          legalName: 'Faults GmbH',
          theme: 'group',
          hosts: [{ host: 'faults.example' }],
          marketLanguages: [{ market: 'de', lang: 'de' }],
        },
      })
    ).id;
    cleanup = async () => {
      // Closing the relay ends every connection (pool.end() would wait for the one Payload never releases).
      await relay.close();
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }, 180_000);
  afterAll(async () => {
    await relay?.open(); // in case a test failed while cut
    await cleanup?.();
  });

  const storeConsent = (consentId: string) =>
    payload.create({
      collection: 'consent-log',
      overrideAccess: true,
      disableTransaction: true,
      depth: 0,
      data: {
        tenant: siteId,
        consentId,
        revision: 1,
        choices: { ESSENTIALS: true },
        givenAt: new Date().toISOString(),
      },
    });
  const stored = async (consentId: string) =>
    (
      await payload.count({
        collection: 'consent-log',
        overrideAccess: true,
        where: { consentId: { equals: consentId } },
      })
    ).totalDocs;

  it('stopped: the dropped connections alone mark it down, requests then fail at once, and it comes back by itself', async (ctx) => {
    if (!payload) return ctx.skip();
    const before = randomUUID();
    await storeConsent(before);
    expect(await lib.databaseHealth.status()).toBe('up');

    await relay.cut('refuse');
    // No request needed: the pool's idle connections die, the pool reports it, the probe is refused.
    await expect.poll(() => lib.databaseHealth.knownDown(), { timeout: 3_000, interval: 20 }).toBe(true);
    const started = Date.now();
    const error = await lib.getPayload().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(Date.now() - started).toBeLessThan(100);
    // Payload's own operations (the CMS REST API, the admin) fail with errors the classifier knows.
    const direct = await storeConsent(randomUUID()).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(direct), String(direct)).toBe(true);

    await relay.open();
    await expect.poll(() => lib.databaseHealth.status(), { timeout: 5_000, interval: 100 }).toBe('up');
    expect(lib.databaseHealth.knownDown()).toBe(false);
    expect(await stored(before)).toBe(1);
    const after = randomUUID();
    await storeConsent(after);
    expect(await stored(after)).toBe(1);
  });

  it('hung: a query gives up after the time-outs instead of waiting forever, the probe marks it down, then it recovers', async (ctx) => {
    if (!payload) return ctx.skip();
    await relay.cut('blackhole');
    const started = Date.now();
    const error = await payload
      .find({ collection: 'consent-log', overrideAccess: true, limit: 1 })
      .catch((e: unknown) => e);
    const waited = Date.now() - started;
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    // The query limit (5 s) or the connect limit (3 s), whichever the pool ran into; never a hang.
    expect(waited).toBeLessThan(8_000);
    const probing = Date.now();
    expect(await lib.databaseHealth.recheck()).toBe('down');
    expect(Date.now() - probing).toBeLessThan(5_000);
    const write = randomUUID();
    expect(await lib.getPayload().catch((e: unknown) => e)).toBeInstanceOf(DatabaseUnavailableError);

    await relay.open();
    await expect.poll(() => lib.databaseHealth.status(), { timeout: 10_000, interval: 200 }).toBe('up');
    expect(await stored(write)).toBe(0);
    await storeConsent(write);
    expect(await stored(write)).toBe(1);
  });
});
