"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useLocalizedPath, useSite } from "@/components/site/site-context";
import { ApiClientError } from "@/lib/api/client";
import { DASHBOARD_QUERY_KEY } from "@/lib/dashboard/constants";
import type { RecentChange } from "@/lib/dashboard/schemas";
import { CARD_BUTTON, CARD_LINK, DashboardCard } from "./dashboard-card";
import { undoChange } from "./dashboard-queries";
import { useChangeLabels } from "./use-change-labels";

/** The undo was refused because the row changed since (412) or can no longer be undone (409, 404). */
const isStale = (error: unknown) => error instanceof ApiClientError && [404, 409, 412].includes(error.status);

/** Recent saved changes, newest first, each with Undo (the editors' undo endpoint) and a link to where it is. */
export function ChangesCard({ changes, token }: { changes: RecentChange[]; token: string }) {
  const t = useTranslations("Dashboard.changes");
  const { locale } = useSite();
  const localized = useLocalizedPath();
  const labels = useChangeLabels();
  const client = useQueryClient();
  const undo = useMutation({
    mutationFn: (change: RecentChange) => undoChange(change.id, token),
    // The card is read again whatever happened: the undo is the newest change, or the list moved on.
    onSettled: () => client.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
  });
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });

  return (
    <DashboardCard title={t("title")}>
      <p role="status" aria-live="polite" className={undo.isSuccess ? "" : "sr-only"}>
        {undo.isSuccess ? t("undone") : ""}
      </p>
      {undo.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-700">
          {isStale(undo.error) ? t("stale") : t("failed")}
        </p>
      )}
      {changes.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {changes.map((change) => {
            const name = labels.describe(change);
            return (
              <li key={change.id} className="flex items-start justify-between gap-3 py-2" data-change-id={change.id}>
                <div className="min-w-0">
                  <p className="font-medium text-gray-900">
                    {change.path ? (
                      <a href={localized(change.path)} className={CARD_LINK}>
                        {name}
                      </a>
                    ) : (
                      name
                    )}
                  </p>
                  <p className="text-gray-600">
                    {labels.action(change.action)}
                    {change.actor_name && ` · ${t("by", { name: change.actor_name })}`}
                    {" · "}
                    <time dateTime={change.created_at}>{when.format(new Date(change.created_at))}</time>
                  </p>
                </div>
                {change.can_undo && (
                  <button
                    type="button"
                    onClick={() => undo.mutate(change)}
                    disabled={undo.isPending}
                    aria-label={t("undoLabel", { name })}
                    className={CARD_BUTTON}
                  >
                    {t("undo")}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}
