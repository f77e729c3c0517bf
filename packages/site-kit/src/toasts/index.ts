/** Toasts (SPEC §2.4, §3.15, §9.3). `showToast` works from anywhere; `Toaster` renders them. */
export { showToast, dismissToast, getToasts, subscribeToasts } from './store.ts';
export {
  MAX_TOASTS,
  TOAST_DEFAULT_MS,
  TOAST_ERROR_MS,
  TOAST_ICONS,
  TOAST_TYPES,
  pushToast,
  toastDuration,
  toToast,
  type Toast,
  type ToastInput,
  type ToastType,
} from './rules.ts';
export { Toaster, type ToastLabels } from './Toaster.tsx';
