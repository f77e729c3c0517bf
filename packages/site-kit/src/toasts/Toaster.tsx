'use client';
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { LAYER_STATE_EVENT } from '../layer/events.ts';
import { dismissToast, getToasts, showToast, subscribeToasts } from './store.ts';
import { TOAST_TYPES, type Toast, type ToastInput, type ToastType } from './rules.ts';

export interface ToastLabels {
  /** Name of the notifications region. */
  region: string;
  close: string;
  /** Says whose message it is before the host ("Meldung von"), as browsers do for a page's alert. */
  host: string;
  /** The type said in words before the headline (the icon alone is not enough). */
  types: Record<ToastType, string>;
}

/** Scripts outside React (the recruiting embed, a CMS script-call link) show a toast with this event. */
export const TOAST_EVENT = 'site-kit:toast';

const NO_TOASTS: readonly Toast[] = [];

/** Time left per toast, kept across re-mounts (the toaster moves into and out of modal dialogs). */
const remainingById = new Map<number, number>();

/**
 * The open modal dialog, if any. A modal dialog sits in the top layer and makes the rest of the page inert,
 * so toasts shown meanwhile are rendered inside it to stay visible and operable.
 */
const openModal = (): HTMLElement | null => document.querySelector<HTMLElement>('dialog:modal');

/** Runs one toast's timer; paused while the visitor hovers or focuses the toasts (WCAG 2.2.1). */
function ToastItem({ toast, paused, labels }: { toast: Toast; paused: boolean; labels: ToastLabels }) {
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const remaining = remainingById.get(toast.id) ?? toast.duration;
    const timer = setTimeout(() => {
      remainingById.delete(toast.id);
      dismissToast(toast.id);
    }, remaining);
    return () => {
      clearTimeout(timer);
      if (getToasts().some((shown) => shown.id === toast.id))
        remainingById.set(toast.id, Math.max(0, remaining - (Date.now() - started)));
      else remainingById.delete(toast.id);
    };
  }, [paused, toast.id, toast.duration]);

  return (
    <div className="sk-toast" data-type={toast.type} data-toast-id={toast.id}>
      <span className="sk-toast__icon" aria-hidden="true">
        {toast.icon}
      </span>
      <div className="sk-toast__body" role={toast.type === 'error' ? 'alert' : 'status'} aria-atomic="true">
        <p className="sk-toast__headline">
          <span className="sk-visually-hidden">{labels.types[toast.type]}: </span>
          {toast.headline}
        </p>
        {toast.text ? <p className="sk-toast__text">{toast.text}</p> : null}
        {toast.host ? (
          <p className="sk-toast__host">
            {labels.host} <span translate="no">{toast.host}</span>
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="sk-toast__close"
        aria-label={labels.close}
        onClick={() => dismissToast(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

function isToastInput(value: unknown): value is ToastInput {
  if (!value || typeof value !== 'object') return false;
  const input = value as Partial<ToastInput>;
  return (
    typeof input.headline === 'string' &&
    (input.type === undefined || (TOAST_TYPES as readonly string[]).includes(input.type))
  );
}

/** Renders the toasts of the store (SPEC §2.4): at most three, newest last, each with a close button. */
export function Toaster({ labels }: { labels: ToastLabels }) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, () => NO_TOASTS);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [modal, setModal] = useState<HTMLElement | null>(null);

  // Follow modal dialogs: on every change of the toasts and whenever a layer opens or closes.
  useLayoutEffect(() => setModal(openModal()), [toasts]);
  useEffect(() => {
    const follow = () => setModal(openModal());
    document.addEventListener(LAYER_STATE_EVENT, follow);
    return () => document.removeEventListener(LAYER_STATE_EVENT, follow);
  }, []);

  useEffect(() => {
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (isToastInput(detail)) showToast(detail);
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);

  // Focus inside the region pauses the timers; when the last toast goes, focus goes with it.
  useEffect(() => {
    if (toasts.length === 0) {
      setHovered(false);
      setFocused(false);
    }
  }, [toasts.length]);

  const region = (
    <section
      className="sk-toaster"
      aria-label={labels.region}
      data-paused={hovered || focused || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} paused={hovered || focused} labels={labels} />
      ))}
    </section>
  );
  return modal ? createPortal(region, modal) : region;
}
