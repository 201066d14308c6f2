"use client";

import { useTranslations } from "next-intl";
import { lazy } from "react";
import { WithMessages } from "@/components/i18n/with-messages";
import { useSession } from "@/lib/auth/use-session";
import { TicketsWorkspace } from "./tickets-workspace";

// The editing platform's dialog shell, fetched when the modal first opens (tickets-listener.tsx's Suspense waits).
const EditorDialog = lazy(() => import("@/components/editing/editor-dialog").then((module) => ({ default: module.EditorDialog })));

interface TicketsModalProps {
  initialTicketId: string | null;
  onClose(): void;
}

function Modal({ initialTicketId, onClose }: TicketsModalProps) {
  const t = useTranslations("Support");
  const session = useSession();
  return (
    <EditorDialog title={t("title")} open onClose={onClose} dirty={false} confirmCloseText="">
      {session ? (
        <TicketsWorkspace auth={{ userId: session.user.id, token: session.access_token }} side="admin" initialTicketId={initialTicketId} />
      ) : (
        <p role="alert">{t("errors.signedOut")}</p>
      )}
    </EditorDialog>
  );
}

/** The admin's tickets modal (spec 002 §2), in the editing platform's dialog shell; loaded on first open. */
export default function TicketsModal(props: TicketsModalProps) {
  return (
    <WithMessages namespaces={["Support"]}>
      <Modal {...props} />
    </WithMessages>
  );
}
