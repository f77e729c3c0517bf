/**
 * The job agents in the CMS job queue, two tasks on their own queue (run by the queue's autorun on every instance;
 * on PostgreSQL several instances may run them at once — the run and delivery records' unique keys and the
 * conditioned claims keep that safe):
 * - `jobAgents`, every minute: removes agents left unconfirmed for 7 days, then a scheduler pass claims, matches
 *   and records the due agents and queues their digests (and queues a `jobAgentDigests` job when it did);
 * - `jobAgentDigests`, every minute and after each pass that queued digests: sends them, and the retries that are due.
 */
import nodemailer from 'nodemailer';
import type { Payload, TaskConfig } from 'payload';
import { payloadSecret } from '@/cms/secret';
import { fromAddress, mailTransport } from '@/email/transport';
import { matchAgentSearches } from '@/recruiting/agent-matches';
import { siteVoice } from '@/sites/themes';
import { logger } from '@/server/logger';
import { runJobAgentPass, sendDueDigests, type MailSender } from './run';
import { removeUnconfirmed } from './store';
import { removeStale as removeStaleAccounts } from '@/accounts/store';

export const JOB_AGENT_QUEUE = 'job-agents';
/** SMTP connections a digest run keeps open, and mails it hands over at once. */
const DIGEST_CONNECTIONS = 4;
const DIGEST_CONCURRENCY = 16;

type Transport = Pick<ReturnType<typeof mailTransport>, 'sendMail'>;

const senderOver =
  (transport: Transport): MailSender =>
  async (mail) => {
    await transport.sendMail({
      from: { name: mail.fromName, address: fromAddress() },
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
  };

/** One mail over the web server's SMTP connection (mailTransport). */
export const sendWithTransport: MailSender = (mail) => senderOver(mailTransport())(mail);

/** Sends due digests over a pool of SMTP connections of their own, closed afterwards. */
export async function sendDigestsNow(payload: Payload) {
  const url = process.env.SMTP_URL || undefined;
  const pooled = url ? nodemailer.createTransport({ url, pool: true, maxConnections: DIGEST_CONNECTIONS }) : null;
  try {
    return await sendDueDigests({
      payload,
      send: senderOver(pooled ?? mailTransport()),
      secret: payloadSecret(),
      voiceOf: (theme) => siteVoice(theme),
      concurrency: pooled ? DIGEST_CONCURRENCY : 1,
    });
  } finally {
    pooled?.close();
  }
}

/** One scheduler pass now: agents left unconfirmed removed, due agents claimed, matched and their digests queued. */
export async function jobAgentsPass(payload: Payload) {
  const removed = await removeUnconfirmed(payload);
  // The same housekeeping for candidate accounts: unverified ones after 7 days, ended sessions.
  const accounts = await removeStaleAccounts(payload);
  if (accounts) logger.info({ accounts }, 'accounts: unverified accounts removed');
  const started = Date.now();
  const report = await runJobAgentPass({ payload, match: matchAgentSearches });
  if (removed || report.claimed) logger.info({ removed, ...report, ms: Date.now() - started }, 'job agents: pass done');
  return { removed, ...report };
}

/** A pass and then the sending, at once (POST /api/job-agents/run: operations right after an import, and e2e). */
export async function jobAgentsPassAndSend(payload: Payload) {
  const pass = await jobAgentsPass(payload);
  const sent = await sendDigestsNow(payload);
  return { ...pass, ...sent };
}

export const jobAgentsTask: TaskConfig<'jobAgents'> = {
  slug: 'jobAgents',
  label: 'Job agents: find new offers',
  retries: 0,
  schedule: [{ cron: '0 * * * * *', queue: JOB_AGENT_QUEUE }],
  handler: async ({ req }) => {
    const report = await jobAgentsPass(req.payload);
    // The digests go out on the queue's next run (within 15 s), not after the minute's scheduled one.
    if (report.queued > 0) await req.payload.jobs.queue({ task: 'jobAgentDigests', queue: JOB_AGENT_QUEUE, input: {} });
    return { output: {} };
  },
};

export const jobAgentDigestsTask: TaskConfig<'jobAgentDigests'> = {
  slug: 'jobAgentDigests',
  label: 'Job agents: send digests',
  retries: 0,
  schedule: [{ cron: '30 * * * * *', queue: JOB_AGENT_QUEUE }],
  handler: async ({ req }) => {
    const started = Date.now();
    const report = await sendDigestsNow(req.payload);
    if (report.mailed || report.retrying || report.failed || report.skipped)
      logger.info({ ...report, ms: Date.now() - started }, 'job agents: digests sent');
    return { output: {} };
  },
};
