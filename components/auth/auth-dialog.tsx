"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, type ReactNode } from "react";

interface AuthDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it, and focus returns
 * to the control that opened it.
 */
export function AuthDialog({ open, title, onClose, children }: AuthDialogProps) {
  const t = useTranslations("Auth");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === ref.current && onClose()}
      className="m-auto w-full max-w-md rounded-xl p-0 shadow-2xl backdrop:bg-black/50"
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
            className="rounded p-1 text-gray-500 hover:text-gray-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          >
            ✕
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
