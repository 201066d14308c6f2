"use client";

import { useTranslations } from "next-intl";
import { WithMessages } from "@/components/i18n/with-messages";
import { QueryProvider } from "@/components/query/query-provider";
import { LiveConversation } from "@/components/support/live-conversation";
import { useSession } from "@/lib/auth/use-session";
import { SignInChoice } from "./sign-in-choice";

/**
 * The widget's live-support view (002 §2 conversation/live-support): signed out, the login/register choice;
 * signed in, the open conversation. New messages arrive by polling (TanStack Query) while the view is shown.
 */
export default function LiveSupportView() {
  const t = useTranslations("HelpWidget");
  const session = useSession();
  if (session === undefined) return <p role="status">{t("loading")}</p>;
  if (session === null) return <SignInChoice />;
  return (
    <WithMessages namespaces={["Support"]} fallback={<p role="status">{t("loading")}</p>}>
      <QueryProvider>
        <LiveConversation key={session.user.id} auth={{ userId: session.user.id, token: session.access_token }} />
      </QueryProvider>
    </WithMessages>
  );
}
