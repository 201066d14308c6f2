"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { AuthorSide, TicketMessage } from "@/lib/support/contract";
import { useFormatTime } from "./use-format-time";

interface MessageListProps {
  messages: TicketMessage[];
  /** The reader's side: their own messages read "You" and sit on the right. */
  ownSide: AuthorSide;
  label: string;
}

/** A ticket's messages, oldest first, as plain text (never HTML); new ones are announced politely. */
export function MessageList({ messages, ownSide, label }: MessageListProps) {
  const t = useTranslations("Support");
  const formatTime = useFormatTime();
  const end = useRef<HTMLDivElement>(null);

  // A new message (the reader's own or a polled answer) scrolls into view.
  useEffect(() => {
    end.current?.scrollIntoView({ block: "nearest" });
  }, [messages.length]);

  return (
    <div role="log" aria-label={label} data-support-messages="">
      <ol className="space-y-3">
        {messages.map((message) => {
          const own = message.author === ownSide;
          const name = own ? t("you") : (message.author_name ?? t(message.author === "admin" ? "support" : "customer"));
          return (
            <li key={message.id} data-author={message.author} className={`rounded-lg p-3 ${own ? "ml-8 bg-sky-50" : "mr-8 bg-gray-100"}`}>
              <p className="text-xs text-gray-700">
                <span className="font-semibold text-gray-900">{name}</span> ·{" "}
                <time dateTime={message.created_at}>{formatTime(message.created_at)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-gray-900">{message.body}</p>
            </li>
          );
        })}
      </ol>
      <div ref={end} />
    </div>
  );
}
