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
      className={`flex flex-col items-center justify-center gap-3 rounded-lg bg-gray-100 p-6 text-center text-gray-800 ${className ?? "aspect-video w-full"}`}
    >
      <p className="font-semibold">{fillMessage(t.raw("gateTitle"), { service })}</p>
      <p className="max-w-md text-sm text-gray-700">{fillMessage(t.raw("gateText"), { service })}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <button
          type="button"
          onClick={allow}
          className="rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2"
        >
          {fillMessage(t.raw("gateAllow"), { service })}
        </button>
        <button
          type="button"
          onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}
          className="rounded-lg px-4 py-2 text-sm font-semibold text-sky-800 underline focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
        >
          {t("gateSettings")}
        </button>
      </div>
    </div>
  );
}
