'use client';
/**
 * The cookie consent dialog (SPEC §2.3, §4.1): a native modal <dialog> (focus containment and an inert page
 * come from showModal()), first step and configure step.
 *
 * Keyboard: Tab cycles inside the dialog. Escape on the first step does NOT dismiss it while the visitor has no
 * valid consent — a choice is required, and dismissing would silently mean "no consent" (nothing non-essential
 * loads either way); when reopened from the footer with a valid consent, Escape closes it unchanged. Escape on
 * the configure step goes back to the first step. Focus moves to the step's heading and returns on close.
 */
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { messages } from '@meridian/i18n';
import { PROVIDER_MESSAGE_KEY, isEssential, type Category, type GroupId, type ProviderId } from './items.ts';
import { applyToggle, configuredCategories, groupState, providersOf, type ToggleState, type Toggles } from './rules.ts';
import { showModalSoon } from '../layer/show-modal.ts';

export type CookieTexts = (typeof messages)['en']['cookie'];
type ProviderTexts = { name: string; description: string };

export interface DialogTexts {
  lang: string;
  cookie: CookieTexts;
}

export interface DialogProps {
  open: boolean;
  /** The visitor already has a valid consent (reopened from the footer): Escape may close. */
  dismissible: boolean;
  initialStep: 'intro' | 'settings';
  texts: DialogTexts;
  items: readonly ProviderId[];
  toggles: Toggles;
  infoUrls: Partial<Record<ProviderId, string>>;
  links: { privacy: string | null; legalNotice: string | null };
  company?: { name?: string | null; url?: string | null };
  onAcceptAll(): void;
  onAcceptEssentials(): void;
  onSave(toggles: Toggles): void;
  onDismiss(): void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Intro text with the {{privacy}} and {{legalNotice}} placeholders turned into links. */
function introText(cookie: CookieTexts, links: DialogProps['links']): ReactNode[] {
  const parts = cookie.intro.text.split(/(\{\{privacy\}\}|\{\{legalNotice\}\})/);
  return parts.map((part, index) => {
    if (part === '{{privacy}}')
      return links.privacy ? (
        <a key={index} href={links.privacy}>
          {cookie.intro.privacy}
        </a>
      ) : (
        cookie.intro.privacy
      );
    if (part === '{{legalNotice}}')
      return links.legalNotice ? (
        <a key={index} href={links.legalNotice}>
          {cookie.intro.legalNotice}
        </a>
      ) : (
        cookie.intro.legalNotice
      );
    return part;
  });
}

interface ToggleProps {
  labelId: string;
  descriptionId?: string;
  state: ToggleState;
  /** Group toggles can be half-checked: a tri-state checkbox announces "mixed"; providers are switches. */
  triState?: boolean;
  readOnly?: boolean;
  onChange?(checked: boolean): void;
  testId: string;
}

function Toggle({ labelId, descriptionId, state, triState, readOnly, onChange, testId }: ToggleProps) {
  return (
    <button
      type="button"
      className="cc-switch"
      role={triState ? 'checkbox' : 'switch'}
      aria-checked={state === 'mixed' ? 'mixed' : state === 'checked'}
      aria-labelledby={labelId}
      aria-describedby={descriptionId}
      aria-disabled={readOnly || undefined}
      data-consent-toggle={testId}
      onClick={() => {
        if (!readOnly) onChange?.(state !== 'checked');
      }}
    >
      <span className="cc-switch__knob" aria-hidden="true" />
    </button>
  );
}

function focusHeading(dialog: HTMLDialogElement) {
  dialog.querySelector<HTMLElement>('[data-cc-heading]')?.focus();
}

export function ConsentDialog(props: DialogProps) {
  const { open, dismissible, initialStep, texts, items, infoUrls, links, company } = props;
  const { cookie } = texts;
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const [step, setStep] = useState<'intro' | 'settings'>(initialStep);
  const [toggles, setToggles] = useState<Toggles>(props.toggles);
  const uid = useId();
  const headingId = `${uid}-heading`;

  // Opening resets the step and the working toggles to the consent in force (as they are when it opens).
  const resetOnOpen = useEffectEvent(() => {
    setStep(initialStep);
    setToggles(props.toggles);
  });
  useEffect(() => {
    if (open) resetOnOpen();
  }, [open]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement;
      // On a first visit it opens in the commit that ends hydration: modal one task later (see showModalSoon).
      return showModalSoon(dialog, () => focusHeading(dialog));
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // The step's heading takes focus so screen readers start with it (on opening: once the dialog is shown, above).
  useEffect(() => {
    if (open && ref.current?.open) focusHeading(ref.current);
  }, [open, step]);

  const onClose = useCallback(() => {
    const target = returnFocus.current;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
    if (open) props.onDismiss();
  }, [open, props]);

  const escape = () => {
    if (step === 'settings') setStep('intro');
    else if (dismissible) props.onDismiss();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here so that the browser's own close request never dismisses the dialog without a choice.
      event.preventDefault();
      escape();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (
      event.shiftKey &&
      (active === first || !ref.current?.contains(active) || active === ref.current?.querySelector('[data-cc-heading]'))
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const providerTexts = (id: ProviderId): ProviderTexts =>
    (cookie.provider as Record<string, ProviderTexts>)[PROVIDER_MESSAGE_KEY[id]] ?? { name: id, description: '' };
  const categoryTexts = (group: GroupId) =>
    cookie.category[group === 'ALL' ? 'all' : (group.toLowerCase() as 'essentials' | 'functional' | 'marketing')];
  const change = (item: ProviderId | GroupId, checked: boolean) =>
    setToggles((current) => applyToggle(current, item, checked, items));

  const groupRow = (group: GroupId) => {
    const text = categoryTexts(group);
    const readOnly = group === 'ESSENTIALS';
    return (
      <div className="cc-row">
        <div className="cc-row__text">
          <span className="cc-row__title" id={`${uid}-${group}`}>
            {text.title}
          </span>
          {readOnly ? <span className="cc-row__badge"> ({cookie.settings.alwaysOn})</span> : null}
          <p className="cc-row__description" id={`${uid}-${group}-d`}>
            {text.description}
          </p>
        </div>
        <Toggle
          labelId={`${uid}-${group}`}
          descriptionId={`${uid}-${group}-d`}
          state={groupState(toggles, group, items)}
          triState
          readOnly={readOnly}
          onChange={(checked) => change(group, checked)}
          testId={group}
        />
      </div>
    );
  };

  const categorySection = (category: Category) => (
    <section key={category} className="cc-group" aria-labelledby={`${uid}-${category}`}>
      {groupRow(category)}
      <ul className="cc-providers" aria-label={`${categoryTexts(category).title}: ${cookie.settings.providers}`}>
        {providersOf(category, items).map((id) => {
          const text = providerTexts(id);
          const info = infoUrls[id];
          return (
            <li key={id} className="cc-row cc-row--provider">
              <div className="cc-row__text">
                <span className="cc-row__title" id={`${uid}-${id}`}>
                  {text.name}
                </span>
                <p className="cc-row__description" id={`${uid}-${id}-d`}>
                  {text.description}{' '}
                  {info ? (
                    <a
                      href={info}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="cc-info"
                      aria-label={`${cookie.settings.moreInfo}: ${text.name}`}
                    >
                      {cookie.settings.moreInfo}
                    </a>
                  ) : null}
                </p>
              </div>
              <Toggle
                labelId={`${uid}-${id}`}
                descriptionId={`${uid}-${id}-d`}
                state={isEssential(id) || toggles[id] ? 'checked' : 'unchecked'}
                readOnly={isEssential(id)}
                onChange={(checked) => change(id, checked)}
                testId={id}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );

  return (
    <dialog
      ref={ref}
      className="cc-dialog"
      lang={texts.lang}
      aria-labelledby={headingId}
      data-consent-dialog={open ? step : undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        escape();
      }}
      onClose={onClose}
    >
      {open && step === 'intro' ? (
        <div className="cc-step">
          <h2 className="cc-heading" id={headingId} tabIndex={-1} data-cc-heading="">
            {cookie.intro.headline}
          </h2>
          {company?.name ? (
            <p className="cc-company">{company.url ? <a href={company.url}>{company.name}</a> : company.name}</p>
          ) : null}
          <p className="cc-text">{introText(cookie, links)}</p>
          <div className="cc-actions">
            <button
              type="button"
              className="cc-button cc-button--primary"
              data-consent-action="accept-all"
              onClick={props.onAcceptAll}
            >
              {cookie.button.acceptAll}
            </button>
            <button
              type="button"
              className="cc-button cc-button--primary"
              data-consent-action="accept-essentials"
              onClick={props.onAcceptEssentials}
            >
              {cookie.button.acceptEssentials}
            </button>
            <button
              type="button"
              className="cc-button cc-button--secondary"
              data-consent-action="configure"
              onClick={() => setStep('settings')}
            >
              {cookie.button.configure}
            </button>
          </div>
        </div>
      ) : null}
      {open && step === 'settings' ? (
        <div className="cc-step">
          <h2 className="cc-heading" id={headingId} tabIndex={-1} data-cc-heading="">
            {cookie.settings.headline}
          </h2>
          <p className="cc-text">{cookie.settings.text}</p>
          <div className="cc-groups">
            <div className="cc-group cc-group--all">{groupRow('ALL')}</div>
            {configuredCategories(items).map(categorySection)}
          </div>
          <div className="cc-actions">
            <button
              type="button"
              className="cc-button cc-button--secondary"
              data-consent-action="back"
              onClick={() => setStep('intro')}
            >
              {cookie.button.back}
            </button>
            <button
              type="button"
              className="cc-button cc-button--primary"
              data-consent-action="save"
              onClick={() => props.onSave(toggles)}
            >
              {cookie.button.save}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
