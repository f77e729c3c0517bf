import { pushToast, toToast, type Toast, type ToastInput } from './rules.ts';

export { TOAST_DEFAULT_MS, TOAST_ERROR_MS, MAX_TOASTS } from './rules.ts';

/**
 * The toasts on screen, outside React so that any code (the request layer, a script) can show one. The
 * `Toaster` component renders them and runs their timers.
 */
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

export function showToast(input: ToastInput): number {
  const host = typeof window === 'undefined' ? '' : window.location.host;
  const toast = toToast(nextId++, input, host);
  toasts = pushToast(toasts, toast);
  emit();
  return toast.id;
}

export function dismissToast(id: number): void {
  const next = toasts.filter((toast) => toast.id !== id);
  if (next.length === toasts.length) return;
  toasts = next;
  emit();
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
