/**
 * The job agents' statements for many records at once, on the CMS database through the Payload adapter's own drizzle
 * instance (SQLite or PostgreSQL): each takes its rows as one JSON parameter (no limit on bound parameters, one
 * round trip), and each commits by itself. The unique keys do the work: a claim is a run record inserted with
 * ON CONFLICT DO NOTHING under (agent, slot), a delivery one under (agent, offer), and RETURNING tells which rows
 * this statement won — a row another scheduler inserted first is not returned, so it is not this one's to use.
 */
import type { Payload } from 'payload';
import { sql as postgresSql } from '@payloadcms/db-postgres';
import { sql as sqliteSql } from '@payloadcms/db-sqlite';

type Sql = ReturnType<typeof sqliteSql>;
type Row = Record<string, unknown>;

export interface AgentDb {
  dialect: 'postgres' | 'sqlite';
  sql: typeof sqliteSql;
  rows(statement: Sql): Promise<Row[]>;
}

/** The CMS database of this Payload, for the statements below. */
export function agentDb(payload: Payload): AgentDb {
  const db = payload.db as unknown as {
    name: string;
    drizzle: unknown;
    execute: (args: { drizzle: unknown; sql: Sql }) => Promise<{ rows?: Row[] }>;
  };
  const dialect = db.name === 'postgres' ? 'postgres' : 'sqlite';
  return {
    dialect,
    sql: (dialect === 'postgres' ? postgresSql : sqliteSql) as typeof sqliteSql,
    rows: async (statement) => (await db.execute({ drizzle: db.drizzle, sql: statement })).rows ?? [],
  };
}

/** The rows of a JSON array parameter as a table with these typed columns (FROM …). */
function jsonRows(db: AgentDb, rows: readonly object[], columns: Record<string, 'int' | 'text' | 'json'>): Sql {
  const { sql } = db;
  const json = JSON.stringify(rows);
  const names = Object.keys(columns);
  if (db.dialect === 'postgres') {
    const types = names.map((name) => `"${name}" ${columns[name] === 'json' ? 'jsonb' : columns[name]}`).join(', ');
    return sql`jsonb_to_recordset(${json}::jsonb) AS v(${sql.raw(types)})`;
  }
  // json_extract answers numbers as numbers, text as text and an object as its JSON text.
  const picks = names.map((name) => `json_extract(value, '$.${name}') AS "${name}"`).join(', ');
  return sql`(SELECT ${sql.raw(picks)} FROM json_each(${json})) AS v`;
}

/** `column IN (the ids)`, the ids as one JSON parameter. */
function idIn(db: AgentDb, column: string, ids: readonly number[]): Sql {
  const { sql } = db;
  const json = JSON.stringify(ids.map(checkedId));
  return db.dialect === 'postgres'
    ? sql`${sql.raw(column)} IN (SELECT jsonb_array_elements_text(${json}::jsonb)::int)`
    : sql`${sql.raw(column)} IN (SELECT value FROM json_each(${json}))`;
}

function checkedId(id: number): number {
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`job agents: not an id: ${id}`);
  return id;
}

/** PostgreSQL answers timestamps as text in its own format, SQLite as the ISO text Payload wrote. */
export function isoDate(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  const parsed = new Date(
    /^\d{4}-\d{2}-\d{2} /.test(text) ? text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00') : text,
  );
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString();
}

const CHUNK = 5_000;
const chunks = <T>(items: readonly T[], size = CHUNK): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** An agent as the scheduler reads it (what matching and the digest need). */
export interface DueAgent {
  id: number;
  tenant: number | null;
  email: string;
  status: string;
  frequency: 'asap' | 'daily' | 'weekly';
  search: string | null;
  origin: string;
  pagePath: string;
  market: string;
  lang: string;
  tokenNonce: string;
  confirmedAt: string | null;
  createdAt: string;
  nextRunAt: string | null;
  lastRunAt: string | null;
}

const AGENT_COLUMNS =
  'a.id AS "id", a.tenant_id AS "tenant", a.email AS "email", a.status AS "status", a.frequency AS "frequency", ' +
  'a.search AS "search", a.origin AS "origin", a.page_path AS "pagePath", a.market AS "market", a.lang AS "lang", ' +
  'a.token_nonce AS "tokenNonce", a.consent_confirmed_at AS "confirmedAt", a.created_at AS "createdAt", ' +
  'a.next_run_at AS "nextRunAt", a.last_run_at AS "lastRunAt"';

