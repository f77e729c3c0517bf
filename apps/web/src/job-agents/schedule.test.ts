import { describe, expect, it } from 'vitest';
import {
  isFrequency,
  isPermanentMailFailure,
  MATCH_OVERLAP_MS,
  matchSince,
  nextRunAt,
  retryDelayMs,
  unconfirmedExpired,
} from './schedule';

const at = (iso: string) => new Date(iso);

describe('job agent schedule', () => {
  it('runs as soon as possible every 15 minutes, daily and weekly after the previous run', () => {
    const from = at('2026-11-25T08:00:00.000Z');
    expect(nextRunAt('asap', from).toISOString()).toBe('2026-11-25T08:15:00.000Z');
    expect(nextRunAt('daily', from).toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(nextRunAt('weekly', from).toISOString()).toBe('2026-12-02T08:00:00.000Z');
  });

  it('knows its frequencies only', () => {
    expect(['asap', 'daily', 'weekly'].every(isFrequency)).toBe(true);
    for (const bad of ['hourly', '', 'ASAP', 1, null, 'toString']) expect(isFrequency(bad)).toBe(false);
  });

  it('looks for offers from the confirmation on, then from before the previous run, to the minute', () => {
    const confirmedAt = at('2026-11-25T08:00:31.500Z');
    expect(matchSince({ confirmedAt })).toBe('2026-11-25T08:00:31.500Z');
    // The overlap never reaches before the confirmation.
    expect(matchSince({ confirmedAt, lastRunAt: at('2026-11-25T08:15:10.000Z') })).toBe('2026-11-25T08:00:31.500Z');
    const lastRunAt = at('2026-11-26T08:00:45.000Z');
    expect(matchSince({ confirmedAt, lastRunAt })).toBe(
      new Date(Math.floor((lastRunAt.getTime() - MATCH_OVERLAP_MS) / 60_000) * 60_000).toISOString(),
    );
    expect(matchSince({ confirmedAt, lastRunAt })).toBe('2026-11-26T07:00:00.000Z');
  });

  it('removes unconfirmed agents after 7 days', () => {
    const created = at('2026-11-01T10:00:00.000Z');
    expect(unconfirmedExpired(created, at('2026-11-08T09:59:59.999Z'))).toBe(false);
    expect(unconfirmedExpired(created, at('2026-11-08T10:00:00.000Z'))).toBe(true);
  });

  it('retries with growing back-off and tells permanent SMTP failures from passing ones', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5, 10, 20, 40].map((m) => m * 60_000));
    expect(retryDelayMs(20)).toBe(6 * 3_600_000);
    expect(isPermanentMailFailure({ responseCode: 550 })).toBe(true);
    expect(isPermanentMailFailure({ responseCode: 451 })).toBe(false);
    expect(isPermanentMailFailure(new Error('ECONNREFUSED'))).toBe(false);
    expect(isPermanentMailFailure(null)).toBe(false);
  });
});
