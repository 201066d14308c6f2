"use client";

import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type SyntheticEvent } from "react";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[contenteditable=true]",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

export function focusableIn(root: ParentNode | null): HTMLElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0 && !element.closest("[inert]"));
}

// Nested dialogs each lock; the page scrolls again once the last one closes.
let scrollLocks = 0;
let restoreScroll = () => {};

function lockScroll(): () => void {
  if (scrollLocks++ === 0) {
    const root = document.documentElement;
    const { overflow, paddingRight } = root.style;
    // Keeps the page from shifting sideways when its scrollbar goes away.
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = "hidden";
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    restoreScroll = () => {
      root.style.overflow = overflow;
      root.style.paddingRight = paddingRight;
    };
  }
  return () => {
    if (--scrollLocks === 0) restoreScroll();
  };
}

/**
 * A modal on the native <dialog> (as the site's other dialogs): shown with showModal() while mounted, the
 * page behind inert and not scrolling, Tab kept inside, the first field ([data-autofocus], else the first
 * focusable of [data-dialog-body], else of the dialog) focused on open and the opener focused again on close.
 * Escape, the native cancel and a click on the backdrop call `onDismiss`, which decides whether to close.
 */
export function useModalDialog(onDismiss: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const dismiss = useRef(onDismiss);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>("[data-autofocus]") ?? focusableIn(dialog.querySelector("[data-dialog-body]"))[0] ?? focusableIn(dialog)[0];
    first?.focus();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.key === "Escape") {
      // Handled here, not by the browser: a refused close must leave the dialog open every time.
      event.preventDefault();
      dismiss.current();
      return;
    }
    if (event.key !== "Tab") return;
    const focusables = focusableIn(event.currentTarget);
    if (focusables.length === 0) return;
    const active = document.activeElement;
    const at = focusables.findIndex((element) => element === active);
    const wrapTo = event.shiftKey ? (at <= 0 ? focusables.at(-1) : null) : at === -1 || at === focusables.length - 1 ? focusables[0] : null;
    if (!wrapTo) return;
    event.preventDefault();
    wrapTo.focus();
  };

  const dialogProps = {
    ref,
    onKeyDown,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      dismiss.current();
    },
    // A press that starts inside and ends on the backdrop (selecting text) is no backdrop click.
    onPointerDown: (event: PointerEvent<HTMLDialogElement>) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (pressedOnBackdrop.current && event.target === event.currentTarget) dismiss.current();
      pressedOnBackdrop.current = false;
    },
  };
  return dialogProps;
}