function agentOf(row: Row): DueAgent {
  return {
    id: Number(row.id),
    tenant: row.tenant === null || row.tenant === undefined ? null : Number(row.tenant),
    email: String(row.email),
    status: String(row.status),
    frequency: String(row.frequency) as DueAgent['frequency'],
    search: row.search === null || row.search === undefined ? null : String(row.search),
    origin: String(row.origin),
    pagePath: String(row.pagePath),
    market: String(row.market),
    lang: String(row.lang),
    tokenNonce: String(row.tokenNonce),
    confirmedAt: isoDate(row.confirmedAt),
    createdAt: isoDate(row.createdAt) ?? new Date(0).toISOString(),
    nextRunAt: isoDate(row.nextRunAt),
    lastRunAt: isoDate(row.lastRunAt),
  };
}

/** Active agents due at `now`, in id order after `afterId` (the pass walks them page by page). */
export async function dueAgents(db: AgentDb, now: Date, afterId: number, limit: number): Promise<DueAgent[]> {
  const { sql } = db;
  const rows = await db.rows(sql`SELECT ${sql.raw(AGENT_COLUMNS)} FROM job_agents a
    WHERE a.status = 'active' AND a.next_run_at <= ${now.toISOString()} AND a.id > ${afterId}
    ORDER BY a.id LIMIT ${limit}`);
  return rows.map(agentOf);
}

/**
 * Claims (agent, slot) run records: inserted with ON CONFLICT DO NOTHING, so a slot another scheduler claimed
 * first is not returned. Returns agent id → this scheduler's run id.
 */
export async function claimRuns(
  db: AgentDb,
  claims: readonly { agentId: number; slot: string }[],
): Promise<Map<number, number>> {
  const { sql } = db;
  const won = new Map<number, number>();
  // One order for every scheduler: concurrent inserts of the same keys wait for each other instead of deadlocking.
  const sorted = [...claims].sort((a, b) => a.agentId - b.agentId || (a.slot < b.slot ? -1 : 1));
  for (const part of chunks(sorted)) {
    const rows = part.map(({ agentId, slot }) => ({ agent: checkedId(agentId), slot }));
    const from = jsonRows(db, rows, { agent: 'int', slot: 'text' });
    const rowsWon = await db.rows(sql`INSERT INTO job_agent_runs (agent_id, slot, status)
      SELECT v.agent, v.slot, 'claimed' FROM ${from} WHERE true
      ON CONFLICT (agent_id, slot) DO NOTHING RETURNING id, agent_id`);
    for (const row of rowsWon) won.set(Number(row.agent_id), Number(row.id));
  }
  return won;
}

/**
 * Gives claims back that came to nothing: the API could not be asked, or recording the page failed part-way. This
 * scheduler's own run records that are still `claimed` (no digest queued, so nothing of theirs was mailed) are
 * deleted with the deliveries they recorded, so the next pass claims the agents again and offers them the same offers.
 */
export async function releaseClaims(db: AgentDb, runIds: readonly number[]): Promise<void> {
  const { sql } = db;
  for (const part of chunks(runIds)) {
    await db.rows(sql`DELETE FROM job_agent_deliveries WHERE run_id IN
      (SELECT id FROM job_agent_runs WHERE ${idIn(db, 'id', part)} AND status = 'claimed')`);
    await db.rows(sql`DELETE FROM job_agent_runs WHERE ${idIn(db, 'id', part)} AND status = 'claimed'`);
  }
}

/**
 * Records that these offers go to these agents in these runs: the unique (agent, offer) key drops those an earlier
 * run, or another scheduler at the same moment, recorded. Returns the `agent:offer` pairs that are this call's to
 * mail. Each statement commits by itself: a recorded offer is never offered to the agent again.
 */
export async function insertDeliveries(
  db: AgentDb,
  deliveries: readonly { agentId: number; jobId: number; runId: number }[],
): Promise<Set<string>> {
  const { sql } = db;
  const recorded = new Set<string>();
  const unique = new Map<string, { agent: number; job: number; run: number }>();
  for (const { agentId, jobId, runId } of deliveries)
    unique.set(`${agentId}:${jobId}`, { agent: checkedId(agentId), job: checkedId(jobId), run: checkedId(runId) });
  const sorted = [...unique.values()].sort((a, b) => a.agent - b.agent || a.job - b.job);
  for (const part of chunks(sorted)) {
    const from = jsonRows(db, part, { agent: 'int', job: 'int', run: 'int' });
    const rows = await db.rows(sql`INSERT INTO job_agent_deliveries (agent_id, job_id, run_id)
      SELECT v.agent, v.job, v.run FROM ${from} WHERE true
      ON CONFLICT (agent_id, job_id) DO NOTHING RETURNING agent_id, job_id`);
    for (const row of rows) recorded.add(`${Number(row.agent_id)}:${Number(row.job_id)}`);
  }
  return recorded;
}

