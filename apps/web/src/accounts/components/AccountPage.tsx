import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type React from 'react';
import { getTranslator } from '@meridian/i18n';
import { RADIUS_OPTIONS } from '@meridian/contracts';
import { getPayload } from '@/cms/payload';
import { payloadSecret } from '@/cms/secret';
import { FocusOnLoad } from '@/job-agents/components/FocusOnLoad';
import { managePageUrl, manageToken } from '@/job-agents/links';
import type { Candidate, JobAgent } from '@/payload-types';
import type { ResolvedSite } from '@/sites/data';
import { LANGUAGE_NAMES, type SiteLocale } from '@/sites/languages';
import { siteVoice } from '@/sites/themes';
import { hostnameOf } from '@/server/environment';
import { FLASH_COOKIE, PENDING_COOKIE, readPending, SESSION_COOKIE } from '../cookies';
import { decodeFlash, type AccountFlash } from '../flash';
import { accountPath, type AccountView } from '../links';
import { accountAgents } from '../personal-data';
import { interestOptionsFor } from '../interest-lists';
import {
  INTEREST_FIELDS,
  INTEREST_LEGENDS,
  interestNames,
  type InterestField,
  type InterestOption,
  type InterestOptions,
} from '../interests';
import { PREFERRED_CITY_FIELDS, PROFILE_FIELDS } from '../requests';
import { savedOffersWithAvailability, type Availability } from '../saved-offer-actions';
import { candidateByLink, candidateByReset, countSessions, sessionCandidate } from '../store';
import { listPasskeys } from '../passkeys/store';
import { CV_ACCEPT, CV_MAX_BYTES, CV_MAX_FILES, formatFileSize } from '../cv/files';
import { listCvFiles } from '../cv/store';
import type { PasskeyTexts } from './PasskeyButton';
import { PasskeyButton, SavedOffersMerge } from './lazy-client';

const TITLES: Record<AccountView, string> = {
  home: 'account.title.home',
  signIn: 'account.title.signIn',
  signUp: 'account.title.signUp',
  verify: 'account.title.verify',
  forgot: 'account.title.forgot',
  reset: 'account.title.reset',
  profile: 'account.title.profile',
  delete: 'account.title.delete',
  deleted: 'account.title.deleted',
};
export const accountTitleKey = (view: AccountView): string => TITLES[view];

const DONE: Partial<Record<AccountView, readonly string[]>> = {
  home: [
    'verified',
    'signedIn',
    'passwordChanged',
    'agentDeleted',
    'passkeyAdded',
    'passkeyRemoved',
    'passkeyNotFound',
    'offerRemoved',
    'cvUploaded',
    'cvDeleted',
  ],
  signIn: ['signedOut', 'signedOutAll'],
  verify: ['codeSent'],
  forgot: ['resetSent'],
  profile: ['saved'],
};

/**
 * The signed-in candidate of this request, after sending a visitor where the view wants them: signed out from the
 * account to the sign-in page, signed in from sign-in and sign-up to the account. Called by the page route before
 * anything is rendered (a 307, not a redirect inside a streamed page).
 */
export async function accountGate(locale: SiteLocale, view: AccountView): Promise<Candidate | null> {
  const payload = await getPayload();
  const candidate = await sessionCandidate(payload, (await cookies()).get(SESSION_COOKIE)?.value);
  if (PRIVATE.includes(view) && !candidate) redirect(accountPath(locale, 'signIn'));
  if (PUBLIC_ONLY.includes(view) && candidate) redirect(accountPath(locale, 'home'));
  return candidate;
}

/** Views only a signed-in candidate sees, and views a signed-in candidate has no use for. */
const PRIVATE: readonly AccountView[] = ['home', 'profile', 'delete'];
const PUBLIC_ONLY: readonly AccountView[] = ['signIn', 'signUp'];

interface Props {
  site: ResolvedSite;
  locale: SiteLocale;
  view: AccountView;
  token: string | null;
  done: string | null;
  flashId: string | null;
}

type TFunction = ReturnType<typeof getTranslator>;

