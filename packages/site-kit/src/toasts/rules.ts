/** Toast rules (SPEC §2.4, §3.15, §9.3): four types, at most three at once, 5 s by default and 7 s for errors. */
export const TOAST_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export const MAX_TOASTS = 3;
export const TOAST_DEFAULT_MS = 5_000;
export const TOAST_ERROR_MS = 7_000;

/** Glyph per type (decorative; the type is also said in words). */
export const TOAST_ICONS: Record<ToastType, string> = { info: 'i', success: '✓', warning: '!', error: '×' };

export interface ToastInput {
  type?: ToastType;
  headline: string;
  text?: string;
  /** A glyph instead of the type's default icon. */
  icon?: string;
  /** Milliseconds; default by type. */
  duration?: number;
}

export interface Toast {
  id: number;
  type: ToastType;
  icon: string;
  headline: string;
  text: string;
  /** The host the visitor is on, shown in the toast (SPEC §2.4). */
  host: string;
  duration: number;
}

export function toastDuration(type: ToastType, duration?: number): number {
  if (duration !== undefined && Number.isFinite(duration) && duration > 0) return duration;
  return type === 'error' ? TOAST_ERROR_MS : TOAST_DEFAULT_MS;
}

/** The list after a new toast: the oldest ones make room so that at most `max` are shown. */
export function pushToast(list: readonly Toast[], toast: Toast, max: number = MAX_TOASTS): Toast[] {
  return [...list, toast].slice(-max);
}

export function toToast(id: number, input: ToastInput, host: string): Toast {
  const type = input.type ?? 'info';
  return {
    id,
    type,
    icon: input.icon ?? TOAST_ICONS[type],
    headline: input.headline,
    text: input.text ?? '',
    host,
    duration: toastDuration(type, input.duration),
  };
}
