"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { anyAnswer, apiFetch } from "@/lib/api/client";
import { useChangeSet, useChangeSetAction } from "./use-change-set";

// The list of changes is its own chunk, fetched when first opened.
const ChangesDialog = lazy(() => import("./changes-dialog"));

const BAR_BUTTON = "rounded px-2 py-1 text-xs font-medium hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-300";

/** In the edit bar: this person's draft-mode switch, and the organisation's unpublished changes, which open their list. */
export function DraftControls() {
  const t = useTranslations("Publishing");
  const changeSet = useChangeSet();
  const [listOpen, setListOpen] = useState(false);
  const toggle = useChangeSetAction((on: boolean) => apiFetch("/api/draft-mode", anyAnswer, { method: "PUT", body: { on } }));
  const data = changeSet.data;
  const count = data?.changes.length ?? 0;
  const draftMode = toggle.isPending ? toggle.variables : (data?.draft_mode ?? false);

  return (
    <>
      <label className="flex cursor-pointer items-center gap-2 text-xs font-medium">
        <input
          type="checkbox"
          role="switch"
          className="h-4 w-4 accent-amber-400"
          checked={draftMode}
          disabled={!data || toggle.isPending}
          onChange={(event) => toggle.mutate(event.target.checked)}
        />
        {t("draftMode")}
      </label>
      {data && (count > 0 || draftMode || data.status === "failed") && (
        <button type="button" className={`${BAR_BUTTON} text-amber-300`} aria-haspopup="dialog" onClick={() => setListOpen(true)}>
          {data?.status === "scheduled" ? t("scheduledCount", { count }) : t("unpublished", { count })}
        </button>
      )}
      {listOpen && data && (
        <Suspense fallback={null}>
          <ChangesDialog changeSet={data} onClose={() => setListOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
