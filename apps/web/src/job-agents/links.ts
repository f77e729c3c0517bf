/** The job agent's pages and endpoints on a site (the same path in every language). */
import { agentToken } from './token';

export const JOB_AGENT_SEGMENT = 'job-agent';

export const managePageUrl = (origin: string, market: string, lang: string, token: string, done?: string): string =>
  new URL(`/${market}/${lang}/${JOB_AGENT_SEGMENT}?token=${token}${done ? `&done=${done}` : ''}`, origin).toString();

export const confirmPageUrl = (origin: string, market: string, lang: string, token: string): string =>
  new URL(`/${market}/${lang}/${JOB_AGENT_SEGMENT}/confirm?token=${token}`, origin).toString();

export const unsubscribeUrl = (origin: string, token: string): string =>
  new URL(`/api/job-agents/unsubscribe?token=${token}`, origin).toString();

/** The management link of an agent (its mails carry it; it never expires). */
export const manageToken = (secret: string, agent: { id: number; tokenNonce: string }): string =>
  agentToken(secret, 'manage', agent.id, agent.tokenNonce);

/** The job agent page a site path's slugs name (after /{market}/{lang}), or null. */
export function jobAgentView(slugs: readonly string[]): 'manage' | 'confirm' | null {
  if (slugs[0] !== JOB_AGENT_SEGMENT) return null;
  if (slugs.length === 1) return 'manage';
  return slugs.length === 2 && slugs[1] === 'confirm' ? 'confirm' : null;
}