/**
 * The candidate account's pages in the site's chrome and language: sign-in, sign-up, the e-mail code (or a mailed
 * link's confirmation button — opening the link confirms nothing), the reset request and the new password, the
 * account and the profile. Plain forms posting to /api/account/{action} (they work without JavaScript); a refused
 * form comes back with an error summary that takes the focus and each error at its field.
 */
export async function AccountPage({ site, locale, view, token, done, flashId }: Props) {
  const t = getTranslator(locale.lang, siteVoice(site.theme));
  const jar = await cookies();
  const payload = await getPayload();
  const candidate = await accountGate(locale, view);
  const flash = decodeFlash(jar.get(FLASH_COOKIE)?.value, flashId);
  const doneKey = done && DONE[view]?.includes(done) ? done : null;
  const ui = new Form(t, locale, flash);

  const header = (
    <>
      <h1 id="account-title">{t(TITLES[view])}</h1>
      {doneKey ? (
        <div className="account__status" id="account-status" role="status" tabIndex={-1}>
          <p>{t(`account.done.${doneKey}`)}</p>
          <FocusOnLoad id="account-status" />
        </div>
      ) : null}
      {ui.summary()}
    </>
  );
  let body: React.ReactNode;
  switch (view) {
    case 'signIn':
      body = (
        <>
          <PasskeyButton mode="signin" page={`${locale.market}/${locale.lang}`} texts={passkeyTexts(t, 'signIn')} />
          {ui.form(
            'signin',
            <>
              {ui.input('email', 'email', { autoComplete: 'username', required: true })}
              {ui.input('password', 'password', { autoComplete: 'current-password', required: true })}
            </>,
            t('account.button.signIn'),
          )}
          <ul className="account__links">
            <li>
              <a href={accountPath(locale, 'forgot')}>{t('account.link.forgot')}</a>
            </li>
            <li>
              <a href={accountPath(locale, 'signUp')}>{t('account.link.signUp')}</a>
            </li>
          </ul>
        </>
      );
      break;
    case 'signUp':
      body = (
        <>
          <p>{t('account.text.signUpIntro')}</p>
          {ui.form(
            'signup',
            <>
              {ui.input('email', 'email', { autoComplete: 'email', required: true })}
              {ui.input('password', 'password', {
                autoComplete: 'new-password',
                required: true,
                hint: t('account.field.passwordHint'),
                maxLength: 128,
              })}
            </>,
            t('account.button.signUp'),
          )}
          <p className="account__links">
            <a href={accountPath(locale, 'signIn')}>{t('account.link.signIn')}</a>
          </p>
        </>
      );
      break;
    case 'verify': {
      if (token) {
        const pending = await candidateByLink(payload, token);
        body = pending ? (
          <>
            <p>{t('account.text.confirmIntro', { email: pending.email })}</p>
            {ui.form('confirm', <input type="hidden" name="token" value={token} />, t('account.button.confirm'))}
          </>
        ) : (
          <p>{t('account.text.invalidLink')}</p>
        );
        break;
      }
      const pendingId = readPending(payloadSecret(), jar.get(PENDING_COOKIE)?.value ?? null);
      body =
        pendingId === null ? (
          <p>
            {t('account.text.verifyNone')} <a href={accountPath(locale, 'signIn')}>{t('account.title.signIn')}</a>
          </p>
        ) : (
          <>
            <p>{t('account.text.verifyIntro')}</p>
            {ui.form(
              'verify',
              ui.input('code', 'code', {
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
                pattern: '[0-9 ]*',
                maxLength: 7,
                required: true,
              }),
              t('account.button.verify'),
            )}
            {ui.form('resend', null, t('account.button.resend'), 'button')}
          </>
        );
      break;
    }
    case 'forgot':
      body = (
        <>
          <p>{t('account.text.forgotIntro')}</p>
          {ui.form(
            'forgot',
            ui.input('email', 'email', { autoComplete: 'email', required: true }),
            t('account.button.forgot'),
          )}
          <p className="account__links">
            <a href={accountPath(locale, 'signIn')}>{t('account.title.signIn')}</a>
          </p>
        </>
      );
      break;
    case 'reset': {
      const owner = token ? await candidateByReset(payload, token) : null;
      body = owner ? (
        <>
          <p>{t('account.text.resetIntro', { email: owner.email })}</p>
          {ui.form(
            'reset',
            <>
              <input type="hidden" name="token" value={token!} />
              {/* The account's address for password managers. */}
              <input type="hidden" name="username" autoComplete="username" value={owner.email} />
              {ui.input('password', 'password', {
                label: t('account.field.newPassword'),
                autoComplete: 'new-password',
                required: true,
                hint: t('account.field.passwordHint'),
                maxLength: 128,
              })}
            </>,
            t('account.button.reset'),
          )}
        </>
      ) : (
        <p>
          {t('account.text.invalidLink')} <a href={accountPath(locale, 'forgot')}>{t('account.title.forgot')}</a>
        </p>
      );
      break;
    }
    case 'home':
      body = await home(t, locale, candidate!, ui, site.key);
      break;
    case 'profile':
      body = profileForm(t, locale, candidate!, ui, await interestOptionsFor(site.key, locale));
      break;
    case 'delete':
      body = await deleteForm(t, locale, candidate!, ui);
      break;
    case 'deleted':
      body = (
        <>
          <p>{t('account.text.deletedText')}</p>
          <p>{t('account.text.deletedAgain')}</p>
          <p className="account__links">
            <a href={accountPath(locale, 'signUp')}>{t('account.title.signUp')}</a>
          </p>
        </>
      );
      break;
  }
  return (
    <section className="account container" aria-labelledby="account-title">
      {header}
      {body}
    </section>
  );
}

