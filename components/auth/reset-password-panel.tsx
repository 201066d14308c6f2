"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { loadSupabaseClient } from "@/lib/auth/session-store";
import { NewPasswordForm } from "./new-password-form";
import { ResetRequestForm } from "./reset-request-form";

type Mode = "checking" | "request" | "update" | "invalid";

/**
 * /reset-password: asks for a link, or, when the emailed link brought a `code` (or an error),
 * exchanges it for a recovery session and asks for the new password.
 */
export function ResetPasswordPanel() {
  const t = useTranslations("Auth.reset");
  const searchParams = useSearchParams();
  // `code`: the auth server's link (PKCE); `confirmed`: the site's own /auth/confirm already verified it.
  const arrivedFromLink = () => Boolean(searchParams.get("code") || searchParams.get("confirmed"));
  // An expired or used link comes back with #error=… (the form renders in the browser only).
  const linkFailed = () => typeof window !== "undefined" && window.location.hash.includes("error=");
  const [mode, setMode] = useState<Mode>(() => (linkFailed() ? "invalid" : arrivedFromLink() ? "checking" : "request"));

  useEffect(() => {
    if (linkFailed() || !arrivedFromLink()) return;
    // The browser client exchanges the link's code itself while it initialises; getSession waits for that.
    loadSupabaseClient()
      .then((supabase) => supabase.auth.getSession())
      .then(({ data }) => setMode(data.session ? "update" : "invalid"))
      .catch(() => setMode("invalid"));
    // Once, for the address the link brought.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (mode === "checking") return <p role="status">{t("checking")}</p>;
  if (mode === "update") {
    return (
      <>
        <h1 className="mb-6 text-2xl font-semibold text-gray-900">{t("newTitle")}</h1>
        <NewPasswordForm />
      </>
    );
  }
  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold text-gray-900">{t("title")}</h1>
      <p className="mb-6 text-gray-600">{t("subtitle")}</p>
      {mode === "invalid" && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {t("linkInvalid")}
        </p>
      )}
      <ResetRequestForm />
    </>
  );
}
