"use client";

import { useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { WithMessages } from "@/components/i18n/with-messages";
import { TOAST_DURATION_MS, type Toast, type ToastType } from "@/lib/toasts/constants";

const TOAST_MESSAGES = ["Toasts"] as const;

type ShowToast = (type: ToastType, message: string, durationMs?: number) => void;

const ToastContext = createContext<ShowToast | null>(null);

const STYLES: Record<ToastType, string> = {
  success: "border-green-600 bg-green-50 text-green-900",
  error: "border-red-600 bg-red-50 text-red-900",
  warning: "border-amber-500 bg-amber-50 text-amber-900",
  info: "border-sky-600 bg-sky-50 text-sky-900",
};

/** Holds the toasts; each disappears after 5 s unless dismissed earlier. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("Toasts");
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<string, number>());
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback<ShowToast>(
    (type, message, durationMs = TOAST_DURATION_MS) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((current) => [...current, { id, type, message }]);
      timers.current.set(id, window.setTimeout(() => dismiss(id), durationMs));
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {/*
        The region is in the page from the start (a landmark screen-reader users can find); each toast is
        announced by its own role when inserted. The toasts' texts (kind, Close) load with the first toast.
      */}
      <section aria-label={t("region")} className="toast-region">
        {toasts.length > 0 && (
          <WithMessages namespaces={TOAST_MESSAGES}>
            <ToastList toasts={toasts} onDismiss={dismiss} />
          </WithMessages>
        )}
      </section>
    </ToastContext.Provider>
  );
}

function ToastList({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: string) => void }) {
  const t = useTranslations("Toasts");
  return toasts.map((toast) => (
    // Errors interrupt (role=alert); the other kinds are announced politely (role=status).
    <div key={toast.id} role={toast.type === "error" ? "alert" : "status"} data-toast-type={toast.type} className={`toast ${STYLES[toast.type]}`}>
      <p className="flex-1">
        <span className="sr-only">{t(toast.type)}: </span>
        {toast.message}
      </p>
      <button type="button" onClick={() => onDismiss(toast.id)} aria-label={t("close")} className="toast-close">
        ×
      </button>
    </div>
  ));
}

/** useToast()("success", "Saved") shows a toast for 5 s. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast() needs a ToastProvider");
  return show;
}
