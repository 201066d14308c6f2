"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { OPEN_COOKIE_SETTINGS_EVENT } from "@/lib/consent/constants";
import { fillMessage } from "@/lib/i18n/fill-message";
import { useConsentFor } from "./use-consent-for";

/**
 * Renders embedded media from a video site only once the visitor allowed that service; until then
 * a placeholder with a consent button. `className` sizes the placeholder like the media it stands for.
 */
export function ConsentGate({ service, children, className }: { service: string; children: ReactNode; className?: string }) {
  const t = useTranslations("Consent");
  const { allowed, allow } = useConsentFor(service);
  if (allowed) return <>{children}</>;
  return (
    <div
      data-consent-gate={service}
      className={`consent-gate ${className ?? "aspect-video w-full"}`}
    >
      <p className="font-semibold">{fillMessage(t.raw("gateTitle"), { service })}</p>
      <p className="consent-gate-text">{fillMessage(t.raw("gateText"), { service })}</p>
      <div className="consent-gate-actions">
        <button
          type="button"
          onClick={allow}
          className="consent-gate-allow"
        >
          {fillMessage(t.raw("gateAllow"), { service })}
        </button>
        <button
          type="button"
          onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}
          className="consent-gate-settings"
        >
          {t("gateSettings")}
        </button>
      </div>
    </div>
  );
}
