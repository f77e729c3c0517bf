/**
 * The job-agent form of the result list: what it sends to the site (POST {jobAgentEndpoint}) and how it reads the
 * answer. The saved search is the career page's own query string, so the agent searches what the list shows.
 */
import type { RecruitingConfig, SearchCriteria } from './types.ts';
import type { VariantRules } from './variants.ts';
import { writeCareerQuery } from './url-params.ts';

export const JOB_AGENT_FREQUENCIES = ['asap', 'daily', 'weekly'] as const;
export type JobAgentFrequency = (typeof JOB_AGENT_FREQUENCIES)[number];

export function jobAgentRequestBody(
  criteria: SearchCriteria,
  config: RecruitingConfig,
  rules: Pick<VariantRules, 'defaultRadius'>,
  input: { email: string; frequency: JobAgentFrequency; consent: boolean; page: string },
) {
  return {
    email: input.email.trim(),
    frequency: input.frequency,
    search: writeCareerQuery(criteria, config, rules),
    pagePath: config.pluginUri || config.maincareer,
    // On a partner page (the standalone embed) the path is the partner's: the site takes its own career page in
    // this language and market instead.
    lang: config.language || config.prioLanguage,
    market: config.prioTargetmarket,
    page: input.page,
    consent: input.consent,
  };
}

export type JobAgentOutcome =
  | { kind: 'sent' }
  /** A field the person can correct (its message key). */
  | { kind: 'field'; field: 'email' | 'consent'; message: string }
  | { kind: 'error'; message: string };

/** The site's answer as what the form shows (message keys of `jobAgent.form`). */
export function jobAgentOutcome(status: number, body: unknown): JobAgentOutcome {
  const answer = (body ?? {}) as { error?: unknown; field?: unknown; parameter?: unknown };
  if (status === 201) return { kind: 'sent' };
  if (status === 400 && (answer.field === 'email' || answer.field === 'consent'))
    return { kind: 'field', field: answer.field, message: `jobAgent.form.error.${answer.field}` };
  if (status === 400 && answer.field === 'search') return { kind: 'error', message: 'jobAgent.form.error.search' };
  if (status === 409) return { kind: 'error', message: 'jobAgent.form.error.tooMany' };
  if (status === 429) return { kind: 'error', message: 'jobAgent.form.error.rateLimited' };
  return { kind: 'error', message: 'jobAgent.form.error.failed' };
}

/** Checked in the browser before sending (the site checks again): an address and the consent. */
export function jobAgentFieldErrors(input: {
  email: string;
  consent: boolean;
}): Partial<Record<'email' | 'consent', string>> {
  const errors: Partial<Record<'email' | 'consent', string>> = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim())) errors.email = 'jobAgent.form.error.email';
  if (!input.consent) errors.consent = 'jobAgent.form.error.consent';
  return errors;
}
