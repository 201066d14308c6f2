"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { OPEN_TICKETS_EVENT } from "./open-tickets";

// The modal is its own chunk, fetched the first time an admin opens it.
const TicketsModal = lazy(() => import("./tickets-modal"));

/** The element to focus after the modal: the opener, or the button that showed its (now hidden) menu. */
function focusTarget(opener: HTMLElement | null): HTMLElement | null {
  if (!opener?.isConnected) return null;
  const hidden = opener.closest<HTMLElement>("[hidden]");
  if (!hidden?.id) return opener;
  return document.querySelector<HTMLElement>(`[aria-controls="${hidden.id}"]`);
}

/** Mounted in the admin layer: opens the tickets modal when openTicketsModal() asks for it. */
export function TicketsListener() {
  const [open, setOpen] = useState<{ ticketId: string | null; opener: HTMLElement | null } | null>(null);

  useEffect(() => {
    const onOpen = (event: Event) => {
      event.preventDefault();
      const detail: unknown = event instanceof CustomEvent ? event.detail : null;
      const ticketId = typeof detail === "object" && detail !== null && "ticketId" in detail && typeof detail.ticketId === "string" ? detail.ticketId : null;
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen({ ticketId, opener });
    };
    window.addEventListener(OPEN_TICKETS_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_TICKETS_EVENT, onOpen);
  }, []);

  if (!open) return null;
  const close = () => {
    setOpen(null);
    // The profile panel hides its links once focus has moved into the modal: focus its button instead.
    window.requestAnimationFrame(() => {
      if (document.activeElement === document.body) focusTarget(open.opener)?.focus();
    });
  };
  return (
    <Suspense fallback={null}>
      <TicketsModal key={open.ticketId ?? ""} initialTicketId={open.ticketId} onClose={close} />
    </Suspense>
  );
}
