"use client";

import { WithMessages } from "@/components/i18n/with-messages";
import { QueryProvider } from "@/components/query/query-provider";
import { TicketsListener } from "@/components/support/tickets-listener";
import { EditingShell } from "./editing-shell";

/**
 * The admin layer's own namespaces, fetched with it: the visitor's pages never carry them. Sections too: the
 * editors' previews draw sections in the browser, with texts the visitor's page leaves to the server.
 */
const NAMESPACES = ["EditMode", "Editing", "Editors", "Media", "Sections", "Publishing", "Presence", "PublishCheck", "Diff", "TranslationReview"] as const;

/**
 * Everything an admin or editor edits the site with, mounted by components/site/admin-gate.tsx for them only.
 * Editors get the content tools; support tickets are the admins'.
 */
export default function AdminLayer({ role }: { role: "admin" | "editor" }) {
  return (
    <WithMessages namespaces={NAMESPACES}>
      <QueryProvider>
        <EditingShell role={role} />
        {role === "admin" && <TicketsListener />}
      </QueryProvider>
    </WithMessages>
  );
}
