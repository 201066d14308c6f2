"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { WithMessages } from "@/components/i18n/with-messages";
import { QueryProvider } from "@/components/query/query-provider";
import { useSession } from "@/lib/auth/use-session";
import { unreadQuery, type SupportAuth } from "./support-queries";

function LabelWithCount({ label, auth }: { label: string; auth: SupportAuth }) {
  const t = useTranslations("Support");
  const { data: unread } = useQuery(unreadQuery(auth));
  if (!unread) return label;
  // One text for assistive technology ("Tickets, 2 unread"); the eye gets the label and a count bubble.
  return (
    <>
      <span aria-hidden="true">
        {label}
        <span className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-semibold leading-5 text-white" data-unread-badge="">
          {unread}
        </span>
      </span>
      <span className="sr-only">{t("labelWithUnread", { label, count: unread })}</span>
    </>
  );
}

/** The Tickets entry's text with the admin's unread count (GET /api/support/tickets/unread, polled while mounted). */
export default function UnreadBadge({ label }: { label: string }) {
  const session = useSession();
  if (!session) return label;
  return (
    <WithMessages namespaces={["Support"]} fallback={label}>
      <QueryProvider>
        <LabelWithCount label={label} auth={{ userId: session.user.id, token: session.access_token }} />
      </QueryProvider>
    </WithMessages>
  );
}
