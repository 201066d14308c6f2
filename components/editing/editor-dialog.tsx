"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useState, type ReactNode } from "react";
import { MOBILE_BREAKPOINT_PX } from "@/lib/sections/constants";
import { useDialogDrag } from "./use-dialog-drag";
import { useModalDialog } from "./use-modal-dialog";

export interface EditorDialogProps {
  title: string;
  open: boolean;
  onClose(): void;
  /** Unsaved changes: closing asks `confirmCloseText` first. */
  dirty: boolean;
  confirmCloseText: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Default: fullscreen under the 768 px mobile breakpoint. */
  initialFullscreen?: boolean;
  /** Told the fullscreen state when the dialog opens and each time it is toggled (the post editor's contents list). */
  onFullscreenChange?(fullscreen: boolean): void;
}

const ICON_BUTTON =
  "flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

/** Spec 002 §9: mobile breakpoint 768px for the post modal; every editor dialog follows it. */
function narrowViewport(): boolean {
  return typeof window !== "undefined" && window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`).matches;
}

/** The one shell of every editor (spec 001 §2): draggable by its header, not resizable, with a fullscreen toggle. */
export function EditorDialog(props: EditorDialogProps) {
  if (!props.open) return null;
  return <OpenEditorDialog {...props} />;
}

function OpenEditorDialog({ title, onClose, dirty, confirmCloseText, children, footer, initialFullscreen, onFullscreenChange }: EditorDialogProps) {
  const t = useTranslations("Editing");
  const titleId = useId();
  const [fullscreen, setFullscreen] = useState(() => initialFullscreen ?? narrowViewport());
  const drag = useDialogDrag(!fullscreen);
  useEffect(() => onFullscreenChange?.(fullscreen), [fullscreen, onFullscreenChange]);

  const requestClose = useCallback(() => {
    if (dirty && !window.confirm(confirmCloseText)) return;
    onClose();
  }, [dirty, confirmCloseText, onClose]);
  const dialogProps = useModalDialog(requestClose);

  const toggleFullscreen = () => {
    drag.reset();
    setFullscreen((on) => !on);
  };

  const frame = fullscreen
    ? "fixed inset-0 m-0 h-full max-h-none w-full max-w-none rounded-none"
    : "m-auto max-h-[90dvh] w-[calc(100%-1rem)] max-w-3xl rounded-xl shadow-2xl";

  return (
    <dialog
      {...dialogProps}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-editor-dialog=""
      data-fullscreen={fullscreen}
      style={drag.style}
      className={`overflow-hidden bg-white p-0 text-gray-900 backdrop:bg-black/50 ${frame}`}
    >
      <div className={`flex flex-col ${fullscreen ? "h-full" : "max-h-[90dvh]"}`}>
        <div
          {...drag.handleProps}
          data-dialog-header=""
          className={`flex items-center gap-2 border-b border-gray-200 py-2 pl-5 pr-2 ${fullscreen ? "" : "cursor-move touch-none select-none"}`}
        >
          <h2 id={titleId} className="min-w-0 flex-1 truncate text-lg font-semibold">
            {title}
          </h2>
          <button type="button" aria-pressed={fullscreen} aria-label={t("dialog.fullscreen")} title={t("dialog.fullscreen")} onClick={toggleFullscreen} className={ICON_BUTTON}>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
              {fullscreen ? <path d="M8 3v5H3M12 3v5h5M8 17v-5H3M12 17v-5h5" /> : <path d="M3 8V3h5M17 8V3h-5M3 12v5h5M17 12v5h-5" />}
            </svg>
          </button>
          <button type="button" aria-label={t("dialog.close")} title={t("dialog.close")} onClick={requestClose} className={ICON_BUTTON}>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M5 5l10 10M15 5L5 15" />
            </svg>
          </button>
        </div>
        <div data-dialog-body="" className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
          {children}
        </div>
        {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 px-5 py-3">{footer}</div>}
      </div>
    </dialog>
  );
}
