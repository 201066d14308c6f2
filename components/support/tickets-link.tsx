"use client";

import { lazy, Suspense, type MouseEvent } from "react";
import { useLocalizedPath } from "@/components/site/site-context";
import { openTicketsModal, TICKETS_PATH } from "./open-tickets";

// The badge (its query and texts) is its own chunk: only admins, who alone see this link, fetch it.
const UnreadBadge = lazy(() => import("./unread-badge"));

interface TicketsLinkProps {
  label: string;
  className: string;
  /** Called before the modal opens (the mobile menu closes itself). */
  onOpen?: () => void;
}

/**
 * The admin's Tickets entry in the profile panel, mobile menu and footer, with the unread badge. It opens
 * the tickets modal; a modified click, or a click before the admin layer has loaded, follows the link.
 */
export function TicketsLink({ label, className, onOpen }: TicketsLinkProps) {
  const localized = useLocalizedPath();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    onOpen?.();
    if (openTicketsModal()) event.preventDefault();
  };
  return (
    <a href={localized(TICKETS_PATH)} onClick={onClick} className={className} data-tickets-link="">
      <Suspense fallback={label}>
        <UnreadBadge label={label} />
      </Suspense>
    </a>
  );
}
