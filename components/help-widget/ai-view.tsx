"use client";

import { useTranslations } from "next-intl";
import { useLocalizedPath } from "@/components/site/site-context";
import { useSession } from "@/lib/auth/use-session";
import { SignInChoice } from "./sign-in-choice";

/** The widget's ai view (placeholder until the feature lands: it points to the contact page). */
export default function AiView() {
  const t = useTranslations("HelpWidget");
  const session = useSession();
  const path = useLocalizedPath();
  if (session === undefined) return <p role="status">{t("loading")}</p>;
  if (session === null) return <SignInChoice />;
  return (
    <div className="space-y-3 text-gray-800">
      <p>{t("aiUnavailable")}</p>
      <a href={path("/contact")} className="font-semibold text-sky-800 underline focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600">
        {t("contact")}
      </a>
    </div>
  );
}
