'use client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { announceLayerOpen, onOtherLayerOpen } from '@meridian/site-kit/layer';
import { useModule } from '../hooks/context.ts';
import type { CityFieldState } from '../lib/autocomplete.ts';
import { applyFormValues, FORM_LIMITS, HEADER_SEARCH_FOCUS_DELAY_MS, SEARCH_BOX_ANIMATION_MS } from '../lib/form-limits.ts';
import { searchFormTarget } from '../lib/links.ts';
import { emptyCriteria } from '../lib/types.ts';
import { CityCombobox } from './CityCombobox.tsx';

const EMPTY_CITY: CityFieldState = { text: '', lat: null, lon: null };

/**
 * Header search box (SPEC §2.11, brand A): a keyword label button opens a popup with keyword, city and a hidden
 * radius; it closes on overlay click, Escape or the close button and clears its fields; focus comes 500 ms late.
 */
export function HeaderSearch() {
  const { config, rules, t, idPrefix } = useModule();
  const [state, setState] = useState<'closed' | 'opening' | 'open' | 'closing'>('closed');
  const [keyword, setKeyword] = useState('');
  const [city, setCity] = useState<CityFieldState>(EMPTY_CITY);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogId = `${idPrefix}-header-search`;

  useEffect(() => {
    if (state === 'opening') {
      announceLayerOpen(dialogId);
      const animation = setTimeout(() => setState('open'), SEARCH_BOX_ANIMATION_MS);
      return () => clearTimeout(animation);
    }
    if (state === 'closing') {
      const done = setTimeout(() => setState('closed'), SEARCH_BOX_ANIMATION_MS);
      return () => clearTimeout(done);
    }
  }, [state, dialogId]);

  // The keyword input gets focus 500 ms after opening (SPEC §2.11, §9.3), whatever the animation does meanwhile.
  const visible = state !== 'closed';
  const opened = state === 'opening' || state === 'open';
  useEffect(() => {
    if (!opened) return;
    const focus = setTimeout(() => inputRef.current?.focus(), HEADER_SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(focus);
  }, [opened]);

  const close = () => {
    setKeyword('');
    setCity(EMPTY_CITY);
    setState((current) => (current === 'closed' ? current : 'closing'));
    buttonRef.current?.focus();
  };
  useEffect(() => onOtherLayerOpen(dialogId, () => setState((current) => (current === 'closed' ? current : 'closing'))), [dialogId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const criteria = applyFormValues(emptyCriteria(), { keyword, city: city.text, radius: '' }, { lat: city.lat, lon: city.lon }, rules);
    const target = searchFormTarget(criteria, config, rules, { listOnPage: false });
    if (target.kind === 'navigate') window.location.assign(target.href);
  };

  return (
    <div className="recruiting-header-search" data-state={state}>
      <button ref={buttonRef} type="button" className="recruiting-header-search__label" aria-expanded={visible} aria-controls={dialogId} onClick={() => setState('opening')}>
        <span className="recruiting-header-search__long">{t('recruiting.search.keywordPlaceholder')}</span>
        {/* One of the two is shown (by width): its text is the button's name, so name and visible label match. */}
        <span className="recruiting-header-search__short">
          {t('recruiting.search.keywordShort')}
        </span>
      </button>
      {visible ? (
        <div className="recruiting-header-search__overlay" onClick={(event) => event.target === event.currentTarget && close()}>
          <div
            id={dialogId}
            role="dialog"
            aria-modal="true"
            aria-label={t('recruiting.search.label')}
            className="recruiting-header-search__box"
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                close();
                return;
              }
              // Focus stays inside the modal popup: Tab wraps around at either end.
              if (event.key !== 'Tab') return;
              const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('input:not([type="hidden"]), button')];
              const first = focusable[0];
              const last = focusable[focusable.length - 1];
              if (event.shiftKey && document.activeElement === first) {
                event.preventDefault();
                last?.focus();
              } else if (!event.shiftKey && document.activeElement === last) {
                event.preventDefault();
                first?.focus();
              }
            }}
          >
            <form role="search" action={config.maincareer || undefined} method="get" onSubmit={submit}>
              <div className="recruiting-field">
                <label htmlFor={`${dialogId}-keyword`}>{t('recruiting.search.keyword')}</label>
                <input
                  ref={inputRef}
                  id={`${dialogId}-keyword`}
                  name="search"
                  type="search"
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
                <button type="button" className="recruiting-button" onClick={close}>
                  {t('recruiting.search.close')}
                </button>
              </div>
            </form>
          </div>
        </div>
      ) : null}
    </div>
  );
}
