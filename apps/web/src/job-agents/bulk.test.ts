import { describe, expect, it } from 'vitest';
import { isoDate } from './bulk';

describe('isoDate (timestamps as each store answers them)', () => {
  it('reads the ISO text Payload writes to SQLite', () => {
    expect(isoDate('2026-11-28T09:00:00.000Z')).toBe('2026-11-28T09:00:00.000Z');
  });
  it("reads PostgreSQL's own text form, with an hour-only or a full offset", () => {
    expect(isoDate('2026-11-28 09:00:00.123+00')).toBe('2026-11-28T09:00:00.123Z');
    expect(isoDate('2026-11-28 10:00:00+01')).toBe('2026-11-28T09:00:00.000Z');
    expect(isoDate('2026-11-28 10:30:00+01:30')).toBe('2026-11-28T09:00:00.000Z');
  });
  it('passes a Date through and answers null for nothing or nonsense', () => {
    expect(isoDate(new Date('2026-11-28T09:00:00Z'))).toBe('2026-11-28T09:00:00.000Z');
    expect(isoDate(null)).toBeNull();
    expect(isoDate(undefined)).toBeNull();
    expect(isoDate('')).toBeNull();
    expect(isoDate('not a date')).toBeNull();
  });
});
