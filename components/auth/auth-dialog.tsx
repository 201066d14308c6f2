"use client";

import { useTranslations } from "next-intl";
import { useId, useLayoutEffect, useRef, type ReactNode } from "react";

interface AuthDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>, rendered only while open (a closed one would sit in every page's HTML):
 * it opens with showModal() when mounted, so the browser traps focus and Escape closes it, and it closes
 * with close() before it leaves, so focus returns to the control that opened it.
 */
export function AuthDialog({ title, onClose, children }: AuthDialogProps) {
  const t = useTranslations("Auth");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Only a close that left the dialog closed is the visitor's. Development mounts every effect twice
      // (React StrictMode): the first cleanup's close() queues a close event that arrives after the second
      // showModal(), and taking it for the visitor's unmounted every modal the moment it opened.
      onClose={(event) => event.currentTarget.open || onClose()}
      onClick={(event) => event.target === ref.current && onClose()}
      className="auth-dialog"
    >
      <div className="p-6">
        <div className="mb-6 flex items-start justify-between">
          <h2 id={titleId} className="text-2xl font-semibold text-gray-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t("close")}
            className="dialog-close"
          >
            ✕
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