/**
 * The offers recorded for these agents at or after `from` (ISO), by agent: the ones a run that looks back over the
 * overlap may be answered again, so the recruiting API is told to leave them out.
 */
export async function recentDeliveries(
  db: AgentDb,
  agentIds: readonly number[],
  from: string,
): Promise<Map<number, { jobId: number; at: string }[]>> {
  const { sql } = db;
  const byAgent = new Map<number, { jobId: number; at: string }[]>();
  for (const part of chunks(agentIds)) {
    const ids = JSON.stringify(part.map(checkedId));
    // Agent by agent through the (agent, offer) key: the time index would walk every recent delivery of all agents.
    const rows = await db.rows(
      db.dialect === 'postgres'
        ? sql`SELECT d.agent_id, d.job_id, d.created_at
            FROM jsonb_array_elements_text(${ids}::jsonb) AS v(id)
            JOIN job_agent_deliveries d ON d.agent_id = v.id::int
            WHERE d.created_at >= ${from}`
        : sql`SELECT d.agent_id, d.job_id, d.created_at FROM json_each(${ids}) AS v
            CROSS JOIN job_agent_deliveries d ON d.agent_id = v.value
            WHERE +d.created_at >= ${from}`,
    );
    for (const row of rows) {
      const agentId = Number(row.agent_id);
      const list = byAgent.get(agentId) ?? [];
      list.push({ jobId: Number(row.job_id), at: isoDate(row.created_at) ?? from });
      byAgent.set(agentId, list);
    }
  }
  return byAgent;
}

/** What a run came to in the pass: nothing new, a search that is no longer valid, or a digest to send. */
export interface RunOutcome {
  id: number;
  status: 'nothing-new' | 'failed' | 'queued';
  offers?: number;
  total?: number;
  digest?: unknown;
  error?: string;
}

/** Writes the runs' outcomes, each row its own values, in one statement per chunk. */
export async function settleRuns(db: AgentDb, outcomes: readonly RunOutcome[]): Promise<void> {
  const { sql } = db;
  const now = new Date().toISOString();
  for (const part of chunks(outcomes, 2_000)) {
    const rows = part.map((o) => ({
      id: checkedId(o.id),
      status: o.status,
      offers: o.offers ?? 0,
      total: o.total ?? 0,
      digest: o.digest ?? null,
      error: o.error?.slice(0, 500) ?? null,
    }));
    const from = jsonRows(db, rows, {
      id: 'int',
      status: 'text',
      offers: 'int',
      total: 'int',
      digest: 'json',
      error: 'text',
    });
    await db.rows(
      db.dialect === 'postgres'
        ? sql`UPDATE job_agent_runs AS r SET status = v.status::enum_job_agent_runs_status, offers = v.offers,
            total = v.total, digest = v.digest, error = v.error, updated_at = ${now}
            FROM ${from} WHERE r.id = v.id`
        : sql`UPDATE job_agent_runs SET status = v.status, offers = v.offers, total = v.total, digest = v.digest,
            error = v.error, updated_at = ${now} FROM ${from} WHERE job_agent_runs.id = v.id`,
    );
  }
}

/** Moves agents on after their run: last and next run, and the search error (null clears it; undefined keeps it). */
export async function advanceAgents(
  db: AgentDb,
  ids: readonly number[],
  change: { lastRunAt: string; nextRunAt: string; searchError?: string | null },
): Promise<void> {
  const { sql } = db;
  const error =
    change.searchError === undefined ? sql`search_error` : sql`${change.searchError?.slice(0, 300) ?? null}`;
  for (const part of chunks(ids))
    await db.rows(sql`UPDATE job_agents SET last_run_at = ${change.lastRunAt}, next_run_at = ${change.nextRunAt},
      search_error = ${error}, updated_at = ${new Date().toISOString()} WHERE ${idIn(db, 'id', part)}`);
}

/** A digest waiting to be sent (or sent again), with its agent. */
export interface PendingDigest {
  runId: number;
  status: 'queued' | 'retry';
  attempts: number;
  digest: unknown;
  agent: DueAgent;
}

