"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useLocalizedPath } from "@/components/site/site-context";
import { ApiClientError } from "@/lib/api/client";
import { MessageList } from "./message-list";
import { openTicketsModal, TICKETS_PATH } from "./open-tickets";
import { ReplyForm } from "./reply-form";
import { SECONDARY_BUTTON } from "./styles";
import { conversationQuery, createTicket, sendMessage, supportKeys, type SupportAuth } from "./support-queries";
import { useMarkRead } from "./use-mark-read";
import { useSupportError } from "./use-support-error";

const LINK = "text-sm font-semibold text-sky-800 underline focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

/**
 * The widget's live support for a signed-in customer: their open conversation, read again every
 * CONVERSATION_POLL_MS while the view is shown, and the message box (the first message opens a ticket).
 */
export function LiveConversation({ auth }: { auth: SupportAuth }) {
  const t = useTranslations("Support");
  const errorText = useSupportError();
  const localized = useLocalizedPath();
  const client = useQueryClient();
  const query = useQuery(conversationQuery(auth));
  useMarkRead(auth, query.data);

  const send = async (body: string) => {
    if (query.data) await sendMessage(auth, query.data.id, body);
    else client.setQueryData(supportKeys.conversation(auth.userId), await createTicket(auth, body));
    await client.invalidateQueries({ queryKey: supportKeys.user(auth.userId) });
  };

  const openTickets = () => {
    if (!openTicketsModal()) window.location.assign(localized(TICKETS_PATH));
  };

  if (query.isPending) return <p role="status">{t("loading")}</p>;
  if (query.isError) {
    // Admins answer in the tickets modal; the conversation is the customers' side.
    const admin = query.error instanceof ApiClientError && query.error.status === 403;
    return (
      <div className="space-y-3">
        <p role="alert" className="text-red-700">
          {admin ? t("adminInWidget") : errorText(query.error)}
        </p>
        <button type="button" onClick={admin ? openTickets : () => void query.refetch()} className={SECONDARY_BUTTON}>
          {admin ? t("title") : t("retry")}
        </button>
      </div>
    );
  }
  const ticket = query.data;
  return (
    <div className="space-y-4" data-live-support="">
      {ticket ? (
        <MessageList messages={ticket.messages} ownSide="customer" label={t("messagesLabel", { subject: ticket.subject })} />
      ) : (
        <div className="space-y-1">
          <h3 className="text-lg font-semibold text-gray-900">{t("liveEmptyTitle")}</h3>
          <p className="text-gray-700">{t("liveEmptyText")}</p>
        </div>
      )}
      <ReplyForm label={t("messageLabel")} placeholder={t("liveEmptyTitle")} onSend={send} />
      <a href={localized(TICKETS_PATH)} className={LINK}>
        {t("allTickets")}
      </a>
    </div>
  );
}
