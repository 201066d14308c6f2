"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useState } from "react";
import { anyAnswer, apiFetch } from "@/lib/api/client";
import { useChangeSet, useChangeSetAction } from "./use-change-set";

// The list of changes is its own chunk, fetched when first opened.
const ChangesDialog = lazy(() => import("./changes-dialog"));

/** When this tab last opened the draft view on its own (sessionStorage). */
const DRAFT_VIEW_TRIED_KEY = "draftViewOpenedAt";

const BAR_BUTTON = "rounded px-2 py-1 text-xs font-medium hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-300";

/** In the edit bar: this person's draft-mode switch, and the organisation's unpublished changes, which open their list. */
export function DraftControls() {
  const t = useTranslations("Publishing");
  const changeSet = useChangeSet();
  const [listOpen, setListOpen] = useState(false);
  // Draft mode also switches this browser's view of the site: the page loads again with the drafts, or without (a
  // full load: the draft view is served under its own site path, lib/tenancy/site-path.ts).
  const toggle = useChangeSetAction(async (on: boolean) => {
    await apiFetch("/api/draft-mode", anyAnswer, { method: "PUT", body: { on } });
    window.location.reload();
  });
  const data = changeSet.data;
  // Draft mode on by default (the organisation's rule) with no draft view in this browser yet: open it, once a minute
  // at most (a view that cannot open must not reload the page again and again).
  useEffect(() => {
    if (!data?.draft_mode || document.documentElement.dataset.draftView === "editor") return;
    const tried = Number(sessionStorage.getItem(DRAFT_VIEW_TRIED_KEY) ?? 0);
    if (Date.now() - tried < 60_000) return;
    sessionStorage.setItem(DRAFT_VIEW_TRIED_KEY, String(Date.now()));
    toggle.mutate(true);
  }, [data?.draft_mode, toggle]);
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
        {/* A phone shows a mark only, so the admin dock keeps to one row in every language. */}
        <span aria-hidden="true" className="sm:hidden">
          ✎
        </span>
        <span className="max-sm:sr-only">{t("draftMode")}</span>
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

