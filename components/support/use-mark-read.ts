"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { TicketDetail } from "@/lib/support/contract";
import { markTicketRead, supportKeys, type SupportAuth } from "./support-queries";

/**
 * Marks a ticket read for the reader's side while it is shown and the other side has written since,
 * then reads the list, badge and thread again. A failed mark is left for the next new message.
 */
export function useMarkRead({ userId, token }: SupportAuth, ticket: TicketDetail | null | undefined) {
  const client = useQueryClient();
  const ticketId = ticket?.id;
  const unread = ticket?.unread ?? false;
  useEffect(() => {
    if (!ticketId || !unread) return;
    markTicketRead({ userId, token }, ticketId).then(
      () => client.invalidateQueries({ queryKey: supportKeys.user(userId) }),
      (error: unknown) => console.error("[support] marking read failed:", error),
    );
  }, [client, userId, token, ticketId, unread]);
}
