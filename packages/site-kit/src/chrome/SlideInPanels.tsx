'use client';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  CLOSED,
  PANEL_CLOSE_DELAY_MS,
  panelMounted,
  panelTransition,
  type PanelEvent,
  type PanelName,
  type PanelState,
} from './panels.ts';

export interface PanelLink {
  label: string;
  href: string | null;
  current: boolean;
  children: { label: string; href: string | null; current: boolean }[];
  /** Listed only on phones, where the header has no room for the item's own icon link (the account). */
  compactOnly?: boolean;
}

/** A GET search form target: the page and the name of its keyword parameter. */
export interface SearchTarget {
  action: string;
  param: string;
}

export interface SlideInPanelsTexts {
  menu: string;
  navigationPanel: string;
  search: string;
  searchPanel: string;
  close: string;
  offers: { heading: string; label: string; submit: string };
  site: { heading: string; label: string; submit: string };
}

export interface SlideInPanelsProps {
  menu: PanelLink[];
  /** Offers: the career page with `search`; site: the search result page with `keyword`. */
  search: { offers: SearchTarget | null; site: SearchTarget | null };
  texts: SlideInPanelsTexts;
}

type States = Record<PanelName, PanelState>;

/**
 * Brand B navigation and search panels (SPEC §4.5): two header buttons, each opening a modal panel that
 * slides in (closed → loading → open) and out (open → loading → closed, after 500 ms). Native `<dialog>`:
 * focus moves in and stays in, Escape or the close button closes, focus returns to the button. Opening one
 * panel closes the other.
 */
