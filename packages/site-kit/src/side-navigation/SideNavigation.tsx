'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Layer, type LayerLabels } from '../layer/Layer.tsx';
import type { LayerEntry } from '../layer/rules.ts';
import { request } from '../requests/request.ts';
import { mountWidgets } from '../widgets/registry.ts';
import type { StatusText } from '../requests/status.ts';
import {
  clickAction,
  contentState,
  fragmentUrl,
  isClickBlocked,
  LINK_GUARD_MS,
  previewOf,
  type ContentState,
} from './rules.ts';

export interface SideNavigationTexts {
  /** Name of the page navigation (also inside the layer). */
  navigation: string;
  loading: string;
  /** The 204 and 404 message blocks (SPEC §8.2). */
  empty: StatusText;
  failed: StatusText;
  layer: LayerLabels;
}

/** Marks a link as a side-navigation link; links in one `[data-layer-group]` are the layer's entries. */
export const LAYER_LINK_SELECTOR = 'a[data-layer-link]';
/**
 * The language-menu variant (SPEC §2.1): a button whose `aria-controls` names the inline language menu; the
 * layer shows that menu instead of fetching anything.
 */
export const LANGUAGE_TOGGLE_SELECTOR = 'button[data-layer-language]';
const LANGUAGE_ENTRY_ID = '#language-menu';

function entryOf(link: HTMLAnchorElement): LayerEntry {
  const url = `${link.pathname}${link.search}`;
  return {
    id: link.dataset.layerId || url,
    url,
    titleshort: link.dataset.titleshort || (link.textContent ?? '').trim(),
  };
}

/** The entries of the group a trigger (page link or language button) is in; a link alone is its own. */
function entriesOf(trigger: HTMLElement): LayerEntry[] {
  const group = trigger.closest('[data-layer-group]');
  const links = group
    ? Array.from(group.querySelectorAll<HTMLAnchorElement>(LAYER_LINK_SELECTOR))
    : trigger instanceof HTMLAnchorElement
      ? [trigger]
      : [];
  // Each once (a map's popup shows a copy of one of its links).
  const seen = new Set<string>();
  return links.map(entryOf).filter((entry) => !seen.has(entry.id) && Boolean(seen.add(entry.id)));
}

/** The language-menu variant offered beside the pages: the language button in the trigger's group. */
function languageOf(trigger: HTMLElement): LanguageEntry | null {
  const group = trigger.closest('[data-layer-group]');
  const toggle = trigger.matches(LANGUAGE_TOGGLE_SELECTOR)
    ? trigger
    : group?.querySelector<HTMLButtonElement>(LANGUAGE_TOGGLE_SELECTOR);
  const controls = toggle?.getAttribute('aria-controls');
  return toggle && controls ? { controls, label: (toggle.textContent ?? '').trim() } : null;
}

/** Marks the history entry the open layer adds, so that Back closes it (and only it). */
const HISTORY_KEY = 'siteKitSideNavigation';

/** Visibly and for assistive technology disabled for the guard time; the click guard does the blocking. */
function disableBriefly(link: HTMLAnchorElement): void {
  link.setAttribute('aria-disabled', 'true');
  window.setTimeout(() => link.removeAttribute('aria-disabled'), LINK_GUARD_MS);
}

interface LanguageEntry {
  /** The id of the inline language menu. */
  controls: string;
  label: string;
}

interface OpenState {
  variant: 'page' | 'language';
  /** The pages of the navigation: the layer's menu and its previous/next entries. */
  entries: LayerEntry[];
  /** The language menu, offered at the end of the layer's menu. */
  language: LanguageEntry | null;
  activeId: string;
  content: ContentState | null;
}

/**
 * Side-navigation layer (SPEC §2.1, §7.2, §8.2): a click on a page-navigation link (`a[data-layer-link]`)
 * opens a modal panel without close button showing the page's main content, fetched from its own URL with
 * `?type=24818`; a second click on the active link closes it; each link is disabled for 600 ms after a click.
 * The links stay ordinary links without JavaScript, and with a modifier key (new tab).
 *
 * Unlike SPEC §2.1's panel beside the page links, the layer covers the page (all of it on a phone), so it has a
 * close button, and the browser's Back closes it: opening adds a history entry (same URL), closing takes it back.
 */
