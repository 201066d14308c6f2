"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useLocalizedPath } from "@/components/site/site-context";
import { ensureProfile } from "@/lib/auth/ensure-profile";
import { takeFragmentSession } from "@/lib/auth/fragment-session";

/** A same-site path to go on to, never another origin. */
const safeNext = (value: string | null) => (value && value.startsWith("/") && !value.startsWith("//") ? value : "/");

/**
 * Takes over the session the console sent in the fragment (access and refresh token, as Supabase's implicit
 * sign-in does; the fragment never reaches a server), drops it from the address bar and history, and opens the
 * page asked for: the admin layer comes up there for the site's owner, admins and editors.
 */
export function SessionHandoff() {
  const t = useTranslations("Auth");
  const localized = useLocalizedPath();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const handed = takeFragmentSession();
    if (!handed) {
      window.location.replace(localized("/login"));
      return;
    }
    void (async () => {
      const session = await handed.session;
      if (!session) return setFailed(true);
      await ensureProfile(session.access_token).catch(() => undefined);
      window.location.replace(localized(safeNext(handed.fragment.get("next"))));
    })();
  }, [localized]);

  return <p role={failed ? "alert" : "status"} className="py-20 text-center">{failed ? t("errors.loginFailed") : t("login.submitting")}</p>;
}