export function SlideInPanels({ menu, search, texts }: SlideInPanelsProps) {
  const [states, setStates] = useState<States>({ navigation: CLOSED, search: CLOSED });
  const statesRef = useRef<States>(states);
  const timers = useRef<Partial<Record<PanelName, number>>>({});
  const triggers = { navigation: useRef<HTMLButtonElement>(null), search: useRef<HTMLButtonElement>(null) };
  const id = useId();

  const dispatch = useCallback((name: PanelName, event: PanelEvent) => {
    const { state, effect } = panelTransition(statesRef.current[name], event);
    if (effect === 'cancel-close-timer' || effect === 'start-close-timer') window.clearTimeout(timers.current[name]);
    if (effect === 'start-close-timer')
      timers.current[name] = window.setTimeout(() => dispatch(name, 'closed'), PANEL_CLOSE_DELAY_MS);
    if (effect === 'await-frame') {
      // Two frames: the panel is in the page at its start position before it slides.
      requestAnimationFrame(() => requestAnimationFrame(() => dispatch(name, 'ready')));
    }
    if (state === statesRef.current[name]) return;
    statesRef.current = { ...statesRef.current, [name]: state };
    setStates(statesRef.current);
  }, []);

  useEffect(() => () => Object.values(timers.current).forEach((timer) => window.clearTimeout(timer)), []);

  const open = (name: PanelName) => {
    dispatch(name === 'navigation' ? 'search' : 'navigation', 'force-close');
    dispatch(name, 'toggle');
  };

  const trigger = (name: PanelName, label: string, icon: string) => (
    <button
      ref={triggers[name]}
      type="button"
      className={`chrome-trigger chrome-trigger--${name}`}
      aria-haspopup="dialog"
      aria-expanded={states[name].target === 'open'}
      aria-controls={`${id}-${name}`}
      onClick={() => open(name)}
    >
      <span className={`chrome-trigger__icon chrome-trigger__icon--${icon}`} aria-hidden="true" />
      <span className="chrome-trigger__label">{label}</span>
    </button>
  );

  return (
    <div className="chrome-panels">
      {search.offers || search.site ? trigger('search', texts.search, 'search') : null}
      {trigger('navigation', texts.menu, 'menu')}
      <Panel
        id={`${id}-navigation`}
        name="navigation"
        state={states.navigation}
        label={texts.navigationPanel}
        closeLabel={texts.close}
        returnTo={triggers.navigation}
        onClose={() => dispatch('navigation', 'close')}
      >
        <nav aria-label={texts.navigationPanel}>
          <ul className="chrome-panel__menu">
            {menu.map((item, index) => (
              <li key={`${item.label}-${index}`} className={item.compactOnly ? 'compact-only' : undefined}>
                {item.href ? (
                  <a href={item.href} aria-current={item.current ? 'page' : undefined}>
                    {item.label}
                  </a>
                ) : (
                  <span>{item.label}</span>
                )}
                {item.children.length > 0 ? (
                  <ul>
                    {item.children.map((child, childIndex) =>
                      child.href ? (
                        <li key={`${child.label}-${childIndex}`}>
                          <a href={child.href} aria-current={child.current ? 'page' : undefined}>
                            {child.label}
                          </a>
                        </li>
                      ) : null,
                    )}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      </Panel>
      <Panel
        id={`${id}-search`}
        name="search"
        state={states.search}
        label={texts.searchPanel}
        closeLabel={texts.close}
        returnTo={triggers.search}
        onClose={() => dispatch('search', 'close')}
      >
        {search.offers ? (
          <SearchForm id={`${id}-offers`} target={search.offers} texts={texts.offers} kind="offers" />
        ) : null}
        {search.site ? <SearchForm id={`${id}-site`} target={search.site} texts={texts.site} kind="site" /> : null}
      </Panel>
    </div>
  );
}

function SearchForm({
  id,
  target,
  texts,
  kind,
}: {
  id: string;
  target: SearchTarget;
  texts: SlideInPanelsTexts['offers'];
  kind: string;
}) {
  return (
    <form
      className="chrome-search"
      role="search"
      aria-labelledby={`${id}-heading`}
      method="get"
      action={target.action}
      data-search={kind}
    >
      <h3 id={`${id}-heading`} className="chrome-search__heading">
        {texts.heading}
      </h3>
      <label htmlFor={`${id}-input`}>{texts.label}</label>
      <div className="chrome-search__row">
        <input
          id={`${id}-input`}
          name={target.param}
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
        />
        <button type="submit" className="button button--primary">
          {texts.submit}
        </button>
      </div>
    </form>
  );
}

function Panel({
  id,
  name,
  state,
  label,
  closeLabel,
  returnTo,
  onClose,
  children,
}: {
  id: string;
  name: PanelName;
  state: PanelState;
  label: string;
  closeLabel: string;
  returnTo: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const mounted = panelMounted(state);
  // The dialog is always in the page (its links are in the HTML, also without JavaScript); the state machine
  // shows it as a modal while it is loading or open, and closes it once the slide-out is over.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (mounted && !dialog.open) {
      dialog.showModal();
      // Search: straight into the first field; navigation: the first link.
      const first = dialog.querySelector<HTMLElement>(
        name === 'search' ? 'input:not([type=hidden])' : '.chrome-panel__menu a',
      );
      (first ?? dialog).focus({ preventScroll: true });
    } else if (!mounted && dialog.open) {
      dialog.close();
      returnTo.current?.focus({ preventScroll: true });
    }
  }, [mounted, name, returnTo]);

  return (
    <dialog
      ref={ref}
      id={id}
      className={`chrome-panel chrome-panel--${name}`}
      aria-labelledby={`${id}-title`}
      aria-busy={state.phase === 'loading' || undefined}
      data-state={state.phase}
      data-target={state.target}
      onKeyDown={(event) => {
        // Escape starts the delayed close; cancelling the key keeps the browser from closing the dialog at once
        // (Chromium ignores a cancelled 'cancel' event without fresh user activation).
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="chrome-panel__inner">
        <div className="chrome-panel__bar">
          <h2 id={`${id}-title`} className="chrome-panel__title">
            {label}
          </h2>
          <button type="button" className="chrome-panel__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="sk-visually-hidden">{closeLabel}</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
