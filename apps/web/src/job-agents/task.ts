/**
 * The job agents in the CMS job queue: a task scheduled every minute (Payload's `schedule`, run by the queue's
 * autorun on every instance; on PostgreSQL several instances may run it at once — the run and delivery records'
 * unique keys keep that safe). Each run removes agents left unconfirmed for 7 days and mails the due digests.
 */
import type { Payload, TaskConfig } from 'payload';
import { payloadSecret } from '@/cms/secret';
import { fromAddress, mailTransport } from '@/email/transport';
import { matchAgentSearches } from '@/recruiting/agent-matches';
import { siteVoice } from '@/sites/themes';
import { logger } from '@/server/logger';
import { runJobAgentPass, type MailSender } from './run';
import { removeUnconfirmed } from './store';
import { removeStale as removeStaleAccounts } from '@/accounts/store';

export const JOB_AGENT_QUEUE = 'job-agents';

export const sendWithTransport: MailSender = async (mail) => {
  await mailTransport().sendMail({
    from: { name: mail.fromName, address: fromAddress() },
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  });
};

/** One pass now: agents left unconfirmed removed, due digests mailed (the task's handler, and POST /api/job-agents/run). */
export async function jobAgentsPass(payload: Payload) {
  const removed = await removeUnconfirmed(payload);
  // The same housekeeping for candidate accounts: unverified ones after 7 days, ended sessions.
  const accounts = await removeStaleAccounts(payload);
  if (accounts) logger.info({ accounts }, 'accounts: unverified accounts removed');
  const report = await runJobAgentPass({
    payload,
    match: matchAgentSearches,
    send: sendWithTransport,
    secret: payloadSecret(),
    voiceOf: (theme) => siteVoice(theme),
  });
  if (removed || report.claimed || report.retried) logger.info({ removed, ...report }, 'job agents: pass done');
  return { removed, ...report };
}

export const jobAgentsTask: TaskConfig<'jobAgents'> = {
  slug: 'jobAgents',
  label: 'Job agents: mail new offers',
  retries: 0,
  schedule: [{ cron: '0 * * * * *', queue: JOB_AGENT_QUEUE }],
  handler: async ({ req }) => {
    await jobAgentsPass(req.payload);
    return { output: {} };
  },
};
