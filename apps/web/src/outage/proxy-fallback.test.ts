import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseHealth, processDatabaseHealth } from '@/cms/database-health';
import { databaseDown } from './proxy-fallback';

/** The server's /api/health as the proxy reads it before the app made its health record. */
const asked: string[] = [];
let healthStatus = 503;
let server: http.Server;
let previousPort: string | undefined;
const HEALTH = Symbol.for('meridian.databaseHealth');

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(req.url!);
    res.statusCode = healthStatus;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  previousPort = process.env.PORT;
  process.env.PORT = String((server.address() as AddressInfo).port);
});
afterAll(() => {
  process.env.PORT = previousPort;
  delete (globalThis as { [HEALTH]?: unknown })[HEALTH];
  server.close();
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
