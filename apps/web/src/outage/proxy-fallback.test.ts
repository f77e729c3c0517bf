import { afterAll, describe, expect, it } from 'vitest';
import { createDatabaseHealth, processDatabaseHealth } from '@/cms/database-health';
import { serveAsSelf } from '@/test/self-server';
import { databaseDown } from './proxy-fallback';

/** The server's /api/health as the proxy reads it before the app made its health record. */
const asked: string[] = [];
let healthStatus = 503;
const HEALTH = Symbol.for('meridian.databaseHealth');

serveAsSelf((req, res) => {
  asked.push(req.url!);
  res.statusCode = healthStatus;
  res.end('{}');
});
afterAll(() => {
  delete (globalThis as { [HEALTH]?: unknown })[HEALTH];
});

/** Past the proxy's short memo of the last answer. */
let clock = Date.now();
const later = () => (clock += 1_000);

describe("the proxy's view of the database", () => {
  it('asks /api/health over loopback until the app has made its health record', async () => {
    expect(await databaseDown(later())).toBe(true);
    healthStatus = 200;
    expect(await databaseDown(later())).toBe(false);
    expect(asked).toEqual(['/api/health', '/api/health']);
  });

  it("then reads the app's record in-process: no request, and the record's own probe decides", async () => {
    let answers = true;
    processDatabaseHealth(() =>
      createDatabaseHealth({
        probe: () => (answers ? Promise.resolve() : Promise.reject(new Error('connection refused'))),
        upTtlMs: 0,
        downRetryMs: 0,
      }),
    );
    healthStatus = 503;
    asked.length = 0;
    expect(await databaseDown(later())).toBe(false);
    answers = false;
    expect(await databaseDown(later())).toBe(true);
    // While down the record never waits: its next probe runs behind, and the answer after it says "up".
    answers = true;
    expect(await databaseDown(later())).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await databaseDown(later())).toBe(false);
    expect(asked).toEqual([]);
  });
});
