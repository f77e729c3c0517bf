/**
 * Announcement banner widget (SPEC §3.13, §4.9). Server-rendered markup (apps/web Banners):
 *
 *   <div data-meridian-widget="banner" data-banner-id="7" data-banner-position="modal|bottom"
 *        data-banner-timer="60" data-banner-icon="fa|info|i">
 *     <dialog class="sk-banner__dialog" aria-labelledby="…"> … <button data-banner-close>…</button></dialog>
 *     <button class="sk-banner__wake" data-banner-toggle="7" hidden>…</button>   (only with an icon)
 *   </div>
 *
 * plus any number of info buttons `[data-banner-toggle="7"]` anywhere on the page, also in content loaded later (the
 * side-navigation layer's pages: the toggle is a document-level click delegation). `data-banner-from` and
 * `data-banner-until` (ISO date-times) are its start and the end of its matter: it shows only between them, and
 * one open when its end comes goes. A page loaded into the layer brings
 * the banners its info buttons open, marked `data-banner-on-demand`: they stay asleep until a button opens them,
 * and stand aside when the page itself has the banner. A modal banner is a modal
 * dialog (focus trap, page behind inert, blurred backdrop); a bottom banner is a non-modal dialog at the foot of
 * the page that reserves its height as space below the page. Focus returns to where it was on close.
 */
import { CONSENT_ACCEPT_EVENT } from '../consent/state.ts';
import {
  centreOffset,
  initialState,
  parseDismissedAt,
  parseIcon,
  parsePosition,
  parseTimer,
  parseUntil,
  storageKey,
  transition,
  type BannerConfig,
  type BannerEvent,
  type BannerState,
} from './rules.ts';

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked: the banner simply shows
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage blocked: nothing to remember
  }
}

