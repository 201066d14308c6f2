"use client";

import { useTranslations } from "next-intl";
import type { SaveProblem } from "./use-page-layout";

/** Why the layout cannot be or was not saved: no organisation, a failed save (spec 002 §8), or a newer order. */
export function LayoutNotices({ noOrganization, problem }: { noOrganization: boolean; problem: SaveProblem | null }) {
  const t = useTranslations("Editors.pageLayout");
  return (
    <>
      {noOrganization && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t("noOrganization")}
        </p>
      )}
      {problem?.kind === "failed" && (
        <p role="alert" data-testid="page-layout-error" className="text-sm font-medium text-red-700">
          {t("saveFailed")}
        </p>
      )}
      {problem?.kind === "stale" && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {problem.changedBy?.name ? t("stale", { name: problem.changedBy.name }) : t("staleSomeone")}
        </p>
      )}
    </>
  );
}
