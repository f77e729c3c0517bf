'use client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { getTracker, jobAgentEvent } from '@meridian/site-kit/analytics';
import { useModule } from '../hooks/context.ts';
import {
  JOB_AGENT_FREQUENCIES,
  jobAgentFieldErrors,
  jobAgentOutcome,
  jobAgentRequestBody,
  type JobAgentFrequency,
} from '../lib/job-agent.ts';
import type { SearchCriteria } from '../lib/types.ts';

type Phase = { kind: 'editing' | 'sending' } | { kind: 'sent'; email: string } | { kind: 'error'; message: string };

/**
 * "Create job alert" under the result list: a disclosure with a plain form (address, how often, consent) that saves
 * the list's current search on the site; the site mails a confirmation link. Errors are named at their field and
 * announced; focus moves to the first wrong field, or to the outcome.
 */
export function JobAgentForm({ criteria }: { criteria: SearchCriteria }) {
  const { config, rules, t } = useModule();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const [errors, setErrors] = useState<Partial<Record<'email' | 'consent', string>>>({});
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  // Focus once the outcome is rendered: before, the empty paragraph is not displayed and cannot take focus (a
  // frame callback ran before React's commit on a busy machine, and the focus stayed on the button).
  useEffect(() => {
    if (phase.kind === 'sent' || phase.kind === 'error') outcomeRef.current?.focus();
  }, [phase]);
  if (!config.jobAgentEndpoint) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase.kind === 'sending') return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = {
      email: String(data.get('email') ?? ''),
      frequency: String(data.get('frequency') ?? 'daily') as JobAgentFrequency,
      consent: data.get('consent') === 'yes',
      page: window.location.href,
    };
    const found = jobAgentFieldErrors(input);
    setErrors(found);
    const first = (['email', 'consent'] as const).find((name) => found[name]);
    if (first) {
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setPhase({ kind: 'sending' });
    let outcome;
    try {
      const response = await fetch(config.jobAgentEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(jobAgentRequestBody(criteria, config, rules, input)),
      });
      outcome = jobAgentOutcome(response.status, await response.json().catch(() => null));
    } catch {
      outcome = jobAgentOutcome(0, null);
    }
    if (outcome.kind === 'field') {
      setErrors({ [outcome.field]: outcome.message });
      setPhase({ kind: 'editing' });
      (form.elements.namedItem(outcome.field) as HTMLElement | null)?.focus();
      return;
    }
    if (outcome.kind === 'sent') {
      getTracker().push(jobAgentEvent('created', input.frequency));
      setPhase({ kind: 'sent', email: input.email.trim() });
    } else setPhase({ kind: 'error', message: outcome.message });
  };

  const described = (name: 'email' | 'consent') => (errors[name] ? `${id}-${name}-error` : undefined);
  return (
    <div className="recruiting-job-agent">
      <button
        type="button"
        className="recruiting-button"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((value) => !value)}
      >
        {t('jobAgent.form.open')}
      </button>
      <form
        id={`${id}-form`}
        className="recruiting-job-agent__form"
        hidden={!open}
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={submit}
      >
        <p id={`${id}-title`} className="recruiting-job-agent__title">
          {t('jobAgent.form.title')}
        </p>
        <div className="recruiting-job-agent__field">
          <label htmlFor={`${id}-email`}>{t('jobAgent.form.email')}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={described('email')}
          />
          {errors.email ? (
            <p id={`${id}-email-error`} className="recruiting-job-agent__error">
              {t(errors.email)}
            </p>
          ) : null}
        </div>
        <fieldset className="recruiting-job-agent__frequency">
          <legend>{t('jobAgent.form.frequency')}</legend>
          {JOB_AGENT_FREQUENCIES.map((frequency) => (
            <label key={frequency}>
              <input type="radio" name="frequency" value={frequency} defaultChecked={frequency === 'daily'} />{' '}
              {t(`jobAgent.frequency.${frequency}`)}
            </label>
          ))}
        </fieldset>
        <div className="recruiting-job-agent__field recruiting-job-agent__consent">
          <input
            id={`${id}-consent`}
            name="consent"
            type="checkbox"
            value="yes"
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={described('consent')}
          />
          <label htmlFor={`${id}-consent`}>{t('jobAgent.form.consent')}</label>
          {errors.consent ? (
            <p id={`${id}-consent-error`} className="recruiting-job-agent__error">
              {t(errors.consent)}
            </p>
          ) : null}
        </div>
        {/* aria-disabled, not disabled: a disabled button would drop the keyboard user's focus to the page. */}
        <button type="submit" className="recruiting-button" aria-disabled={phase.kind === 'sending' || undefined}>
          {t('jobAgent.form.submit')}
        </button>
        <p ref={outcomeRef} tabIndex={-1} role="status" className="recruiting-job-agent__outcome">
          {phase.kind === 'sent' ? t('jobAgent.form.sent', { email: phase.email }) : null}
          {phase.kind === 'error' ? t(phase.message) : null}
        </p>
      </form>
    </div>
  );
}
