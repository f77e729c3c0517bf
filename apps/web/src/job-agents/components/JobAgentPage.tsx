import { getTranslator, type Voice } from '@meridian/i18n';
import { getPayload } from '@/cms/payload';
import { payloadSecret } from '@/cms/secret';
import type { JobAgent } from '@/payload-types';
import type { SiteLocale } from '@/sites/languages';
import { manageToken } from '../links';
import { ConfirmedEvent } from './ConfirmedEvent';
import { FREQUENCIES } from '../schedule';
import { agentByToken, agentsOfAddress } from '../store';

const DONE = ['confirmed', 'paused', 'resumed', 'saved', 'deleted', 'deletedAll', 'unsubscribed'] as const;

interface Props {
  locale: SiteLocale;
  voice: Voice;
  view: 'manage' | 'confirm';
  token: string | null;
  done: string | null;
}

const hidden = (name: string, value: string) => <input type="hidden" name={name} value={value} />;

/**
 * A job agent's pages, reached from its mails without a login: the confirmation (a button that POSTs; opening the
 * link alone changes nothing) and the management page (pause, frequency, delete, every agent of the address, the
 * consent proof). Plain forms: they work without JavaScript.
 */
export async function JobAgentPage({ locale, voice, view, token, done }: Props) {
  const t = getTranslator(locale.lang, voice);
  const payload = await getPayload();
  const secret = payloadSecret();
  const agent = token ? await agentByToken(payload, secret, view === 'confirm' ? 'confirm' : 'manage', token) : null;
  const doneMessage = (DONE as readonly (string | null)[]).includes(done)
    ? done === 'confirmed'
      ? t('jobAgent.page.confirmed')
      : t(`jobAgent.page.done.${done}`)
    : null;
  const frequencyName = (frequency: string) => t(`jobAgent.frequency.${frequency}`);
  const status = doneMessage ? (
    <p className="job-agent__status" role="status">
      {doneMessage}
    </p>
  ) : null;

  if (!agent) {
    return (
      <section className="job-agent container" aria-labelledby="job-agent-title">
        <h1 id="job-agent-title">{t(view === 'confirm' ? 'jobAgent.page.confirmTitle' : 'jobAgent.page.title')}</h1>
        {done === 'deleted' || done === 'deletedAll' ? status : <p>{t('jobAgent.page.invalidLink')}</p>}
      </section>
    );
  }

  if (view === 'confirm') {
    return (
      <section className="job-agent container" aria-labelledby="job-agent-title">
        <h1 id="job-agent-title">{t('jobAgent.page.confirmTitle')}</h1>
        <p>
          {t('jobAgent.page.confirmText', {
            search: agent.searchName ?? '',
            frequency: frequencyName(agent.frequency),
            email: agent.email,
          })}
        </p>
        <form method="post" action="/api/job-agents/confirm">
          {hidden('token', token!)}
          <button type="submit" className="button button--primary">
            {t('jobAgent.page.confirmButton')}
          </button>
        </form>
      </section>
    );
  }

  const others = (await agentsOfAddress(payload, agent.email)).filter((other) => other.id !== agent.id);
  const searchUrl = `${agent.pagePath}${agent.search ? `?${agent.search}` : ''}`;
  const action = (name: string, label: string, primary = false) => (
    <form method="post" action="/api/job-agents/manage" className="job-agent__action">
      {hidden('token', token!)}
      {hidden('action', name)}
      <button type="submit" className={primary ? 'button button--primary' : 'button'}>
        {label}
      </button>
    </form>
  );
  const dateFormat = new Intl.DateTimeFormat(locale.lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <section className="job-agent container" aria-labelledby="job-agent-title">
      <h1 id="job-agent-title">{t('jobAgent.page.title')}</h1>
      {status}
      {done === 'confirmed' ? <ConfirmedEvent frequency={agent.frequency} /> : null}
      <dl className="job-agent__facts">
        <dt>{t('jobAgent.page.search')}</dt>
        <dd>
          {agent.searchName} · <a href={searchUrl}>{t('jobAgent.page.openSearch')}</a>
        </dd>
        <dt>{t('jobAgent.form.email')}</dt>
        <dd>{agent.email}</dd>
        <dt>{t('jobAgent.page.statusLabel')}</dt>
        <dd>{t(`jobAgent.page.status.${agent.status}`)}</dd>
      </dl>
      {agent.pausedBecause === 'undeliverable' && agent.status === 'paused' ? (
        <p className="job-agent__notice">{t('jobAgent.page.undeliverable')}</p>
      ) : null}
      {agent.searchError ? (
        <p className="job-agent__notice">{t('jobAgent.page.searchError', { error: agent.searchError })}</p>
      ) : null}
      <form method="post" action="/api/job-agents/manage" className="job-agent__frequency">
        {hidden('token', token!)}
        {hidden('action', 'frequency')}
        <label htmlFor="job-agent-frequency">{t('jobAgent.form.frequency')}</label>
        <select id="job-agent-frequency" name="frequency" defaultValue={agent.frequency}>
          {FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {frequencyName(frequency)}
            </option>
          ))}
        </select>
        <button type="submit" className="button">
          {t('jobAgent.page.save')}
        </button>
      </form>
      <div className="job-agent__actions">
        {agent.status === 'active' ? action('pause', t('jobAgent.page.pause')) : null}
        {agent.status === 'paused' ? action('resume', t('jobAgent.page.resume'), true) : null}
        {action('delete', t('jobAgent.page.delete'))}
      </div>
      <p className="job-agent__proof">
        {t('jobAgent.page.consentProof', {
          date: dateFormat.format(new Date(agent.consent.givenAt)),
          page: agent.consent.page,
        })}
        <br />
        <q>{agent.consent.text}</q>
      </p>
      {others.length > 0 ? (
        <>
          <h2>{t('jobAgent.page.others')}</h2>
          <ul className="job-agent__others">
            {others.map((other: JobAgent) => (
              <li key={other.id}>
                <a href={`/${other.market}/${other.lang}/job-agent?token=${manageToken(secret, other)}`}>
                  {other.searchName}
                </a>{' '}
                ({t(`jobAgent.page.status.${other.status}`)}, {frequencyName(other.frequency)})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {action('deleteAll', t('jobAgent.page.deleteAll', { email: agent.email }))}
    </section>
  );
}
