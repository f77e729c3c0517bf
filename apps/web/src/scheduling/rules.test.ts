import { describe, expect, it } from 'vitest';
import { SCHEDULE_GRACE_MS, scheduleRefusal, scheduleRequestRefusal } from './rules';

describe('scheduling a publish or unpublish', () => {
  const now = Date.UTC(2026, 10, 28, 9);
  it('takes a time ahead (or a few seconds old: picked while the form was sent)', () => {
    expect(scheduleRefusal(new Date(now + 60_000).toISOString(), now)).toBeNull();
    expect(scheduleRefusal(new Date(now + 60_000), now)).toBeNull();
    expect(scheduleRefusal(new Date(now - SCHEDULE_GRACE_MS).toISOString(), now)).toBeNull();
  });
  it('refuses a time in the past, which the queue would run at once', () => {
    expect(scheduleRefusal(new Date(now - SCHEDULE_GRACE_MS - 1).toISOString(), now)).toBe(
      'This time is already in the past: choose a time ahead.',
    );
    expect(scheduleRefusal(new Date(now - 86_400_000), now)).toBe(
      'This time is already in the past: choose a time ahead.',
    );
  });
  it('refuses what is not a date', () => {
    expect(scheduleRefusal(undefined, now)).toBe('Choose a date and time.');
    expect(scheduleRefusal('tomorrow', now)).toBe('Choose a date and time.');
  });
});

describe('the admin’s schedule request (a page’s or a banner’s)', () => {
  const now = Date.UTC(2026, 10, 28, 9);
  const doc = { relationTo: 'banners', value: '3' };
  it('passes a publish or unpublish ahead', () => {
    expect(scheduleRequestRefusal({ type: 'publish', date: new Date(now + 60_000), doc }, now)).toBeNull();
    expect(
      scheduleRequestRefusal({ type: 'unpublish', date: new Date(now + 60_000).toISOString(), doc }, now),
    ).toBeNull();
  });
  it('refuses one in the past or without a date, whatever its type', () => {
    for (const type of ['publish', 'unpublish'])
      expect(scheduleRequestRefusal({ type, date: new Date(now - 86_400_000), doc }, now)).toBe(
        'This time is already in the past: choose a time ahead.',
      );
    expect(scheduleRequestRefusal({ type: 'publish', doc }, now)).toBe('Choose a date and time.');
    expect(scheduleRequestRefusal(undefined, now)).toBe('Choose a date and time.');
  });
  it('lets a scheduled one be removed, but not replaced by a time in the past', () => {
    expect(scheduleRequestRefusal({ deleteID: 12 }, now)).toBeNull();
    expect(scheduleRequestRefusal({ deleteID: 12, date: new Date(now - 86_400_000), doc }, now)).toBe(
      'This time is already in the past: choose a time ahead.',
    );
  });
});
