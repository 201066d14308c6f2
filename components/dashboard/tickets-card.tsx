"use client";

import { useTranslations } from "next-intl";
import type { MouseEvent } from "react";
import { openTicketsModal, TICKETS_PATH } from "@/components/support/open-tickets";
import { useLocalizedPath, useSite } from "@/components/site/site-context";
import type { Dashboard } from "@/lib/dashboard/schemas";
import { CARD_LINK, DashboardCard } from "./dashboard-card";

/** A plain click opens the tickets modal (at `ticketId`); before the admin layer is there, the link is followed. */
const openModal = (ticketId?: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  if (openTicketsModal(ticketId)) event.preventDefault();
};

/** Open tickets: how many, the most recent tickets, and the tickets modal where they are answered. */
export function TicketsCard({ tickets }: { tickets: Dashboard["tickets"] }) {
  const t = useTranslations("Dashboard.tickets");
  const { locale } = useSite();
  const localized = useLocalizedPath();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });

  return (
    <DashboardCard
      title={t("title")}
      action={
        <a href={localized(TICKETS_PATH)} onClick={openModal()} className={CARD_LINK} data-dashboard-tickets>
          {t("open")}
        </a>
      }
    >
      <p data-open-tickets={tickets.open}>{t("count", { count: tickets.open })}</p>
      {tickets.recent.length > 0 && (
        <>
          <h3 className="font-medium text-gray-900">{t("recent")}</h3>
          <ul className="divide-y divide-gray-100">
            {tickets.recent.map((ticket) => (
              <li key={ticket.id} className="py-2">
                <a href={localized(TICKETS_PATH)} onClick={openModal(ticket.id)} className={CARD_LINK}>
                  {ticket.subject}
                </a>
                <p className="text-gray-600">
                  {t(`statuses.${ticket.status}`)} · {ticket.customer} ·{" "}
                  <time dateTime={ticket.last_message_at}>{when.format(new Date(ticket.last_message_at))}</time>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </DashboardCard>
  );
}
