'use client';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Layer } from '@meridian/site-kit/layer';
import { useModule } from '../hooks/context.ts';
import type { CityFieldState } from '../lib/autocomplete.ts';
import { FORM_LIMITS, HEADER_SEARCH_FOCUS_DELAY_MS } from '../lib/form-limits.ts';
import {
  headerSearchExpanded,
  headerSearchHref,
  headerSearchMounted,
  headerSearchTarget,
  headerSearchTransition,
  trappedFocusIndex,
  type HeaderSearchEvent,
  type HeaderSearchPhase,
} from '../lib/header-search.ts';
import { CityCombobox } from './CityCombobox.tsx';

const EMPTY_CITY: CityFieldState = { text: '', lat: null, lon: null };
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Header search box (SPEC §2.11, brand A): a keyword label button (long label on wide screens, short on narrow)
 * opens a popup with keyword, city and a hidden radius; it closes on overlay click, Escape or the close button and
 * clears its fields; the keyword input gets focus 500 ms after opening; the popup animates in and out for 250 ms.
 * The popup is site-kit's Layer (a modal <dialog>: focus stays inside, the page behind is inert, focus returns to
 * the label button). The server renders the label as a link to the career page; after hydration it is the button.
 */
export function HeaderSearch() {
  const { config, rules, t, idPrefix } = useModule();
  const [phase, setPhase] = useState<HeaderSearchPhase>('closed');
  const phaseRef = useRef<HeaderSearchPhase>('closed');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [enhanced, setEnhanced] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [city, setCity] = useState<CityFieldState>(EMPTY_CITY);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogId = `${idPrefix}-header-search`;
  const href = headerSearchHref(config, rules);

  // Without JavaScript the label stays the server's link to the career page.
  useEffect(() => setEnhanced(true), []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const dispatch = (event: HeaderSearchEvent) => {
    const step = headerSearchTransition(phaseRef.current, event);
    if (step.clearFields) {
      setKeyword('');
      setCity(EMPTY_CITY);
    }
    if (step.animationMs !== null) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => dispatch('animation-end'), step.animationMs);
    }
    phaseRef.current = step.phase;
    setPhase(step.phase);
  };

  // The keyword input gets focus 500 ms after opening (SPEC §2.11, §9.3), whatever the animation does meanwhile.
  const expanded = headerSearchExpanded(phase);
  useEffect(() => {
    if (!expanded) return;
    const focus = setTimeout(() => inputRef.current?.focus(), HEADER_SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(focus);
  }, [expanded]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    window.location.assign(headerSearchTarget({ keyword, city }, config, rules));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || !headerSearchMounted(phaseRef.current)) return;
    // Escape on the keydown itself: Chromium closes a modal dialog at once on a second Escape without user
    // activation when only its 'cancel' event is prevented; the closing animation must run instead. An open city
    // list takes the Escape first (it prevents the default).
    if (event.key === 'Escape') {
      event.preventDefault();
      dispatch('close');
      return;
    }
    // The modal dialog keeps the page behind inert; Tab also wraps inside instead of leaving for the browser.
    const dialog = event.key === 'Tab' ? (event.target as HTMLElement).closest('dialog') : null;
    if (!dialog) return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.getClientRects().length > 0,
    );
    const next = trappedFocusIndex(
      focusable.length,
      focusable.indexOf(document.activeElement as HTMLElement),
      event.shiftKey,
    );
    if (next === null) return;
    event.preventDefault();
    focusable[next]!.focus();
  };

  const label = (
    <>
      <svg
        className="recruiting-header-search__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      {/* One of the two is shown (by width): its text is the control's name, so name and visible label match. */}
      <span className="recruiting-header-search__long">{t('recruiting.search.keywordPlaceholder')}</span>
      <span className="recruiting-header-search__short">{t('recruiting.search.keywordShort')}</span>
    </>
  );

  return (
    <div className="recruiting-header-search" data-state={phase} onKeyDown={onKeyDown}>
      {enhanced ? (
        <button
          ref={buttonRef}
          type="button"
          className="recruiting-header-search__label"
          aria-haspopup="dialog"
          aria-expanded={expanded}
          onClick={() => dispatch('open')}
        >
          {label}
        </button>
      ) : (
        <a className="recruiting-header-search__label" href={href}>
          {label}
        </a>
      )}
      {headerSearchMounted(phase) ? (
        <Layer
          id={dialogId}
          usage="default"
          className="recruiting-header-search__box"
          label={t('recruiting.search.label')}
          labels={{ previous: '', next: '', close: t('recruiting.search.close') }}
          showClose={false}
          swapHeading={false}
          contentKey={null}
          returnFocusTo={buttonRef.current}
          onClose={() => dispatch('close')}
        >
          <form
            role="search"
            aria-labelledby={`${dialogId}-title`}
            action={config.maincareer || undefined}
            method="get"
            onSubmit={submit}
          >
            <h2 id={`${dialogId}-title`} className="recruiting-header-search__title">
              {t('recruiting.search.label')}
            </h2>
            <div className="recruiting-field">
              <label htmlFor={`${dialogId}-keyword`}>{t('recruiting.search.keyword')}</label>
              <input
                ref={inputRef}
                id={`${dialogId}-keyword`}
                name="search"
                type="search"
                enterKeyHint="search"
                maxLength={FORM_LIMITS.keyword}
                value={keyword}
                onChange={(event) => setKeyword(event.target.value)}
              />
            </div>
            <CityCombobox value={city} onChange={setCity} label={t('recruiting.search.city')} idSuffix="header-city" />
            <input type="hidden" name="radius" value="" />
            <div className="recruiting-search__actions">
              <button type="submit" className="recruiting-button recruiting-button--primary">
                {t('recruiting.search.submit')}
              </button>
              <button type="button" className="recruiting-button" onClick={() => dispatch('close')}>
                {t('recruiting.search.close')}
              </button>
            </div>
          </form>
        </Layer>
      ) : null}
    </div>
  );
}
