"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";

/** The three buttons' shared shape (app/site-chrome.css); each adds its colours. */
const BUTTON = "consent-button";

interface CookieBannerProps {
  busy: boolean;
  error: string | null;
  onSettings: () => void;
  onRejectAll: () => void;
  onAcceptAll: () => void;
}

/**
 * The first-visit notice: Settings, Reject all and Accept all, equally easy to reach. A bottom-right card on
 * wider screens, so it covers neither a page's centred form nor the language suggestion (bottom left);
 * until answered it sits over the help widget's button.
 */
export function CookieBanner({ busy, error, onSettings, onRejectAll, onAcceptAll }: CookieBannerProps) {
  const t = useTranslations("Consent");
  const titleId = useId();
  return (
    <section
      role="region"
      aria-labelledby={titleId}
      data-cookie-banner
      className="cookie-banner"
    >
      <h2 id={titleId} className="text-lg font-semibold text-gray-900">
        {t("title")}
      </h2>
      <p className="mt-2 text-sm text-gray-700">{t("description")}</p>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onSettings} disabled={busy} className={`${BUTTON} border border-gray-300 text-gray-800 hover:bg-gray-100`}>
          {t("settings")}
        </button>
        <button type="button" onClick={onRejectAll} disabled={busy} className={`${BUTTON} border border-gray-800 text-gray-900 hover:bg-gray-100`}>
          {t("rejectAll")}
        </button>
        <button type="button" onClick={onAcceptAll} disabled={busy} className={`${BUTTON} bg-sky-700 text-white hover:bg-sky-800`}>
          {t("acceptAll")}
        </button>
      </div>
    </section>
  );
}