export function mountBanner(root: HTMLElement): () => void {
  const dialog = root.querySelector<HTMLDialogElement>('dialog');
  const id = root.dataset.bannerId ?? '';
  if (!dialog || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return () => {};
  const onDemand = root.hasAttribute('data-banner-on-demand');
  // The page has this banner itself: its own widget answers the info buttons, in the layer too.
  if (
    onDemand &&
    root.ownerDocument.querySelector(
      `[data-meridian-widget="banner"][data-banner-id="${id}"]:not([data-banner-on-demand])`,
    )
  )
    return () => {};
  const config: BannerConfig = {
    id,
    // Opened on demand by a button, in the layer: as a modal, whatever its place on its own page.
    position: onDemand ? 'modal' : parsePosition(root.dataset.bannerPosition),
    timerMinutes: parseTimer(root.dataset.bannerTimer),
    icon: parseIcon(root.dataset.bannerIcon),
    until: parseUntil(root.dataset.bannerUntil),
    from: parseUntil(root.dataset.bannerFrom),
    onDemand,
  };
  const wake = root.querySelector<HTMLButtonElement>('.sk-banner__wake');
  const doc = root.ownerDocument;
  let state: BannerState = initialState(config, parseDismissedAt(readStorage(storageKey(id))), Date.now());
  let returnFocus: HTMLElement | null = null;
  const resize = new ResizeObserver(() => layout());
  // Its end comes while the page is open: it goes then, not at the visitor's next click (timers beyond ~24 days
  // overflow; such a page is long reloaded).
  const endsIn = config.until != null ? config.until - Date.now() : Number.POSITIVE_INFINITY;
  const endTimer =
    state !== 'removed' && endsIn < 2 ** 31 - 1
      ? window.setTimeout(() => {
          state = 'removed';
          render(false);
        }, endsIn)
      : undefined;

  function layout() {
    if (state !== 'awake') return;
    if (config.position === 'modal')
      dialog!.style.marginTop = `${centreOffset(window.innerHeight, dialog!.offsetHeight)}px`;
    else doc.documentElement.style.setProperty('--sk-banner-space', `${dialog!.offsetHeight}px`);
  }

  function render(userAction: boolean) {
    root.dataset.state = state;
    if (wake) wake.hidden = state !== 'sleeping';
    if (state === 'awake') {
      if (userAction)
        returnFocus =
          doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null;
      if (config.position === 'modal') {
        if (!dialog!.open) dialog!.showModal();
      } else {
        // Non-modal and, on page load, without taking focus from the page; focus moves in when asked for.
        dialog!.setAttribute('open', '');
        doc.documentElement.dataset.bannerBottom = '';
        if (userAction) dialog!.querySelector<HTMLElement>('[data-banner-close]')?.focus();
      }
      resize.observe(dialog!);
      layout();
      return;
    }
    resize.disconnect();
    if (dialog!.open) dialog!.close();
    if (config.position === 'bottom') {
      delete doc.documentElement.dataset.bannerBottom;
      doc.documentElement.style.removeProperty('--sk-banner-space');
    }
    if (!userAction) return;
    const target = returnFocus?.isConnected ? returnFocus : state === 'sleeping' ? wake : null;
    target?.focus();
    returnFocus = null;
  }

  function send(event: BannerEvent) {
    const result = transition(config, state, event, Date.now());
    if (result.store !== null) writeStorage(storageKey(id), String(result.store));
    if (result.state === state) return;
    state = result.state;
    render(true);
  }

  const onCancel = (event: Event) => {
    event.preventDefault(); // Escape: the state machine decides (close only)
    send('escape');
  };
  const onDialogClick = (event: MouseEvent) => {
    // Close button, or a click on the backdrop (outside the panel, i.e. on the dialog element itself).
    if (event.target === dialog || (event.target instanceof Element && event.target.closest('[data-banner-close]')))
      send('close');
  };
  const onDocumentClick = (event: MouseEvent) => {
    const toggle = event.target instanceof Element ? event.target.closest('[data-banner-toggle]') : null;
    if (toggle && toggle.getAttribute('data-banner-toggle') === id) {
      event.preventDefault();
      send('toggle');
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || state !== 'awake' || event.defaultPrevented) return;
    if (config.position === 'modal') {
      // Handled here rather than through the dialog's cancel event, which Chromium's close-watcher rules do
      // not always fire for a dialog opened without a user gesture (on page load). Only when the key comes
      // from inside this banner (or from nowhere): a dialog opened on top of it owns its own Escape.
      const target = event.target instanceof Node ? event.target : null;
      if (target && target !== doc.body && target !== doc.documentElement && !dialog!.contains(target)) return;
    } else if (doc.querySelector('dialog[open]:modal')) {
      // A bottom banner is not modal: Escape is its own unless a modal dialog (layer, consent) is open.
      return;
    }
    event.preventDefault();
    send('escape');
  };
  dialog.addEventListener('cancel', onCancel);
  dialog.addEventListener('click', onDialogClick);
  doc.addEventListener('click', onDocumentClick);
  doc.addEventListener('keydown', onKeyDown);
  const onResize = () => layout();
  window.addEventListener('resize', onResize);

  // A modal banner waits for the cookie dialog (first visit) instead of stacking on top of it.
  let waiting = false;
  const showNow = () => {
    if (waiting) window.removeEventListener(CONSENT_ACCEPT_EVENT, showNow);
    waiting = false;
    render(false);
  };
  if (state === 'awake' && config.position === 'modal' && doc.querySelector('dialog.cc-dialog[open]')) {
    waiting = true;
    root.dataset.state = 'waiting';
    window.addEventListener(CONSENT_ACCEPT_EVENT, showNow);
  } else {
    render(false);
  }

  return () => {
    if (waiting) window.removeEventListener(CONSENT_ACCEPT_EVENT, showNow);
    window.clearTimeout(endTimer);
    dialog.removeEventListener('cancel', onCancel);
    dialog.removeEventListener('click', onDialogClick);
    doc.removeEventListener('click', onDocumentClick);
    doc.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('resize', onResize);
    resize.disconnect();
    if (dialog.open) dialog.close();
    if (config.position === 'bottom') {
      delete doc.documentElement.dataset.bannerBottom;
      doc.documentElement.style.removeProperty('--sk-banner-space');
    }
  };
}
