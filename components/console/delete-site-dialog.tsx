"use client";

import type { Session } from "@supabase/supabase-js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useId, useState } from "react";
import { anyAnswer, apiFetch } from "@/lib/api/client";
import type { ConsoleSite } from "./sites-query";

// The platform's dialog shell, loaded when an owner first opens this dialog.
const EditorDialog = lazy(() => import("@/components/editing/editor-dialog").then((module) => ({ default: module.EditorDialog })));

/** Deleting a site, in the platform's one dialog shell: the owner types the site's name to confirm. */
export function DeleteSiteDialog({ site, session, onClose, onDeleted }: { site: ConsoleSite; session: Session; onClose(): void; onDeleted(): void }) {
  const t = useTranslations("Console");
  const inputId = useId();
  const [typed, setTyped] = useState("");
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => apiFetch(`/api/sites/${encodeURIComponent(site.id)}`, anyAnswer, { method: "DELETE", token: session.access_token }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ["console"] });
      onDeleted();
    },
  });
  const confirmed = typed.trim() === site.name;

  return (
    <Suspense>
    <EditorDialog
      title={t("deleteTitle", { name: site.name })}
      open
      onClose={onClose}
      dirty={false}
      confirmCloseText=""
      initialFullscreen={false}
      footer={
        <>
          <button type="button" onClick={onClose} className="rounded-md px-4 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50">
            {t("cancel")}
          </button>
          <button
            type="button"
            disabled={!confirmed || remove.isPending}
            aria-busy={remove.isPending}
            onClick={() => remove.mutate()}
            className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {t("deleteConfirm")}
          </button>
        </>
      }
    >
      <div className="space-y-4">
        <p>{t("deleteWarning", { name: site.name })}</p>
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-gray-800">
            {t("deleteTypeName", { name: site.name })}
          </label>
          <input id={inputId} data-autofocus value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" className="mt-1 w-full rounded-md border border-gray-400 px-3 py-2" />
        </div>
        {remove.isError && <p role="alert" className="text-red-700">{t("deleteFailed")}</p>}
      </div>
    </EditorDialog>
    </Suspense>
  );
}
