/**
 * Scheduled publishing (pages, banners): Payload's own, run on the CMS job queue. Payload queues its `schedulePublish` jobs
 * on the default queue, which this app runs every 15 s (payload.config.ts).
 */
export const SCHEDULED_PUBLISH_QUEUE = 'default';

/** A time a few seconds old still counts: the time picked can pass while the form is sent. */
export const SCHEDULE_GRACE_MS = 60_000;

/**
 * Why a publish or unpublish cannot be scheduled for `date`, or null when it can. A time in the past would be run by
 * the queue at once: a page or banner published or taken offline by mistake.
 */
export function scheduleRefusal(date: unknown, now: number): string | null {
  const time = date instanceof Date ? date.getTime() : typeof date === 'string' ? Date.parse(date) : Number.NaN;
  if (Number.isNaN(time)) return 'Choose a date and time.';
  if (time < now - SCHEDULE_GRACE_MS) return 'This time is already in the past: choose a time ahead.';
  return null;
}

/**
 * Why the admin's schedule request (Payload's `schedule-publish` server function: a publish or unpublish `date`, or
 * `deleteID` alone to remove a scheduled one) must be refused, or null when it may go on. Payload's handler takes any
 * date, and a removal replaced by a new date is checked like a new one.
 */
export function scheduleRequestRefusal(args: unknown, now: number): string | null {
  const { date, deleteID } = (args ?? {}) as { date?: unknown; deleteID?: unknown };
  if (deleteID !== undefined && date === undefined) return null;
  return scheduleRefusal(date, now);
}
