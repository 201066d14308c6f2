/** Toasts last 5 s by default (002 §9). */
export const TOAST_DURATION_MS = 5000;

export const TOAST_TYPES = ["success", "error", "warning", "info"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** 002 §3 Toast: id, type, message. */
export interface Toast {
  id: string;
  type: ToastType;
  message: string;
}