/** Runs whose digest is to be sent now: queued by a pass, or a retry that is due; in id order after `afterId`. */
export async function pendingDigests(db: AgentDb, now: Date, afterId: number, limit: number): Promise<PendingDigest[]> {
  const { sql } = db;
  const rows = await db.rows(sql`SELECT r.id AS "runId", r.status AS "runStatus", r.attempts AS "attempts",
      r.digest AS "digest", ${sql.raw(AGENT_COLUMNS)}
    FROM job_agent_runs r JOIN job_agents a ON a.id = r.agent_id
    WHERE (r.status = 'queued' OR (r.status = 'retry' AND r.next_attempt_at <= ${now.toISOString()}))
      AND r.id > ${afterId}
    ORDER BY r.id LIMIT ${limit}`);
  return rows.map((row) => ({
    runId: Number(row.runId),
    status: String(row.runStatus) as PendingDigest['status'],
    attempts: Number(row.attempts ?? 0),
    digest: typeof row.digest === 'string' ? JSON.parse(row.digest) : row.digest,
    agent: agentOf(row),
  }));
}

/**
 * Claims digests for sending: each run moves from queued (or a due retry) to sending with its attempt counted, in
 * one UPDATE whose condition is the state read — a run another sender moved first no longer matches and is not
 * returned, so each attempt of a digest is made once. Returns run id → the attempt this sender makes.
 */
export async function claimSends(db: AgentDb, runIds: readonly number[], now: Date): Promise<Map<number, number>> {
  const { sql } = db;
  const claimed = new Map<number, number>();
  for (const part of chunks(runIds)) {
    const rows = await db.rows(sql`UPDATE job_agent_runs SET status = 'sending',
        attempts = COALESCE(attempts, 0) + 1, updated_at = ${now.toISOString()}
      WHERE ${idIn(db, 'id', part)}
        AND (status = 'queued' OR (status = 'retry' AND next_attempt_at <= ${now.toISOString()}))
      RETURNING id, attempts`);
    for (const row of rows) claimed.set(Number(row.id), Number(row.attempts));
  }
  return claimed;
}

/** Digests sent: their runs marked sent, their agents' mail count raised (once per digest). */
export async function markSent(db: AgentDb, sent: readonly { runId: number; agentId: number }[]): Promise<void> {
  const { sql } = db;
  const now = new Date().toISOString();
  for (const part of chunks(sent)) {
    await db.rows(sql`UPDATE job_agent_runs SET status = 'sent', sent_at = ${now}, updated_at = ${now}
      WHERE ${idIn(
        db,
        'id',
        part.map((s) => s.runId),
      )}`);
    // An agent with two digests in one chunk (a retry beside a new one) counts both.
    const perAgent = new Map<number, number>();
    for (const { agentId } of part) perAgent.set(agentId, (perAgent.get(agentId) ?? 0) + 1);
    const byCount = new Map<number, number[]>();
    for (const [agentId, count] of perAgent) byCount.set(count, [...(byCount.get(count) ?? []), agentId]);
    for (const [count, ids] of byCount)
      await db.rows(sql`UPDATE job_agents SET mails_sent = COALESCE(mails_sent, 0) + ${count}
        WHERE ${idIn(db, 'id', ids)}`);
  }
}

/** A digest not sent this time: retried at `nextAttemptAt`, or given up (failed). */
export async function markUnsent(
  db: AgentDb,
  runId: number,
  change: { status: 'retry' | 'failed'; error: string; nextAttemptAt?: string },
): Promise<void> {
  const { sql } = db;
  await db.rows(
    db.dialect === 'postgres'
      ? sql`UPDATE job_agent_runs SET status = ${change.status}::enum_job_agent_runs_status,
          error = ${change.error.slice(0, 500)}, next_attempt_at = ${change.nextAttemptAt ?? null}::timestamptz,
          updated_at = ${new Date().toISOString()} WHERE id = ${checkedId(runId)}`
      : sql`UPDATE job_agent_runs SET status = ${change.status}, error = ${change.error.slice(0, 500)},
          next_attempt_at = ${change.nextAttemptAt ?? null}, updated_at = ${new Date().toISOString()}
          WHERE id = ${checkedId(runId)}`,
  );
}

/** Pauses an agent whose address does not take mail. */
export async function pauseUndeliverable(db: AgentDb, agentId: number): Promise<void> {
  const { sql } = db;
  await db.rows(sql`UPDATE job_agents SET status = 'paused', paused_because = 'undeliverable',
    updated_at = ${new Date().toISOString()} WHERE id = ${checkedId(agentId)} AND status = 'active'`);
}
