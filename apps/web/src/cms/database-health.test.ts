import { describe, expect, it } from 'vitest';
import { createDatabaseHealth } from './database-health';
import { DatabaseUnavailableError } from './database-unavailable';

/** A database that is there or not, with a clock the test moves; counts the probes. */
function setup() {
  let time = 1_000_000;
  let available = true;
  let probes = 0;
  const health = createDatabaseHealth({
    probe: async () => {
      probes += 1;
      if (!available) throw new DatabaseUnavailableError();
    },
    now: () => time,
    upTtlMs: 2_000,
    downRetryMs: 1_000,
  });
  return {
    health,
    advance: (ms: number) => (time += ms),
    setAvailable: (value: boolean) => (available = value),
    probes: () => probes,
  };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createDatabaseHealth', () => {
  it('is up until a probe fails, and probes at most every upTtl while up', async () => {
    const t = setup();
    expect(t.health.knownDown()).toBe(false);
    expect(t.probes()).toBe(0);
    expect(await t.health.status()).toBe('up');
    expect(await t.health.status()).toBe('up');
    expect(t.probes()).toBe(1);
    t.advance(1_999);
    expect(await t.health.status()).toBe('up');
    expect(t.probes()).toBe(1);
    t.advance(1);
    t.setAvailable(false);
    expect(await t.health.status()).toBe('down');
    expect(t.health.knownDown()).toBe(true);
  });

  it('checks at once when an error says "unavailable", and ignores other errors', async () => {
    const t = setup();
    await t.health.status();
    t.health.report(new Error('duplicate key value violates unique constraint'));
    await settle();
    expect(t.probes()).toBe(1);
    t.setAvailable(false);
    t.health.report(new Error('Connection terminated unexpectedly'));
    await settle();
    expect(t.probes()).toBe(2);
    expect(t.health.knownDown()).toBe(true);
  });

  it('does not mark the database down for one dropped connection when the probe succeeds', async () => {
    const t = setup();
    t.health.report(new Error('Connection terminated unexpectedly'));
    await settle();
    expect(t.probes()).toBe(1);
    expect(t.health.knownDown()).toBe(false);
  });

  it('while down: answers at once, probes in the background at most every downRetry, and comes back on its own', async () => {
    const t = setup();
    t.setAvailable(false);
    expect(await t.health.status()).toBe('down');
    expect(t.probes()).toBe(1);
    // Requests in the same second: no probe, no waiting.
    for (let i = 0; i < 10; i += 1) expect(t.health.knownDown()).toBe(true);
    expect(await t.health.status()).toBe('down');
    expect(t.probes()).toBe(1);
    t.setAvailable(true);
    t.advance(1_000);
    // The first request after the interval still fails fast and starts the probe that brings the site back.
    expect(t.health.knownDown()).toBe(true);
    await settle();
    expect(t.probes()).toBe(2);
    expect(t.health.knownDown()).toBe(false);
    expect(await t.health.status()).toBe('up');
  });

  it('runs one probe at a time, however many requests ask', async () => {
    let release: () => void = () => undefined;
    let probes = 0;
    const health = createDatabaseHealth({
      probe: () => {
        probes += 1;
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    const answers = Promise.all([health.status(), health.status(), health.recheck(), health.status()]);
    release();
    expect(await answers).toEqual(['up', 'up', 'up', 'up']);
    expect(probes).toBe(1);
  });
});
