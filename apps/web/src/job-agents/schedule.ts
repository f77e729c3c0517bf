/**
 * When a job agent runs and which offers count as new for it. Offers are new by their first publication in the
 * recruiting API; each run asks for what was first published since shortly before the previous run (the overlap
 * covers clocks that differ between machines and imports that were being written), and the delivery records
 * (one per agent and offer, unique in the database) drop what an earlier run already sent.
 */
export const FREQUENCIES = ['asap', 'daily', 'weekly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const isFrequency = (value: unknown): value is Frequency =>
  typeof value === 'string' && (FREQUENCIES as readonly string[]).includes(value);

const MINUTE = 60_000;
/** "As soon as possible" agents are checked at least this often (JOB_AGENT_ASAP_SECONDS: 1–900, for test runs). */
export const ASAP_INTERVAL_MS = 15 * MINUTE;
function asapIntervalMs(): number {
  const seconds = Number(process.env.JOB_AGENT_ASAP_SECONDS);
  return Number.isInteger(seconds) && seconds >= 1 && seconds <= 900 ? seconds * 1000 : ASAP_INTERVAL_MS;
}
const INTERVAL_MS: Record<Exclude<Frequency, 'asap'>, number> = {
  daily: 24 * 60 * MINUTE,
  weekly: 7 * 24 * 60 * MINUTE,
};
/** How far before the previous run a run looks again. */
export const MATCH_OVERLAP_MS = 60 * MINUTE;
/** Unconfirmed agents are removed after this long. */
export const UNCONFIRMED_LIFETIME_MS = 7 * 24 * 60 * MINUTE;

/** The next run of an agent whose run (or confirmation) was at `from`. */
export function nextRunAt(frequency: Frequency, from: Date): Date {
  return new Date(from.getTime() + (frequency === 'asap' ? asapIntervalMs() : INTERVAL_MS[frequency]));
}

/**
 * The time offers must have been first published at or after to be new for this run: from the confirmation on the
 * first run (offers published before it are not new to the person), then from the previous run less the overlap,
 * cut to the minute so that agents with the same search due in the same minute ask the recruiting API one
 * question — never before the confirmation.
 */
export function matchSince(agent: { confirmedAt: Date; lastRunAt?: Date | null }): string {
  const confirmed = agent.confirmedAt.getTime();
  if (!agent.lastRunAt) return new Date(confirmed).toISOString();
  const from = Math.floor((agent.lastRunAt.getTime() - MATCH_OVERLAP_MS) / MINUTE) * MINUTE;
  return new Date(Math.max(confirmed, from)).toISOString();
}

/** Whether an unconfirmed agent created at `createdAt` is to be removed at `now`. */
export const unconfirmedExpired = (createdAt: Date, now: Date): boolean =>
  now.getTime() - createdAt.getTime() >= UNCONFIRMED_LIFETIME_MS;

/** Retry of a digest whose sending failed for a passing reason: 5, 10, 20 … minutes, at most 6 hours. */
export function retryDelayMs(attempt: number): number {
  return Math.min(5 * MINUTE * 2 ** Math.max(0, attempt - 1), 6 * 60 * MINUTE);
}
/** After this many failed attempts a digest is given up (the agent stays active; the offers are not sent again). */
export const MAX_SEND_ATTEMPTS = 8;

/**
 * Whether an SMTP error is permanent for the address (5xx: the mailbox does not exist, is refused …): then the agent
 * is paused instead of retried. Connection errors and 4xx are passing.
 */
export function isPermanentMailFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
