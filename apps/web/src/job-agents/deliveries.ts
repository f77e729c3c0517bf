import type { Payload } from 'payload';

/**
 * Records that these offers go to this agent in this run: one INSERT for all, where the unique (agent, offer) key
 * drops those an earlier run (or another scheduler at the same moment) already recorded. Returns the offers that
 * are this run's to mail. The statement commits by itself: a recorded offer is never offered again.
 */
export async function recordDeliveries(
  payload: Payload,
  agentId: number,
  runId: number,
  jobIds: readonly number[],
): Promise<Set<number>> {
  const ids = [...new Set(jobIds)];
  if (ids.length === 0) return new Set();
  // Whole numbers only reach the statement (they come from the recruiting API and the database).
  for (const id of [agentId, runId, ...ids])
    if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`job agent delivery: not an id: ${id}`);
  const db = payload.db as unknown as {
    drizzle: unknown;
    execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: Record<string, unknown>[] }>;
  };
  const values = ids.map((jobId) => `(${agentId}, ${jobId}, ${runId})`).join(', ');
  const { rows } = await db.execute({
    drizzle: db.drizzle,
    raw: `INSERT INTO job_agent_deliveries (agent_id, job_id, run_id) VALUES ${values} ON CONFLICT (agent_id, job_id) DO NOTHING RETURNING job_id`,
  });
  return new Set(rows.map((row) => Number(row.job_id)));
}
