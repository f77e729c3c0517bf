import { cookies } from 'next/headers';
import { getTranslator, type Voice } from '@meridian/i18n';
import { RADIUS_OPTIONS } from '@meridian/contracts';
import { appliedRadius, getVariant } from '@meridian/recruiting';
import { getPayload } from '@/cms/payload';
import { payloadSecret } from '@/cms/secret';
import type { JobAgent } from '@/payload-types';
import type { SiteLocale } from '@/sites/languages';
import { manageToken } from '../links';
import { ConfirmedEvent } from './ConfirmedEvent';
import { FREQUENCIES } from '../schedule';
import { agentByToken, agentsOfAddress } from '../store';
import { agentSearchOf, describeSavedSearch } from '../saved-search';
import { savedFilters, type EditField, type FilterLists } from '../search-edit';
import { decodeEditFlash, EDIT_FLASH_COOKIE } from '../edit-flash';
import { branchNames, facetLists } from '@/recruiting/server';
import { FocusOnLoad } from './FocusOnLoad';

const DONE = [
  'confirmed',
  'paused',
  'resumed',
  'saved',
  'searchSaved',
  'deleted',
  'deletedAll',
  'unsubscribed',
] as const;

interface Props {
  /** The site's key (its recruiting variant: which filters and offer types a search has). */
  siteKey: string;
  locale: SiteLocale;
  voice: Voice;
  view: 'manage' | 'confirm';
  token: string | null;
  done: string | null;
  /** The refused search edit this page answers (its flash cookie has the error and the typed values). */
  edit: string | null;
}

const hidden = (name: string, value: string) => <input type="hidden" name={name} value={value} />;

/**
 * A job agent's pages, reached from its mails without a login: the confirmation (a button that POSTs; opening the
 * link alone changes nothing) and the management page (pause, frequency, delete, every agent of the address, the
 * consent proof). Plain forms: they work without JavaScript.
 */
