import type { Payload } from 'payload';
import { agentDb, insertDeliveries } from './bulk';

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
  const recorded = await insertDeliveries(
    agentDb(payload),
    jobIds.map((jobId) => ({ agentId, jobId, runId })),
  );
  return new Set([...recorded].map((key) => Number(key.split(':')[1])));
}