export function SideNavigation({ texts }: { texts: SideNavigationTexts }) {
  const [state, setState] = useState<OpenState | null>(null);
  const stateRef = useRef<OpenState | null>(null);
  stateRef.current = state;
  const lastClickAt = useRef(new Map<string, number>());
  const opener = useRef<HTMLElement | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const close = useCallback(() => {
    inFlight.current?.abort();
    setState(null);
  }, []);

  const show = useCallback(async (entry: LayerEntry) => {
    const url = fragmentUrl(entry.url, window.location.href, previewOf(window.location.href));
    if (!url) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState((current) => (current ? { ...current, activeId: entry.id, content: null } : current));
    const result = await request<{ content?: string }>(url, { signal: controller.signal });
    if (controller.signal.aborted) return;
    setState((current) =>
      current && current.activeId === entry.id ? { ...current, content: contentState(result) } : current,
    );
  }, []);

  const contentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const languageToggle = event.target instanceof Element ? event.target.closest(LANGUAGE_TOGGLE_SELECTOR) : null;
      if (languageToggle instanceof HTMLButtonElement) {
        event.preventDefault();
        const now = Date.now();
        if (isClickBlocked(lastClickAt.current.get(LANGUAGE_ENTRY_ID), now)) return;
        lastClickAt.current.set(LANGUAGE_ENTRY_ID, now);
        const current = stateRef.current;
        if (clickAction(current?.activeId ?? null, LANGUAGE_ENTRY_ID) === 'close') {
          close();
          return;
        }
        const menu = document.getElementById(languageToggle.getAttribute('aria-controls') ?? '');
        opener.current = languageToggle.closest('dialog') ? opener.current : languageToggle;
        inFlight.current?.abort();
        const inLayer = Boolean(languageToggle.closest('dialog'));
        const next: OpenState = {
          variant: 'language',
          entries: inLayer && current ? current.entries : entriesOf(languageToggle),
          language: inLayer && current ? current.language : languageOf(languageToggle),
          activeId: LANGUAGE_ENTRY_ID,
          // Server-rendered markup of this page (the inline language menu), shown as it is.
          content: menu && menu.innerHTML.trim() ? { kind: 'content', html: menu.innerHTML } : { kind: 'empty' },
        };
        stateRef.current = next;
        setState(next);
        return;
      }
      const link = event.target instanceof Element ? event.target.closest(LAYER_LINK_SELECTOR) : null;
      if (!(link instanceof HTMLAnchorElement) || !fragmentUrl(link.href, window.location.href, null)) return;
      event.preventDefault();
      const entry = entryOf(link);
      const now = Date.now();
      if (isClickBlocked(lastClickAt.current.get(entry.url), now)) return;
      lastClickAt.current.set(entry.url, now);
      disableBriefly(link);
      const current = stateRef.current;
      if (clickAction(current?.activeId ?? null, entry.id) === 'close') {
        close();
        return;
      }
      if (!current || current.variant === 'language') {
        // Focus returns to the page link that opened the layer, not to a copy inside it.
        opener.current = link.closest('dialog') ? opener.current : link;
        const inLayer = Boolean(link.closest('dialog.sk-layer'));
        const next: OpenState =
          inLayer && current
            ? { ...current, variant: 'page', activeId: entry.id, content: null }
            : {
                variant: 'page',
                entries: entriesOf(link),
                language: languageOf(link),
                activeId: entry.id,
                content: null,
              };
        stateRef.current = next;
        setState(next);
      }
      void show(entry);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [close, show]);

  // Link status (SPEC §4.2): 'active' on the links of the open entry, empty otherwise.
  useEffect(() => {
    const activeId = state?.activeId ?? null;
    for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>(LAYER_LINK_SELECTOR))) {
      if (entryOf(link).id === activeId) link.dataset.status = 'active';
      else delete link.dataset.status;
    }
    for (const toggle of Array.from(document.querySelectorAll<HTMLButtonElement>(LANGUAGE_TOGGLE_SELECTOR))) {
      toggle.setAttribute('aria-expanded', String(activeId === LANGUAGE_ENTRY_ID));
    }
  }, [state?.activeId]);

  // Back closes the layer (as the offer layer's): opening adds a history entry for the same URL; Back pops it and
  // closes; closing otherwise takes the entry back, unless another entry (another layer's) came on top of it.
  const isOpen = state !== null;
  useEffect(() => {
    if (!isOpen) return;
    const token = `${Date.now()}-${Math.random()}`;
    window.history.pushState({ ...(window.history.state ?? {}), [HISTORY_KEY]: token }, '');
    let popped = false;
    const onPop = () => {
      if ((window.history.state as Record<string, unknown> | null)?.[HISTORY_KEY] === token) return;
      popped = true;
      close();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (!popped && (window.history.state as Record<string, unknown> | null)?.[HISTORY_KEY] === token)
        window.history.back();
    };
  }, [isOpen, close]);

  // Interactive content inside the fetched HTML (sliders, lazy images, embeds) comes alive like on the page.
  const html = state?.content?.kind === 'content' ? state.content.html : null;
  useEffect(() => {
    const element = contentRef.current;
    if (!html || !element) return;
    return mountWidgets(element);
  }, [html]);

  if (!state) return null;
  const active = state.entries.find((entry) => entry.id === state.activeId);
  const content = state.content;
  return (
    <Layer
      id="side-navigation"
      usage="side-navigation"
      label={active?.titleshort ?? texts.navigation}
      labels={texts.layer}
      entries={state.variant === 'page' ? state.entries : []}
      currentId={state.activeId}
      onNavigate={(entry) => void show(entry)}
      onClose={close}
      contentKey={content ? `${state.activeId}:${content.kind}` : null}
      returnFocusTo={opener.current}
      aside={
        <nav className="sk-side-nav" aria-label={texts.navigation}>
          <ul data-layer-group="">
            {state.entries.map((entry) => (
              <li key={entry.id}>
                <a
                  href={entry.url}
                  data-layer-link=""
                  data-layer-id={entry.id}
                  data-titleshort={entry.titleshort}
                  aria-current={entry.id === state.activeId ? 'true' : undefined}
                >
                  {entry.titleshort}
                </a>
              </li>
            ))}
            {state.language ? (
              <li>
                <button
                  type="button"
                  className="sk-side-nav__language"
                  data-layer-language=""
                  aria-controls={state.language.controls}
                  aria-expanded={state.variant === 'language'}
                >
                  {state.language.label}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
      }
    >
      {content === null ? (
        <p className="sk-layer__loading" aria-busy="true">
          {texts.loading}
        </p>
      ) : content.kind === 'content' ? (
        // Server-rendered and sanitised on the server (the same HTML as on the page).
        <div
          ref={contentRef}
          className="sk-layer__content"
          data-variant={state.variant}
          dangerouslySetInnerHTML={{ __html: content.html }}
        />
      ) : (
        <div className="sk-layer__message" data-status={content.kind === 'empty' ? 204 : 404}>
          <h2>{(content.kind === 'empty' ? texts.empty : texts.failed).status}</h2>
          <p>{(content.kind === 'empty' ? texts.empty : texts.failed).message}</p>
        </div>
      )}
    </Layer>
  );
}
