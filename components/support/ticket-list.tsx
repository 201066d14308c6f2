"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { AuthorSide } from "@/lib/support/contract";
import { STATUS_FILTERS, ticketsQuery, type StatusFilter, type SupportAuth } from "./support-queries";
import { TicketRow } from "./ticket-row";
import { useSupportError } from "./use-support-error";

interface TicketListProps {
  auth: SupportAuth;
  side: AuthorSide;
  status: StatusFilter;
  onStatusChange(status: StatusFilter): void;
  selectedId: string | null;
  onSelect(ticketId: string): void;
}

/** The status filter (All, Open, Pending, Closed) and the tickets, newest activity first, polled while shown. */
export function TicketList({ auth, side, status, onStatusChange, selectedId, onSelect }: TicketListProps) {
  const t = useTranslations("Support");
  const errorText = useSupportError();
  const query = useQuery(ticketsQuery(auth, status));

  return (
    <div className="space-y-3">
      <div role="group" aria-label={t("filterLabel")} className="flex flex-wrap gap-1">
        {STATUS_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={status === filter}
            onClick={() => onStatusChange(filter)}
            className={`rounded-full border px-3 py-1 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 ${
              status === filter ? "border-sky-700 bg-sky-700 text-white" : "border-gray-300 text-gray-900 hover:bg-gray-50"
            }`}
          >
            {t(`filter.${filter}`)}
          </button>
        ))}
      </div>
      {query.isPending && <p role="status">{t("loading")}</p>}
      {query.isError && (
        <p role="alert" className="text-red-700">
          {errorText(query.error)}
        </p>
      )}
      {query.data?.tickets.length === 0 && <p className="text-gray-700">{t(side === "admin" ? "emptyAdmin" : "emptyCustomer")}</p>}
      {query.data && query.data.tickets.length > 0 && (
        <ul aria-label={t("listLabel")} className="space-y-2" data-ticket-list="">
          {query.data.tickets.map((ticket) => (
            <li key={ticket.id}>
              <TicketRow ticket={ticket} showCustomer={side === "admin"} selected={ticket.id === selectedId} onSelect={() => onSelect(ticket.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
