"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { WithMessages } from "@/components/i18n/with-messages";
import { useSite } from "@/components/site/site-context";
import { useSession } from "@/lib/auth/use-session";
import { hasAnsweredCookieBanner, rememberCookieAnswer, writeAllowedServices } from "@/lib/consent/client-store";
import { COOKIE_BANNER_DELAY_MS, OPEN_COOKIE_SETTINGS_EVENT } from "@/lib/consent/constants";
import { CookieBanner } from "./cookie-banner";

// The settings dialog loads on first open, with its texts: most visitors never download it. The API calls (with zod)
// that Accept all and Reject all make load on the click, shared with the dialog.
const CookieSettingsDialog = lazy(() => import("./settings/cookie-settings-dialog").then((m) => ({ default: m.CookieSettingsDialog })));
const loadConsentApi = () => import("./consent-api");
const CONSENT_NAMESPACES = ["Consent"] as const;

/** The cookie banner (after 1.5 s, unless already answered) and the settings dialog it and the footer open. */
export function CookieConsent() {
  const t = useTranslations("Consent");
  const { siteId, locale } = useSite();
  const session = useSession();
  const token = session?.access_token ?? null;
  const [bannerOpen, setBannerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setBannerOpen(!hasAnsweredCookieBanner()), COOKIE_BANNER_DELAY_MS);
    const open = () => setSettingsOpen(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    };
  }, []);

  const finish = useCallback((allowedNames: string[]) => {
    writeAllowedServices(allowedNames);
    rememberCookieAnswer();
    setBannerOpen(false);
  }, []);

  const quickChoice = async (accept: boolean) => {
    if (!siteId) return;
    setBusy(true);
    setError(null);
    try {
      const { saveQuickChoice } = await loadConsentApi();
      finish(await saveQuickChoice(accept, { orgId: siteId, locale, token }));
    } catch (failure) {
      console.error("[consent] saving the choice failed:", failure);
      setError(t("saveConsentFailed"));
    } finally {
      setBusy(false);
    }
  };

  if (!siteId) return null;
  return (
    <>
      {bannerOpen && !settingsOpen && (
        <CookieBanner
          busy={busy}
          error={error}
          onSettings={() => setSettingsOpen(true)}
          onRejectAll={() => void quickChoice(false)}
          onAcceptAll={() => void quickChoice(true)}
        />
      )}
      {settingsOpen && (
        <WithMessages namespaces={CONSENT_NAMESPACES}>
          <Suspense fallback={null}>
            <CookieSettingsDialog orgId={siteId} locale={locale} token={token} onSaved={finish} onClose={() => setSettingsOpen(false)} />
          </Suspense>
        </WithMessages>
      )}
    </>
  );
}
