"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { QueryProvider } from "@/components/query/query-provider";
import { useLocalizedPath } from "@/components/site/site-context";
import { CategoryPanel, ServicePanel } from "./category-panel";
import { useConsentSettings } from "./use-consent-settings";
import { useDraggable } from "./use-draggable";

const BUTTON =
  "rounded-lg px-4 py-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2 disabled:opacity-60";
const TABS = ["categories", "services"] as const;

interface DialogProps {
  orgId: string;
  locale: string;
  token: string | null;
  onSaved: (allowedNames: string[]) => void;
  onClose: () => void;
}

/** The draggable cookie settings dialog: Categories and Services tabs, loading, error and ready states. */
export function CookieSettingsDialog(props: DialogProps) {
  return (
    <QueryProvider>
      <SettingsDialog {...props} />
    </QueryProvider>
  );
}

function SettingsDialog({ orgId, locale, token, onSaved, onClose }: DialogProps) {
  const t = useTranslations("Consent");
  const path = useLocalizedPath();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const settings = useConsentSettings({ orgId, locale, token });
  const { style, handleProps } = useDraggable();
  const [tab, setTab] = useState<(typeof TABS)[number]>("categories");
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  // The native modal dialog traps focus, closes on Escape and gives focus back to the opener.
  useEffect(() => {
    ref.current?.showModal();
  }, []);

  const run = async (action: () => Promise<string[]>, failureKey: "saveSettingsFailed" | "saveConsentFailed") => {
    setSaving(true);
    setSaveError(null);
    try {
      onSaved(await action());
      onClose();
    } catch (failure) {
      console.error("[consent] saving settings failed:", failure);
      setSaveError(t(failureKey));
    } finally {
      setSaving(false);
    }
  };

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const next = tab === "categories" ? "services" : "categories";
    setTab(next);
    document.getElementById(`${titleId}-tab-${next}`)?.focus();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      style={style}
      data-cookie-settings
      className="m-auto max-h-[90vh] w-[calc(100%-1rem)] max-w-2xl overflow-hidden rounded-xl p-0 shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex max-h-[90vh] flex-col">
        <div className="flex items-center gap-3 border-b border-gray-200 px-5 py-3">
          <h2 id={titleId} className="flex-1 text-xl font-semibold text-gray-900">
            {t("dialogTitle")}
          </h2>
          <button type="button" aria-label={t("move")} {...handleProps} className="cursor-move touch-none rounded px-2 py-1 text-gray-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600">
            ⠿
          </button>
          <button type="button" onClick={onClose} aria-label={t("close")} className="rounded p-1 text-gray-600 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600">
            ✕
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-4">
          {settings.status === "loading" && <p role="status">{t("loading")}</p>}
          {settings.status === "error" && (
            <div role="alert" className="space-y-4">
              <p className="font-medium text-red-700">{t(settings.error === "timeout" ? "timeout" : "loadFailed")}</p>
              <div className="flex gap-2">
                <button type="button" onClick={onClose} className={`${BUTTON} border border-gray-300 text-gray-800`}>
                  {t("close")}
                </button>
                <button type="button" onClick={() => window.location.reload()} className={`${BUTTON} bg-sky-700 text-white`}>
                  {t("reload")}
                </button>
              </div>
            </div>
          )}
          {settings.status === "ready" && (
            <>
              <p className="text-sm text-gray-700">{t("dialogIntro")}</p>
              {/* Visit counting needs no consent (no cookie, nothing personal), so it is explained rather than offered. */}
              <p className="mt-2 text-sm text-gray-700" data-analytics-note>
                {t("analyticsNote")}
              </p>
              <div role="tablist" aria-label={t("dialogTitle")} className="mt-4 flex gap-1 border-b border-gray-200" onKeyDown={onTabKey}>
                {TABS.map((name) => (
                  <button
                    key={name}
                    id={`${titleId}-tab-${name}`}
                    type="button"
                    role="tab"
                    aria-selected={tab === name}
                    aria-controls={`${titleId}-panel`}
                    tabIndex={tab === name ? 0 : -1}
                    onClick={() => setTab(name)}
                    className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 ${
                      tab === name ? "border-sky-700 text-sky-800" : "border-transparent text-gray-700"
                    }`}
                  >
                    {t(name === "categories" ? "tabCategories" : "tabServices")}
                  </button>
                ))}
              </div>
              <div id={`${titleId}-panel`} role="tabpanel" aria-labelledby={`${titleId}-tab-${tab}`} className="mt-3">
                {tab === "categories" ? <CategoryPanel {...settings} /> : <ServicePanel {...settings} />}
              </div>
              <p className="mt-4 flex gap-4 text-sm">
                <a href={path("/privacy-policy")} className="text-sky-800 underline focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600">
                  {t("privacyPolicy")}
                </a>
                <a href={path("/cookie-policy")} className="text-sky-800 underline focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600">
                  {t("cookiePolicy")}
                </a>
              </p>
            </>
          )}
        </div>
        {settings.status === "ready" && (
          <div className="border-t border-gray-200 px-5 py-3">
            {saveError && (
              <p role="alert" className="mb-2 text-sm font-medium text-red-700">
                {saveError}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" disabled={saving} onClick={() => void run(settings.saveSelection, "saveSettingsFailed")} className={`${BUTTON} border border-gray-300 text-gray-800 hover:bg-gray-100`}>
                {t("saveSettings")}
              </button>
              <button type="button" disabled={saving} onClick={() => void run(settings.rejectAll, "saveConsentFailed")} className={`${BUTTON} border border-gray-800 text-gray-900 hover:bg-gray-100`}>
                {t("rejectAllDialog")}
              </button>
              <button type="button" disabled={saving} onClick={() => void run(settings.acceptAll, "saveConsentFailed")} className={`${BUTTON} bg-sky-700 text-white hover:bg-sky-800`}>
                {t("acceptAllDialog")}
              </button>
            </div>
          </div>
        )}
      </div>
    </dialog>
  );
}
