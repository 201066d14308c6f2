"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId } from "react";
import type { AuthorSide, TicketDetail, TicketStatus } from "@/lib/support/contract";
import { MessageList } from "./message-list";
import { ReplyForm } from "./reply-form";
import { PRIMARY_BUTTON, SECONDARY_BUTTON, STATUS_CHIP } from "./styles";
import { sendMessage, setTicketStatus, supportKeys, ticketQuery, type SupportAuth } from "./support-queries";
import { useMarkRead } from "./use-mark-read";
import { useSupportError } from "./use-support-error";

interface TicketThreadProps {
  auth: SupportAuth;
  side: AuthorSide;
  ticketId: string;
  onBack(): void;
}

/** One ticket: subject and status, Close/Reopen for admins, the messages (polled) and the reply box. */
export function TicketThread({ auth, side, ticketId, onBack }: TicketThreadProps) {
  const t = useTranslations("Support");
  const errorText = useSupportError();
  const headingId = useId();
  const client = useQueryClient();
  const query = useQuery(ticketQuery(auth, ticketId));
  useMarkRead(auth, query.data);
  const refresh = () => client.invalidateQueries({ queryKey: supportKeys.user(auth.userId) });
  const status = useMutation({ mutationFn: (next: TicketStatus) => setTicketStatus(auth, ticketId, next), onSettled: refresh });
  const send = async (body: string) => {
    await sendMessage(auth, ticketId, body);
    await refresh();
  };

  const back = (
    <button type="button" onClick={onBack} className={`${SECONDARY_BUTTON} md:hidden`}>
      {t("backToList")}
    </button>
  );
  if (query.isPending) return <p role="status">{t("loading")}</p>;
  if (query.isError) {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-red-700">
          {errorText(query.error)}
        </p>
        {back}
      </div>
    );
  }
  const ticket: TicketDetail = query.data;
  const closed = ticket.status === "closed";
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-ticket-thread={ticket.id}>
      {back}
      <header className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="min-w-0 flex-1 break-words text-lg font-semibold text-gray-900">
            {ticket.subject}
          </h3>
          <span className={`rounded-full px-2 text-xs font-semibold ${STATUS_CHIP[ticket.status]}`} data-ticket-status={ticket.status}>
            {t(`status.${ticket.status}`)}
          </span>
          {side === "admin" && (
            <button type="button" disabled={status.isPending} onClick={() => status.mutate(closed ? "open" : "closed")} className={closed ? PRIMARY_BUTTON : SECONDARY_BUTTON}>
              {closed ? t("reopen") : t("close")}
            </button>
          )}
        </div>
        {side === "admin" && <p className="text-sm text-gray-700">{t("from", { name: ticket.customer_name ? `${ticket.customer_name} (${ticket.customer_email})` : ticket.customer_email })}</p>}
        {status.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorText(status.error)}
          </p>
        )}
      </header>
      <MessageList messages={ticket.messages} ownSide={side} label={t("messagesLabel", { subject: ticket.subject })} />
      {side === "admin" && closed ? (
        <p className="rounded-lg bg-gray-100 p-3 text-sm text-gray-800">{t("closedAdmin")}</p>
      ) : (
        <>
          {closed && <p className="text-sm text-gray-700">{t("closedCustomer")}</p>}
          <ReplyForm label={t(side === "admin" ? "replyLabel" : "messageLabel")} onSend={send} />
        </>
      )}
    </section>
  );
}
