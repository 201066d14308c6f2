"use client";

import { useTranslations } from "next-intl";
import { SECONDARY_BUTTON } from "@/components/editors/shared/buttons";
import type { SaveProblem } from "./use-settings";

export function SettingsLoading() {
  const t = useTranslations("Editors.settings");
  return (
    <p role="status" className="py-8 text-center text-sm text-gray-700">
      {t("loading")}
    </p>
  );
}

/** Spec 001 §8: a load error is shown with Retry. */
export function SettingsLoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  const t = useTranslations("Editors");
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="min-w-0 flex-1">{message}</p>
      <button type="button" className={SECONDARY_BUTTON} onClick={onRetry}>
        {t("retry")}
      </button>
    </div>
  );
}

/**
 * A failed save: the server's message or "Failed to save settings". When someone else saved first (412),
 * the admin's draft stays until they choose to load what is stored now.
 */
export function SaveProblemNotice({ problem, onReload }: { problem: SaveProblem; onReload(): void }) {
  const t = useTranslations("Editors.settings");
  return (
    <div role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p>{problem.message}</p>
      {problem.stale && (
        <>
          <p className="mt-1">{t("staleHint")}</p>
          <button type="button" className={`${SECONDARY_BUTTON} mt-2 bg-white`} onClick={onReload}>
            {t("reloadStored")}
          </button>
        </>
      )}
    </div>
  );
}
