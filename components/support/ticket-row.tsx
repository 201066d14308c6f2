"use client";

import { useTranslations } from "next-intl";
import type { TicketSummary } from "@/lib/support/contract";
import { STATUS_CHIP } from "./styles";
import { useFormatTime } from "./use-format-time";

interface TicketRowProps {
  ticket: TicketSummary;
  /** Admins see who wrote; a customer's list is all their own. */
  showCustomer: boolean;
  selected: boolean;
  onSelect(): void;
}

/** One ticket in the list: unread mark, subject, customer, last message, time and status. */
export function TicketRow({ ticket, showCustomer, selected, onSelect }: TicketRowProps) {
  const t = useTranslations("Support");
  const formatTime = useFormatTime();
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected || undefined}
      data-ticket-id={ticket.id}
      data-unread={ticket.unread}
      className={`block w-full rounded-lg border px-3 py-2 text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 ${
        selected ? "border-sky-700 bg-sky-50" : "border-gray-200 hover:bg-gray-50"
      }`}
    >
      <span className="flex items-center gap-2">
        {ticket.unread && (
          <span className="h-2.5 w-2.5 shrink-0 rounded-full bg-sky-700" title={t("unread")}>
            <span className="sr-only">{t("unread")}: </span>
          </span>
        )}
        <span className={`min-w-0 flex-1 truncate text-gray-900 ${ticket.unread ? "font-bold" : "font-medium"}`}>{ticket.subject}</span>
        <span className={`shrink-0 rounded-full px-2 text-xs font-semibold ${STATUS_CHIP[ticket.status]}`}>{t(`status.${ticket.status}`)}</span>
      </span>
      {showCustomer && <span className="block truncate text-xs text-gray-700">{ticket.customer_name ?? ticket.customer_email}</span>}
      <span className="block truncate text-sm text-gray-700">{ticket.preview}</span>
      <span className="block text-xs text-gray-600">
        <time dateTime={ticket.last_message_at}>{formatTime(ticket.last_message_at)}</time>
      </span>
    </button>
  );
}
