'use client';
import { useEffect, useEffectEvent, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { announceLayerOpen, announceLayerState, onOtherLayerOpen, type LayerUsage } from './events.ts';
import { demotePageHeadings } from './heading.ts';
import { showModalNow, showModalSoon } from './show-modal.ts';
import { arrowDirection, isScrolling, neighbours, swipeDirection, type Direction, type LayerEntry } from './rules.ts';

export interface LayerLabels {
  /** Said before the previous entry's titleshort, e.g. "Previous page". */
  previous: string;
  next: string;
  close: string;
}

export interface LayerProps {
  /** Unique per kind of layer; a layer with another id that opens closes this one. */
  id: string;
  usage: LayerUsage;
  /** Accessible name of the dialog. */
  label: string;
  labels: LayerLabels;
  /** A close button in the bar below the body (default). SPEC §2.1's side navigation had none; ours covers the page. */
  showClose?: boolean;
  entries?: readonly LayerEntry[];
  currentId?: string | null;
  onNavigate?: (entry: LayerEntry) => void;
  onClose: () => void;
  /** Changes whenever new content is shown (life-cycle phase 'content'). */
  contentKey: string | null;
  /** Turn the page's h1 into an h2 while open (SPEC §2.2). */
  swapHeading?: boolean;
  /** Where focus goes back on close; by default the element focused when the layer opened. */
  returnFocusTo?: HTMLElement | null;
  /** Extra class for a feature's own look (e.g. the recruiting detail sliding in from the right). */
  className?: string;
  /** Shown beside the content (the side navigation's links). */
  aside?: ReactNode;
  /**
   * For a layer the server sends open with a page of its own behind it (an offer URL): until hydrated (and without
   * JavaScript) its close is a link to this URL and previous/next are links to the entries' URLs.
   */
  closeHref?: string;
  children: ReactNode;
}

/**
 * A modal layer (SPEC §2.2, §4.2): a native `<dialog>` opened with showModal, so focus moves in, the page
 * behind is inert (focus trap) and Escape closes; focus returns on close. ArrowLeft/ArrowRight and a 30 px
 * swipe go to the previous/next entry; after 200 px of scroll the layer is in its scrolling state. Mounting
 * opens it, unmounting closes and destroys it.
 *
 * A layer in the server's HTML (an offer URL opened directly) is sent open, so its content shows before any
 * JavaScript has run (and without JavaScript, where its close button still closes it: a `method="dialog"` form).
 * Once hydrated it becomes modal, one task after the commit that ends hydration (`showModalSoon`).
 */
export function Layer(props: LayerProps) {
  const {
    id,
    usage,
    label,
    labels,
    showClose = true,
    entries = [],
    currentId = null,
    onNavigate,
    onClose,
    contentKey,
    swapHeading = true,
    aside,
    className,
    closeHref,
    children,
  } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const returnFocusRef = useRef<HTMLElement | null>(props.returnFocusTo ?? null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const [scrolling, setScrolling] = useState(false);
  const { previous, next } = neighbours(entries, currentId);
  // Fixed for the layer's life: true when it came with the server's HTML (hydrated), false when the browser made it.
  const hydrating = !useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  const [shownByServer] = useState(hydrating);
  const closeFormId = `${useId()}-close`;
  // Links until hydrated, where the server's layer has a page behind it (closeHref); buttons from then on.
  const asLinks = hydrating && closeHref !== undefined;

  // Open on mount; close, restore the heading and return focus on unmount. The layer's identity is fixed for its life.
  const mountLayer = useEffectEvent(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    returnFocusRef.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null;
    announceLayerOpen(id);
    const restoreHeadings = swapHeading ? demotePageHeadings(document, dialog) : () => {};
    const focusBody = () => bodyRef.current?.focus({ preventScroll: true });
    // The server's layer becomes modal one task after hydration (see showModalSoon); one the browser made, at once.
    const cancelShow = shownByServer ? showModalSoon(dialog, focusBody) : undefined;
    if (!shownByServer && showModalNow(dialog)) focusBody();
    announceLayerState({ id, usage, phase: 'open' });
    const stopListening = onOtherLayerOpen(id, () => closeRef.current());
    return () => {
      cancelShow?.();
      stopListening();
      if (dialog.open) dialog.close();
      restoreHeadings();
      announceLayerState({ id, usage, phase: 'closed' });
      const target = returnFocusRef.current;
      if (target?.isConnected) target.focus({ preventScroll: true });
      announceLayerState({ id, usage, phase: 'destroyed' });
    };
  });
  useEffect(() => mountLayer(), []);

  const contentShown = useRef(false);
  useEffect(() => {
    if (contentKey === null) return;
    announceLayerState({ id, usage, phase: 'content' });
    // New content starts at the top. The first is there already: scrolling (a forced layout) would lengthen the
    // commit, and the server's layer may have been scrolled by then.
    if (contentShown.current) bodyRef.current?.scrollTo?.({ top: 0 });
    contentShown.current = true;
    setScrolling(false);
  }, [contentKey, id, usage]);

  const go = (direction: Direction) => {
    const entry = direction === 'previous' ? previous : next;
    if (entry && onNavigate) onNavigate(entry);
  };

  return (
    <dialog
      ref={dialogRef}
      open={shownByServer || undefined}
      data-shown-by-server={shownByServer || undefined}
      className={className ? `sk-layer ${className}` : 'sk-layer'}
      data-usage={usage}
      data-scrolling={scrolling || undefined}
      aria-label={label}
      onCancel={(event) => {
        // Escape: keep React in charge of the open state.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (outside the panel) closes.
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        // A widget in the content (a slider) already used the arrow key.
        if (event.defaultPrevented) return;
        const target = event.target as HTMLElement;
        const direction = arrowDirection(event.key, target.tagName, target.isContentEditable);
        if (direction && (direction === 'previous' ? previous : next)) {
          event.preventDefault();
          go(direction);
        }
      }}
      onPointerDown={(event) => {
        swipeStart.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
      }}
      onPointerUp={(event) => {
        const start = swipeStart.current;
        swipeStart.current = null;
        // A widget in the content (a slider) took the swipe.
        if (!start || event.defaultPrevented) return;
        const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
        if (direction) go(direction);
      }}
    >
      <div className="sk-layer__panel">
        {aside ? <div className="sk-layer__aside">{aside}</div> : null}
        <div className="sk-layer__main">
          <div
            ref={bodyRef}
            className="sk-layer__body"
            tabIndex={0}
            onScroll={(event) => setScrolling(isScrolling(event.currentTarget.scrollTop))}
          >
            {children}
          </div>
          {previous || next || showClose ? (
            <div className="sk-layer__bar">
              {previous && asLinks && previous.url ? (
                <a
                  className="sk-layer__previous"
                  href={previous.url}
                  data-entry-id={previous.id}
                  data-entry-url={previous.url}
                  data-entry-titleshort={previous.titleshort}
                >
                  <span aria-hidden="true">← </span>
                  <span className="sk-visually-hidden">{labels.previous}: </span>
                  {previous.titleshort}
                </a>
              ) : previous ? (
                <button
                  type="button"
                  className="sk-layer__previous"
                  data-entry-id={previous.id}
                  data-entry-url={previous.url}
                  data-entry-titleshort={previous.titleshort}
                  onClick={() => go('previous')}
                >
                  <span aria-hidden="true">← </span>
                  <span className="sk-visually-hidden">{labels.previous}: </span>
                  {previous.titleshort}
                </button>
              ) : null}
              {next && asLinks && next.url ? (
                <a
                  className="sk-layer__next"
                  href={next.url}
                  data-entry-id={next.id}
                  data-entry-url={next.url}
                  data-entry-titleshort={next.titleshort}
                >
                  <span className="sk-visually-hidden">{labels.next}: </span>
                  {next.titleshort}
                  <span aria-hidden="true"> →</span>
                </a>
              ) : next ? (
                <button
                  type="button"
                  className="sk-layer__next"
                  data-entry-id={next.id}
                  data-entry-url={next.url}
                  data-entry-titleshort={next.titleshort}
                  onClick={() => go('next')}
                >
                  <span className="sk-visually-hidden">{labels.next}: </span>
                  {next.titleshort}
                  <span aria-hidden="true"> →</span>
                </button>
              ) : null}
              {showClose && asLinks ? (
                <a className="sk-layer__close" href={closeHref}>
                  {labels.close}
                </a>
              ) : showClose ? (
                <button
                  type="submit"
                  form={closeFormId}
                  className="sk-layer__close"
                  onClick={(event) => {
                    // The form closes the dialog only where no JavaScript runs; here React closes it.
                    event.preventDefault();
                    onClose();
                  }}
                >
                  {labels.close}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      {showClose ? <form method="dialog" id={closeFormId} hidden /> : null}
    </dialog>
  );
}

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;
