"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { AuthorSide } from "@/lib/support/contract";
import type { StatusFilter, SupportAuth } from "./support-queries";
import { TicketList } from "./ticket-list";
import { TicketThread } from "./ticket-thread";

interface TicketsWorkspaceProps {
  auth: SupportAuth;
  /** admin: the organisation's tickets with Close/Reopen; customer: their own. */
  side: AuthorSide;
  initialTicketId?: string | null;
}

/**
 * The tickets modal's content, also /account/profile/tickets: the list beside the open thread (one at a
 * time under the 768 px breakpoint, with a way back to the list).
 */
export function TicketsWorkspace({ auth, side, initialTicketId = null }: TicketsWorkspaceProps) {
  const t = useTranslations("Support");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [selectedId, setSelectedId] = useState<string | null>(initialTicketId);
  return (
    <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]" data-tickets-workspace={side}>
      <div className={selectedId ? "max-md:hidden" : undefined}>
        <TicketList auth={auth} side={side} status={status} onStatusChange={setStatus} selectedId={selectedId} onSelect={setSelectedId} />
      </div>
      <div className={`min-w-0 ${selectedId ? "" : "max-md:hidden"}`}>
        {selectedId ? (
          <TicketThread key={selectedId} auth={auth} side={side} ticketId={selectedId} onBack={() => setSelectedId(null)} />
        ) : (
          <p className="text-gray-700">{t("chooseTicket")}</p>
        )}
      </div>
    </div>
  );
}