async function home(t: TFunction, locale: SiteLocale, candidate: Candidate, ui: Form, siteKey: string) {
  const payload = await getPayload();
  const sessions = await countSessions(payload, candidate.id);
  const profile = candidate.profile ?? {};
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const cities = (profile.preferredCities ?? []).join(', ');
  const interests = INTEREST_FIELDS.filter((field) => (profile[field] ?? []).length > 0);
  const options = interests.length > 0 ? await interestOptionsFor(siteKey, locale) : null;
  const fact = (label: string, value: string): [string, string][] => (value ? [[label, value]] : []);
  const facts: [string, string][] = [
    [t('account.field.email'), candidate.email],
    ...fact(t('account.field.fullName'), name),
    ...fact(t('account.field.phone'), profile.phone ?? ''),
    ...fact(
      t('account.field.preferredCities'),
      cities && profile.radius ? `${cities} (${t('account.field.radiusKm', { radius: profile.radius })})` : cities,
    ),
    ...interests.flatMap((field) =>
      fact(t(INTEREST_LEGENDS[field]), interestNames(options?.[field] ?? null, profile[field] ?? []).join(', ')),
    ),
    [t('account.field.language'), LANGUAGE_NAMES[candidate.lang as keyof typeof LANGUAGE_NAMES] ?? candidate.lang],
  ];
  return (
    <>
      <p>{t('account.text.signedInAs', { email: candidate.email })}</p>
      <dl className="account__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!name && !profile.phone && !cities && interests.length === 0 ? <p>{t('account.text.profileEmpty')}</p> : null}
      <p>
        <a className="button button--primary" href={accountPath(locale, 'profile')}>
          {t('account.link.profile')}
        </a>
      </p>
      {await cvSection(t, locale, candidate, ui)}
      {await savedOffersSection(t, locale, candidate, ui)}
      {await passkeySection(t, locale, candidate)}
      <p>{t('account.text.sessions', { count: sessions })}</p>
      <div className="account__actions">
        {ui.form('signout', null, t('account.button.signOut'), 'button')}
        {ui.form('signout-all', null, t('account.button.signOutAll'), 'button')}
      </div>
      {agentsSection(t, candidate, await accountAgents(payload, candidate), ui)}
      <section className="account__section" aria-labelledby="account-data-title">
        <h2 id="account-data-title">{t('account.text.dataTitle')}</h2>
        <p>{t('account.text.exportIntro')}</p>
        {ui.form('export', null, t('account.button.export'), 'button')}
        <p>{t('account.text.deleteTeaser')}</p>
        <p className="account__links">
          <a href={accountPath(locale, 'delete')}>{t('account.link.deleteAccount')}</a>
        </p>
      </section>
    </>
  );
}

