/** The job agent's pages and endpoints on a site (the same path in every language). */
import { agentToken } from './token';

export const JOB_AGENT_SEGMENT = 'job-agent';

export const managePageUrl = (origin: string, market: string, lang: string, token: string, done?: string): string =>
  new URL(`/${market}/${lang}/${JOB_AGENT_SEGMENT}?token=${token}${done ? `&done=${done}` : ''}`, origin).toString();

export const confirmPageUrl = (origin: string, market: string, lang: string, token: string): string =>
  new URL(`/${market}/${lang}/${JOB_AGENT_SEGMENT}/confirm?token=${token}`, origin).toString();

/**
 * The same job agent page in another locale (the language switcher): the person's token goes along, the outcome
 * of the last action (`done`) does not. Token pages are personal: the page cache never keeps them (PERSONAL_PARAMS
 * in page-cache/rules.ts) and their Referrer-Policy keeps the token on this site.
 */
export const jobAgentPagePath = (
  locale: { market: string; lang: string },
  view: 'manage' | 'confirm',
  token: string | null,
): string =>
  `/${locale.market}/${locale.lang}/${JOB_AGENT_SEGMENT}${view === 'confirm' ? '/confirm' : ''}${
    token ? `?token=${encodeURIComponent(token)}` : ''
  }`;

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
