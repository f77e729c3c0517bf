import { getTranslator } from '@meridian/i18n';
import type { Contest, ContestBlock } from '@/payload-types';
import { contestOpen, type EntryField } from '@/contest/entry';
import type { ContestFlash } from '@/contest/flash';
import type { BlockPlace } from '../context';

/** The closing date in the page language, in the company's time zone. */
function formatDate(date: string, lang: string, market: string): string {
  return new Intl.DateTimeFormat(`${lang}-${market.toUpperCase()}`, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(date));
}

/**
 * A contest with its entry form: a plain POST form to /api/contest that works without JavaScript. The answer of
 * the last post (from the page route's flash cookie) is shown above the form, with per-field messages tied to
 * their fields (aria-describedby) and the typed values kept; after a stored entry only the confirmation.
 */
export function ContestComponent({
  block,
  place,
  flash: lastPost,
  returnTo,
}: {
  block: ContestBlock;
  place: BlockPlace;
  /** The outcome of an entry just posted from this page. */
  flash: ContestFlash | null;
  /** This page's path: the form's post comes back here. */
  returnTo: string;
}) {
  const contest = block.contest && typeof block.contest === 'object' ? (block.contest as Contest) : null;
  if (!contest) return null;
  const { lang, market } = place.locale;
  const t = getTranslator(lang, place.voice);
  const id = `contest-${contest.id}`;
  const flash = lastPost?.contest === contest.id ? lastPost : null;
  const open = contestOpen(contest.closesAt);
  const values = flash?.values ?? { name: '', email: '', answer: '', terms: false };
  const errors = flash?.outcome === 'invalid' ? flash.errors : {};
  const errorId = (field: EntryField) => `${id}-${field}-error`;
  const describedBy = (field: EntryField, ...more: string[]) =>
    [...more, ...(errors[field] ? [errorId(field)] : [])].join(' ') || undefined;
  const errorText = (field: EntryField) =>
    errors[field] ? (
      <p className="field-error" id={errorId(field)}>
        {t(`contest.error.${errors[field]}`)}
      </p>
    ) : null;
  const termsHref = contest.termsPage ? place.linkToPage(contest.termsPage) : null;
  const closesText = t(open ? 'contest.closes' : 'contest.closed', {
    date: formatDate(contest.closesAt, lang, market),
  });

  let outcome = null;
  if (flash && flash.outcome !== 'invalid') {
    const stored = flash.outcome === 'stored';
    outcome = (
      <div
        className={`contest-outcome contest-outcome--${stored ? 'success' : 'error'}`}
        role={stored ? 'status' : 'alert'}
        id={`${id}-outcome`}
      >
        <p>{t(`contest.outcome.${flash.outcome}`, { name: flash.values?.name ?? '' })}</p>
      </div>
    );
  } else if (flash) {
    outcome = (
      <div className="contest-outcome contest-outcome--error" role="alert" id={`${id}-outcome`}>
        <p>{t('contest.errorSummary')}</p>
        <ul>
          {(Object.keys(errors) as EntryField[]).map((field) => (
            <li key={field}>
              <a href={`#${id}-${field}`}>{t(`contest.error.${errors[field]}`)}</a>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <section className="block-contest container" id={id} aria-labelledby={`${id}-heading`}>
      <div className="block-contest__card">
        <h2 id={`${id}-heading`} className="block-contest__heading">
          {block.heading || contest.title}
        </h2>
        {contest.intro ? <p className="block-contest__intro">{contest.intro}</p> : null}
        {(contest.prizes ?? []).length > 0 ? (
          <>
            <h3 className="block-contest__subheading">{t('contest.prizes')}</h3>
            <ul className="block-contest__prizes">
              {(contest.prizes ?? []).map((prize, index) => (
                <li key={prize.id ?? index}>
                  <strong>{prize.name}</strong>
                  {prize.description ? <> – {prize.description}</> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p className="block-contest__closes">{closesText}</p>
        {outcome}
        {open && flash?.outcome !== 'stored' ? (
          <form className="contest-form" method="post" action="/api/contest" noValidate>
            <input type="hidden" name="contest" value={contest.id} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <input type="hidden" name="lang" value={lang} />
            {/* Only bots fill this in; people neither see nor reach it. */}
            <div className="contest-form__hp" aria-hidden="true">
              <label>
                Website
                <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
            <fieldset
              className="contest-form__answers"
              aria-invalid={errors.answer ? true : undefined}
              aria-describedby={describedBy('answer')}
            >
              <legend className="contest-form__question">
                {contest.question} <span className="contest-form__required">({t('contest.required')})</span>
              </legend>
              {(contest.answers ?? []).map((answer, index) => (
                <label key={answer.key} className="contest-form__choice">
                  <input
                    type="radio"
                    name="answer"
                    value={answer.key}
                    id={index === 0 ? `${id}-answer` : undefined}
                    defaultChecked={values.answer === answer.key}
                    required
                  />
                  <span>{answer.label}</span>
                </label>
              ))}
              {errorText('answer')}
            </fieldset>
            <div className="contest-form__field">
              <label htmlFor={`${id}-name`}>
                {t('contest.name')} <span className="contest-form__required">({t('contest.required')})</span>
              </label>
              <input
                id={`${id}-name`}
                name="name"
                type="text"
                autoComplete="name"
                required
                maxLength={100}
                defaultValue={values.name}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={describedBy('name')}
              />
              {errorText('name')}
            </div>
            <div className="contest-form__field">
              <label htmlFor={`${id}-email`}>
                {t('contest.email')} <span className="contest-form__required">({t('contest.required')})</span>
              </label>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                required
                maxLength={254}
                defaultValue={values.email}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={describedBy('email')}
              />
              {errorText('email')}
            </div>
            <details className="contest-form__terms">
              <summary>{t('contest.termsHeading')}</summary>
              <div id={`${id}-terms-text`} className="contest-form__terms-text">
                {contest.terms.split(/\n{2,}/).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
                {termsHref ? (
                  <p>
                    <a href={termsHref}>{t('contest.termsLink')}</a>
                  </p>
                ) : null}
              </div>
            </details>
            <div className="contest-form__field contest-form__field--check">
              <input
                id={`${id}-terms`}
                name="terms"
                type="checkbox"
                value="on"
                required
                defaultChecked={values.terms}
                aria-invalid={errors.terms ? true : undefined}
                aria-describedby={describedBy('terms')}
              />
              <label htmlFor={`${id}-terms`}>{t('contest.terms')}</label>
              {errorText('terms')}
            </div>
            <button type="submit" className="button button--primary">
              {t('contest.submit')}
            </button>
          </form>
        ) : null}
      </div>
    </section>
  );
}