export async function JobAgentPage({ siteKey, locale, voice, view, token, done, edit: editId }: Props) {
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
            search: describeSavedSearch(agentSearchOf(agent, siteKey).criteria, t),
            frequency: frequencyName(agent.frequency),
            email: agent.email,
          })}
        </p>
        <form method="post" action="/api/job-agents/confirm">
          {hidden('token', token!)}
          {hidden('page', `${locale.market}/${locale.lang}`)}
          <button type="submit" className="button button--primary">
            {t('jobAgent.page.confirmButton')}
          </button>
        </form>
      </section>
    );
  }

  const others = (await agentsOfAddress(payload, agent.email)).filter((other) => other.id !== agent.id);
  const searchUrl = `${agent.pagePath}${agent.search ? `?${agent.search}` : ''}`;
  // Every form says which language the page is in: the answer comes back to the page in that language.
  const pageLocale = hidden('page', `${locale.market}/${locale.lang}`);
  const action = (name: string, label: string, primary = false) => (
    <form method="post" action="/api/job-agents/manage" className="job-agent__action">
      {hidden('token', token!)}
      {hidden('action', name)}
      {pageLocale}
      <button type="submit" className={primary ? 'button button--primary' : 'button'}>
        {label}
      </button>
    </form>
  );
  const { config, criteria } = agentSearchOf(agent, siteKey);
  const rules = getVariant(config.variant);
  // Filter names in the language the page is read in.
  const named = { ...config, language: locale.lang };
  const [lists, branches] = await Promise.all([
    facetLists(named) as Promise<FilterLists>,
    criteria.branch === '0' ? new Map<string, string>() : branchNames(criteria.branch.split(','), named),
  ]);
  const filters = savedFilters(criteria, rules, lists, t, branches);
  const gone = filters.filter((filter) => filter.gone);
  const flash = decodeEditFlash((await cookies()).get(EDIT_FLASH_COOKIE)?.value);
  const edit = flash && flash.agent === agent.id && flash.id === editId ? flash : null;
  const values = edit?.values ?? {
    keyword: criteria.keyword,
    city: criteria.city?.name ?? '',
    radius: criteria.city ? appliedRadius(criteria, rules) : '',
    type: criteria.type,
    keep: filters.map((filter) => filter.key),
  };
  const fieldId = (field: EditField) => `job-agent-edit-${field}`;
  const errorId = (field: EditField) => `job-agent-edit-${field}-error`;
  const errorText = edit ? t(`jobAgent.edit.error.${edit.error.code}`, { city: edit.values.city.trim() }) : '';
  const invalid = (field: EditField) =>
    edit?.error.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {};
  const fieldError = (field: EditField) =>
    edit?.error.field === field ? (
      <p className="field-error" id={errorId(field)}>
        {errorText}
      </p>
    ) : null;
  const dateFormat = new Intl.DateTimeFormat(locale.lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <section className="job-agent container" aria-labelledby="job-agent-title">
      <h1 id="job-agent-title">{t('jobAgent.page.title')}</h1>
      {status}
      {done === 'confirmed' ? <ConfirmedEvent frequency={agent.frequency} /> : null}
      <dl className="job-agent__facts">
        <dt>{t('jobAgent.page.search')}</dt>
        <dd>{describeSavedSearch(criteria, t)}</dd>
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
        {pageLocale}
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
      <section className="job-agent__edit" id="job-agent-edit" aria-labelledby="job-agent-edit-title">
        <h2 id="job-agent-edit-title">{t('jobAgent.edit.title')}</h2>
        <p>{t('jobAgent.edit.intro')}</p>
        {edit ? (
          <div className="job-agent__errors" id="job-agent-edit-errors" role="alert" tabIndex={-1}>
            <p>{t('jobAgent.edit.errorSummary')}</p>
            <ul>
              <li>
                {edit.error.field === 'form' ? errorText : <a href={`#${fieldId(edit.error.field)}`}>{errorText}</a>}
              </li>
            </ul>
            <FocusOnLoad id="job-agent-edit-errors" />
          </div>
        ) : null}
        {gone.length > 0 ? (
          <p className="job-agent__notice">
            {t('jobAgent.edit.goneNotice', {
              filters: gone.map((f) => t('jobAgent.edit.filter', { group: f.group, name: f.name })).join(', '),
            })}
          </p>
        ) : null}
        <form method="post" action="/api/job-agents/manage" className="job-agent__edit-form" noValidate>
          {hidden('token', token!)}
          {hidden('action', 'search')}
          {pageLocale}
          <div className="job-agent__field">
            <label htmlFor={fieldId('keyword')}>{t('recruiting.search.keyword')}</label>
            <input
              id={fieldId('keyword')}
              name="search"
              type="text"
              maxLength={100}
              defaultValue={values.keyword}
              {...invalid('keyword')}
            />
            {fieldError('keyword')}
          </div>
          <div className="job-agent__place">
            <div className="job-agent__field">
              <label htmlFor={fieldId('city')}>{t('recruiting.search.city')}</label>
              <input
                id={fieldId('city')}
                name="city"
                type="text"
                maxLength={50}
                autoComplete="address-level2"
                defaultValue={values.city}
                {...invalid('city')}
              />
              {fieldError('city')}
            </div>
            <div className="job-agent__field">
              <label htmlFor={fieldId('radius')}>{t('recruiting.search.radius')}</label>
              <select
                id={fieldId('radius')}
                name="radius"
                defaultValue={values.radius === '-' || values.radius === '0' ? '' : values.radius}
                {...invalid('radius')}
              >
                <option value="">{t('recruiting.search.radiusAny')}</option>
                {RADIUS_OPTIONS.filter((radius) => radius !== '-').map((radius) => (
                  <option key={radius} value={radius}>
                    {t('recruiting.search.radiusKm', { radius })}
                  </option>
                ))}
                {/* A refused value stays visible as what was sent. */}
                {edit?.error.field === 'radius' && values.radius !== '' ? (
                  <option value={values.radius}>{values.radius}</option>
                ) : null}
              </select>
              {fieldError('radius')}
            </div>
          </div>
          {rules.jobsAndProjects ? (
            <div className="job-agent__field">
              <label htmlFor={fieldId('type')}>{t('recruiting.filter.type')}</label>
              <select id={fieldId('type')} name="type" defaultValue={values.type ?? ''} {...invalid('type')}>
                <option value="">{t('jobAgent.edit.anyType')}</option>
                <option value="3">{t('recruiting.job_other')}</option>
                <option value="4">{t('recruiting.project_other')}</option>
              </select>
              {fieldError('type')}
            </div>
          ) : null}
          <fieldset
            className="job-agent__filters"
            id={fieldId('filters')}
            tabIndex={edit?.error.field === 'filters' ? -1 : undefined}
            aria-describedby={
              [
                filters.length > 0 ? 'job-agent-edit-filters-hint' : '',
                edit?.error.field === 'filters' ? errorId('filters') : '',
              ]
                .filter(Boolean)
                .join(' ') || undefined
            }
          >
            <legend>{t('jobAgent.edit.filters')}</legend>
            {filters.length > 0 ? (
              <>
                <p id="job-agent-edit-filters-hint" className="job-agent__hint">
                  {t('jobAgent.edit.filtersHint')}
                </p>
                <ul>
                  {filters.map((filter) => (
                    <li key={filter.key}>
                      <label>
                        <input
                          type="checkbox"
                          name="keep"
                          value={filter.key}
                          defaultChecked={values.keep.includes(filter.key)}
                        />
                        <span>
                          {t('jobAgent.edit.filter', { group: filter.group, name: filter.name })}
                          {filter.gone ? <em> – {t('jobAgent.edit.gone')}</em> : null}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="job-agent__hint">{t('jobAgent.edit.noFilters')}</p>
            )}
            {fieldError('filters')}
          </fieldset>
          <button type="submit" className="button button--primary">
            {t('jobAgent.edit.submit')}
          </button>
        </form>
        <p className="job-agent__refine">
          <a href={searchUrl}>{t('jobAgent.edit.refine')}</a>
        </p>
      </section>
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
