"use client";

import { useTranslations } from "next-intl";
import { AssistantChat } from "@/components/assistant/assistant-chat";
import { WithMessages } from "@/components/i18n/with-messages";
import { useSession } from "@/lib/auth/use-session";
import { SignInChoice } from "./sign-in-choice";

/** The widget's ai view: the help-centre assistant for signed-in visitors, the login/register choice for others. */
export default function AiView() {
  const t = useTranslations("HelpWidget");
  const session = useSession();
  const loading = <p role="status">{t("loading")}</p>;
  if (session === undefined) return loading;
  if (session === null) return <SignInChoice />;
  return (
    <WithMessages namespaces={["Assistant"]} fallback={loading}>
      <AssistantChat token={session.access_token} />
    </WithMessages>
  );
}