/**
 * The candidate's CV files: each with its type, size and upload date, a download link (an attachment, only for
 * its owner) and a delete button; below them the upload form (a plain multipart post) while there is room.
 */
async function cvSection(t: TFunction, locale: SiteLocale, candidate: Candidate, ui: Form) {
  const files = await listCvFiles(await getPayload(), candidate.id);
  const localeTag = `${locale.lang}-${locale.market.toUpperCase()}`;
  const dates = new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium' });
  const limits = { count: CV_MAX_FILES, max: Math.round(CV_MAX_BYTES / (1024 * 1024)) };
  return (
    <section className="account__section" id="account-cv-files" aria-labelledby="account-cv-title">
      <h2 id="account-cv-title">{t('account.cv.title')}</h2>
      <p>{t('account.cv.intro', limits)}</p>
      {files.length === 0 ? (
        <p>{t('account.cv.none')}</p>
      ) : (
        <ul className="account__agents account__cv-list">
          {files.map((file) => {
            const named = <span className="visually-hidden">: {file.name}</span>;
            return (
              <li key={file.id} className="account__agent" data-cv-file={file.id}>
                <h3>{file.name}</h3>
                <p className="account__saved-meta">
                  {[
                    t(file.type === 'pdf' ? 'account.cv.typePdf' : 'account.cv.typeDocx'),
                    formatFileSize(file.size, localeTag),
                    t('account.cv.uploadedOn', { date: dates.format(new Date(file.uploadedAt)) }),
                  ].join(' · ')}
                </p>
                <div className="account__actions">
                  <a className="button" href={`/api/account/cv/${file.id}`} download={file.name}>
                    {t('account.cv.download')}
                    {named}
                  </a>
                  {ui.form(
                    'cv-delete',
                    <input type="hidden" name="file" value={file.id} />,
                    <>
                      {t('account.cv.delete')}
                      {named}
                    </>,
                    'button',
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {files.length >= CV_MAX_FILES ? (
        <p>{t('account.cv.full', limits)}</p>
      ) : (
        ui.upload('cv', CV_ACCEPT, t('account.cv.field'), t('account.cv.hint', limits), t('account.cv.upload'))
      )}
    </section>
  );
}

/**
 * The job agents of the account's verified address: the search in words, how often, its state, a link to the
 * agent's own management page (its token link, as in its mails) and a button that deletes it.
 */
function agentsSection(t: TFunction, candidate: Candidate, agents: JobAgent[], ui: Form) {
  const secret = payloadSecret();
  return (
    <section className="account__section" id="account-agents" aria-labelledby="account-agents-title">
      <h2 id="account-agents-title">{t('account.text.agentsTitle')}</h2>
      <p>{t('account.text.agentsIntro', { email: candidate.email })}</p>
      {agents.length === 0 ? (
        <p>{t('account.text.agentsNone')}</p>
      ) : (
        <ul className="account__agents">
          {agents.map((agent) => {
            const name = agent.searchName || t('jobAgent.search.any');
            const named = <span className="visually-hidden">: {name}</span>;
            return (
              <li key={agent.id} className="account__agent" data-agent={agent.id}>
                <h3 id={`account-agent-${agent.id}`}>{name}</h3>
                <dl className="account__facts">
                  <div>
                    <dt>{t('account.text.agentFrequency')}</dt>
                    <dd>{t(`jobAgent.frequency.${agent.frequency}`)}</dd>
                  </div>
                  <div>
                    <dt>{t('jobAgent.page.statusLabel')}</dt>
                    <dd>{t(`jobAgent.page.status.${agent.status}`)}</dd>
                  </div>
                </dl>
                <div className="account__actions">
                  <a
                    className="button"
                    href={managePageUrl(agent.origin, agent.market, agent.lang, manageToken(secret, agent))}
                  >
                    {t('account.link.manageAgent')}
                    {named}
                  </a>
                  {ui.form(
                    'agent-delete',
                    <input type="hidden" name="agent" value={agent.id} />,
                    <>
                      {t('account.button.deleteAgent')}
                      {named}
                    </>,
                    'button',
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** "Delete account": what goes, and the password — or a passkey of this host — that confirms it. */
async function deleteForm(t: TFunction, locale: SiteLocale, candidate: Candidate, ui: Form) {
  const host = hostnameOf((await headers()).get('host') ?? '');
  const passkeyHere = (await listPasskeys(await getPayload(), candidate.id)).some((passkey) => passkey.rpId === host);
  return (
    <>
      <p>{t('account.text.deleteIntro', { email: candidate.email })}</p>
      <p>{t('account.text.deleteExport')}</p>
      {ui.form('export', null, t('account.button.export'), 'button')}
      {ui.form(
        'delete',
        <>
          <input type="hidden" name="method" value="password" />
          {/* The account's address for password managers. */}
          <input type="hidden" name="username" autoComplete="username" value={candidate.email} />
          {ui.input('password', 'password', {
            autoComplete: 'current-password',
            required: true,
            hint: t('account.text.deleteConfirm'),
            maxLength: 128,
          })}
        </>,
        t('account.button.deleteAccount'),
        'danger',
      )}
      {passkeyHere ? (
        <PasskeyButton mode="confirm" page={`${locale.market}/${locale.lang}`} texts={passkeyTexts(t, 'confirm')} />
      ) : null}
      <p className="account__links">
        <a href={accountPath(locale, 'home')}>{t('account.link.home')}</a>
      </p>
    </>
  );
}

/** The texts of a passkey button, in the page's language. */
const passkeyTexts = (t: TFunction, button: 'signIn' | 'add' | 'confirm'): PasskeyTexts => ({
  button: t(`passkey.${button}`),
  working: t('passkey.working'),
  cancelled: t('passkey.cancelled'),
  invalid: t('passkey.invalid'),
  expired: t('passkey.expired'),
  tooMany: t('passkey.tooMany'),
  failed: t('passkey.failed'),
  ...(button === 'signIn' ? { or: t('passkey.or') } : {}),
});

/** The account's passkeys: each with when it was added and last used, a button to remove it, and one to add one. */
async function passkeySection(t: TFunction, locale: SiteLocale, candidate: Candidate) {
  const passkeys = await listPasskeys(await getPayload(), candidate.id);
  const date = new Intl.DateTimeFormat(`${locale.lang}-${locale.market.toUpperCase()}`, { dateStyle: 'medium' });
  const page = `${locale.market}/${locale.lang}`;
  return (
    <section className="account__passkeys" id="account-passkeys" aria-labelledby="account-passkeys-title">
      <h2 id="account-passkeys-title">{t('passkey.heading')}</h2>
      <p>{t('passkey.intro')}</p>
      {passkeys.length === 0 ? (
        <p>{t('passkey.none')}</p>
      ) : (
        <ul className="account__passkey-list">
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              <div>
                <strong>{passkey.name}</strong>
                <span className="account__hint">
                  {t('passkey.added', { date: date.format(new Date(passkey.createdAt)) })}
                  {passkey.lastUsedAt
                    ? ` · ${t('passkey.lastUsed', { date: date.format(new Date(passkey.lastUsedAt)) })}`
                    : null}
                </span>
              </div>
              <form method="post" action="/api/account/passkey/remove">
                <input type="hidden" name="page" value={page} />
                <input type="hidden" name="passkey" value={passkey.id} />
                <button type="submit" className="button" aria-label={t('passkey.removeLabel', { name: passkey.name })}>
                  {t('passkey.remove')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <PasskeyButton mode="register" page={page} texts={passkeyTexts(t, 'add')} />
    </section>
  );
}

/**
 * The candidate's saved offers, newest first: each a link to the offer, its company and place, when it was saved,
 * "no longer available" when the recruiting API does not have it any more, and a button to remove it.
 */
async function savedOffersSection(t: TFunction, locale: SiteLocale, candidate: Candidate, ui: Form) {
  const payload = await getPayload();
  const saved = await savedOffersWithAvailability(payload, candidate.id, () => locale.lang);
  const dates = new Intl.DateTimeFormat(`${locale.lang}-${locale.market.toUpperCase()}`, { dateStyle: 'medium' });
  const unknown = saved.some((entry) => entry.availability === 'unknown');
  return (
    <section className="account__saved" id="saved-offers" aria-labelledby="saved-offers-title">
      <SavedOffersMerge />
      <h2 id="saved-offers-title">{t('account.saved.title')}</h2>
      {saved.length === 0 ? <p>{t('account.saved.empty')}</p> : null}
      {unknown ? <p className="account__hint">{t('account.saved.unchecked')}</p> : null}
      {saved.length > 0 ? (
        <ul className="account__saved-list">
          {saved.map(({ offer, availability }) => (
            <SavedOfferItem
              key={offer.id}
              t={t}
              offer={offer}
              availability={availability}
              savedOn={dates.format(new Date(offer.savedAt))}
              remove={ui.form(
                'unsave',
                <input type="hidden" name="offerId" value={offer.id} />,
                <>
                  {t('account.saved.remove')}
                  <span className="visually-hidden">: {offer.title}</span>
                </>,
                'button',
              )}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function SavedOfferItem({
  t,
  offer,
  availability,
  savedOn,
  remove,
}: {
  t: TFunction;
  offer: { id: number; title: string; location: string; company: string; url: string };
  availability: Availability;
  savedOn: string;
  remove: React.ReactNode;
}) {
  const gone = availability === 'gone';
  const details = [offer.company, offer.location].filter(Boolean).join(' · ');
  return (
    <li className="account__saved-offer" data-offer-id={offer.id} data-availability={availability}>
      <p className="account__saved-title">
        {gone ? <span>{offer.title}</span> : <a href={offer.url}>{offer.title}</a>}
      </p>
      {gone ? <p className="account__saved-expired">{t('account.saved.expired')}</p> : null}
      {details ? <p className="account__saved-meta">{details}</p> : null}
      <p className="account__saved-meta">{t('account.saved.savedOn', { date: savedOn })}</p>
      {remove}
    </li>
  );
}

function profileForm(t: TFunction, locale: SiteLocale, candidate: Candidate, ui: Form, options: InterestOptions) {
  const profile = candidate.profile ?? {};
  const cities = profile.preferredCities ?? [];
  ui.defaults = {
    ...Object.fromEntries(PROFILE_FIELDS.map((field) => [field, String(profile[field as keyof typeof profile] ?? '')])),
    ...Object.fromEntries(PREFERRED_CITY_FIELDS.map((field, index) => [field, cities[index] ?? ''])),
    ...Object.fromEntries(INTEREST_FIELDS.map((field) => [field, (profile[field] ?? []).join(',')])),
    language: candidate.lang,
  };
  const radiusOptions = RADIUS_OPTIONS.filter((radius) => radius !== '-');
  return (
    <>
      <p>{t('account.text.profileIntro')}</p>
      {ui.form(
        'profile',
        <>
          <div className="account__row">
            {ui.input('firstName', 'text', { autoComplete: 'given-name', maxLength: 80 })}
            {ui.input('lastName', 'text', { autoComplete: 'family-name', maxLength: 80 })}
          </div>
          {ui.input('phone', 'tel', { autoComplete: 'tel', maxLength: 30 })}
          <fieldset className="account__group">
            <legend>{t('account.field.address')}</legend>
            {ui.input('street', 'text', { autoComplete: 'street-address', maxLength: 120 })}
            <div className="account__row">
              {ui.input('postalCode', 'text', { autoComplete: 'postal-code', maxLength: 10 })}
              {ui.input('city', 'text', { autoComplete: 'address-level2', maxLength: 80 })}
            </div>
            {ui.input('country', 'text', { autoComplete: 'country-name', maxLength: 60 })}
          </fieldset>
          <fieldset className="account__group" aria-describedby="account-wishes-hint">
            <legend>{t('account.field.wishes')}</legend>
            <p className="account__hint" id="account-wishes-hint">
              {t('account.text.preferredCitiesHint')}
            </p>
            <div className="account__row">
              {PREFERRED_CITY_FIELDS.map((field, index) =>
                ui.input(field, 'text', {
                  label: t('account.field.preferredCityNumbered', { number: index + 1 }),
                  maxLength: 80,
                  key: field,
                }),
              )}
            </div>
            {ui.select('radius', [
              ['', t('account.field.radiusNone')],
              ...radiusOptions.map((radius) => [radius, t('account.field.radiusKm', { radius })] as [string, string]),
            ])}
          </fieldset>
          <fieldset className="account__group" aria-describedby="account-interests-hint">
            <legend>{t('account.field.interests')}</legend>
            <p className="account__hint" id="account-interests-hint">
              {t('account.text.interestsHint')}
            </p>
            {INTEREST_FIELDS.map((field) => ui.checkboxes(field, t(INTEREST_LEGENDS[field]), options[field]))}
          </fieldset>
          {ui.select(
            'language',
            (['de', 'en', 'fr', 'es'] as const).map((lang) => [lang, LANGUAGE_NAMES[lang]] as [string, string]),
          )}
        </>,
        t('account.button.save'),
      )}
      <p className="account__links">
        <a href={accountPath(locale, 'home')}>{t('account.link.home')}</a>
      </p>
    </>
  );
}

/** CV refusals that are about no field of the upload form (there may be none then). */
const FIELDLESS_CV = ['limit', 'notFound'];

interface InputOptions {
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  label?: string;
  maxLength?: number;
  inputMode?: 'numeric';
  pattern?: string;
  key?: string;
}

/** The forms' parts: fields with their label, hint and error, the error summary, the form posting to an action. */
class Form {
  defaults: Record<string, string> = {};
  constructor(
    private t: TFunction,
    private locale: SiteLocale,
    private flash: AccountFlash | null,
  ) {}

  private label(field: string): string {
    return this.t(`account.field.${field}`);
  }

  /** A field's name in an error text: the numbered preferred cities and the interest groups have their own. */
  private fieldName(field: string): string {
    const city = /^preferredCity(\d)$/.exec(field);
    if (city) return this.t('account.field.preferredCityNumbered', { number: Number(city[1]) });
    if ((INTEREST_FIELDS as readonly string[]).includes(field)) return this.t(INTEREST_LEGENDS[field as InterestField]);
    return this.label(field);
  }

  private errorOf(field: string): string | null {
    const error = this.flash?.errors.find((entry) => entry.field === field);
    if (!error) return null;
    const params = this.flash?.params ?? {};
    if (field === 'form' || ['email', 'password', 'code', 'cv'].includes(field))
      return this.t(`account.error.${field}.${error.code}`, params);
    return this.t(`account.error.profile.${error.code}`, { field: this.fieldName(field) });
  }

  private value(field: string): string {
    return this.flash?.values[field] ?? this.defaults[field] ?? '';
  }

  summary(): React.ReactNode {
    if (!this.flash || this.flash.errors.length === 0) return null;
    return (
      <div className="account__errors" id="account-errors" role="alert" tabIndex={-1}>
        <p>{this.t('account.error.summary')}</p>
        <ul>
          {this.flash.errors.map((error) => (
            <li key={error.field}>
              {error.field === 'form' || (error.field === 'cv' && FIELDLESS_CV.includes(error.code)) ? (
                this.errorOf('form')
              ) : (
                <a href={`#account-${error.field}`}>{this.errorOf(error.field)}</a>
              )}
            </li>
          ))}
        </ul>
        <FocusOnLoad id="account-errors" />
      </div>
    );
  }

  form(
    action: string,
    fields: React.ReactNode,
    submit: React.ReactNode,
    style: 'primary' | 'button' | 'danger' = 'primary',
  ) {
    const className = { primary: 'button button--primary', button: 'button', danger: 'button button--danger' }[style];
    return (
      <form method="post" action={`/api/account/${action}`} className="account__form" noValidate>
        <input type="hidden" name="page" value={`${this.locale.market}/${this.locale.lang}`} />
        {fields}
        <button type="submit" className={className}>
          {submit}
        </button>
      </form>
    );
  }

  /** A file upload: a multipart form (the page's locale also in its address, read before the body). */
  upload(field: string, accept: string, label: string, hint: string, submit: string) {
    const error = this.errorOf(field);
    const id = `account-${field}`;
    const page = `${this.locale.market}/${this.locale.lang}`;
    return (
      <form
        method="post"
        action={`/api/account/${field}?page=${page}`}
        encType="multipart/form-data"
        className="account__form"
        noValidate
      >
        <input type="hidden" name="page" value={page} />
        <div className="account__field">
          <label htmlFor={id}>{label}</label>
          <p className="account__hint" id={`${id}-hint`}>
            {hint}
          </p>
          <input id={id} name={field} type="file" accept={accept} required {...this.described(field, hint, error)} />
          {error ? (
            <p className="field-error" id={`${id}-error`}>
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary">
          {submit}
        </button>
      </form>
    );
  }

  private described(field: string, hint: string | undefined, error: string | null) {
    const ids = [hint ? `account-${field}-hint` : '', error ? `account-${field}-error` : ''].filter(Boolean).join(' ');
    return {
      ...(ids ? { 'aria-describedby': ids } : {}),
      ...(error ? { 'aria-invalid': true as const } : {}),
    };
  }

  input(field: string, type: 'email' | 'password' | 'text' | 'tel' | 'code', options: InputOptions = {}) {
    const error = this.errorOf(field);
    const id = `account-${field}`;
    return (
      <div className="account__field" key={options.key}>
        <label htmlFor={id}>{options.label ?? this.label(field)}</label>
        {options.hint ? (
          <p className="account__hint" id={`${id}-hint`}>
            {options.hint}
          </p>
        ) : null}
        <input
          id={id}
          name={field}
          type={type === 'code' ? 'text' : type}
          autoComplete={options.autoComplete}
          required={options.required}
          maxLength={options.maxLength}
          inputMode={options.inputMode}
          pattern={options.pattern}
          defaultValue={type === 'password' ? undefined : this.value(field)}
          spellCheck={type === 'email' || type === 'password' ? false : undefined}
          {...this.described(field, options.hint, error)}
        />
        {error ? (
          <p className="field-error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  /**
   * A group of checkboxes in a fieldset with its legend (the values posted under one name). A list that cannot be
   * read now keeps the stored values as they are, in hidden fields, with a note.
   */
  checkboxes(field: InterestField, legend: string, options: InterestOption[] | null) {
    const error = this.errorOf(field);
    const id = `account-${field}`;
    const checked = new Set(this.value(field).split(',').filter(Boolean));
    if (!options)
      return (
        <div className="account__field" key={field}>
          <p className="account__hint">{this.t('account.text.interestsUnavailable', { field: legend })}</p>
          {[...checked].map((value) => (
            <input key={value} type="hidden" name={field} value={value} />
          ))}
        </div>
      );
    // A stored value the list no longer has stays offered (checked) under its id, so that saving keeps it.
    const shown = [
      ...options,
      ...[...checked]
        .filter((value) => !options.some((o) => o.value === value))
        .map((value) => ({ value, label: value })),
    ];
    return (
      <fieldset
        className="account__choices"
        id={id}
        key={field}
        tabIndex={-1}
        {...(error ? { 'aria-describedby': `${id}-error` } : {})}
      >
        <legend>{legend}</legend>
        {error ? (
          <p className="field-error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
        <ul className="account__options">
          {shown.map((option) => {
            const optionId = `${id}-${option.value.replace(/[^\w-]/g, '_')}`;
            return (
              <li key={option.value}>
                <input
                  type="checkbox"
                  id={optionId}
                  name={field}
                  value={option.value}
                  defaultChecked={checked.has(option.value)}
                />
                <label htmlFor={optionId}>{option.label}</label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    );
  }

  select(field: string, options: [string, string][]) {
    const error = this.errorOf(field);
    const id = `account-${field}`;
    const value = this.value(field);
    const known = options.some(([option]) => option === value);
    return (
      <div className="account__field">
        <label htmlFor={id}>{this.label(field)}</label>
        <select id={id} name={field} defaultValue={value} {...this.described(field, undefined, error)}>
          {options.map(([option, label]) => (
            <option key={option} value={option}>
              {label}
            </option>
          ))}
          {/* A refused value stays visible as what was sent. */}
          {!known && value ? <option value={value}>{value}</option> : null}
        </select>
        {error ? (
          <p className="field-error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  }
}
