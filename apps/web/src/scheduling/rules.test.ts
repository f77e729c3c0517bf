import { describe, expect, it } from 'vitest';
import { SCHEDULE_GRACE_MS, scheduleRefusal } from './rules';

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
