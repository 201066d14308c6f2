"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useNow, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { apiFetchVersioned, staleConflict, type StaleConflict } from "@/lib/api/client";
import { savedRowSchema, type SavedRow } from "@/lib/editing/answers";
import type { EntityName } from "@/lib/editing/entities";
import { isUnreachable } from "@/lib/editing/failure";
import { leaseHeldBy } from "@/lib/posts/lock/schemas";
import { DiffDisclosure } from "./diff-disclosure";

/** The parts of a revision (GET /api/revisions) the history shows. */
const revisionRowSchema = z.object({
  id: z.number(),
  action: z.string(),
  version: z.number().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  changed_fields: z.array(z.string()),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
type RevisionRow = z.infer<typeof revisionRowSchema>;

/** One entity's history in the query cache: an editor invalidates it after each save. */
export const historyQueryKey = (entity: EntityName, entityId: string) => ["revisions", entity, entityId] as const;

export interface HistoryViewProps {
  entity: EntityName;
  entityId: string;
  /** The version the editor holds: Restore names it in If-Match. */
  currentVersion: number;
  fieldLabel?(field: string): string;
  onRestored(row: SavedRow): void;
  /** Restore found a newer version than the editor's (412): the editor takes it in. */
  onStale?(stale: StaleConflict): void;
}

const BUTTON =
  "rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50 disabled:opacity-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

/** An entity's saved changes, newest first, each with Restore (the state it left, itself a new revision). */
export function HistoryView({ entity, entityId, currentVersion, fieldLabel = (field) => field, onRestored, onStale }: HistoryViewProps) {
  const t = useTranslations("Editors");
  const tEditMode = useTranslations("EditMode");
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const queryClient = useQueryClient();
  const [restoreError, setRestoreError] = useState<string | null>(null);
  // The admin's own clock: the admin layer runs only in the browser.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const history = useQuery({
    queryKey: historyQueryKey(entity, entityId),
    queryFn: async () => {
      const params = new URLSearchParams({ entity, entity_id: entityId });
      return (await apiFetchVersioned(`/api/revisions?${params}`, z.array(revisionRowSchema))).data;
    },
  });

  const restore = useMutation({
    mutationFn: (revision: RevisionRow) => apiFetchVersioned(`/api/revisions/${revision.id}/restore`, savedRowSchema, { method: "POST", version: currentVersion }),
    onMutate: () => setRestoreError(null),
    onSuccess: ({ data, version }) => {
      void queryClient.invalidateQueries({ queryKey: historyQueryKey(entity, entityId) });
      onRestored({ ...data, version });
    },
    onError: (error) => {
      const stale = staleConflict(error);
      if (stale) {
        setRestoreError(t("history.stale"));
        onStale?.(stale);
      } else {
        const lease = leaseHeldBy(error);
        if (lease) setRestoreError(tEditMode("leaseHeld", { name: lease.holder_name }));
        else setRestoreError(isUnreachable(error) ? t("errors.unreachable") : t("history.restoreFailed"));
      }
    },
  });

  if (history.isPending) return <p role="status">{t("history.loading")}</p>;
  if (history.isError) {
    return (
      <div role="alert" className="space-y-2">
        <p>{t("errors.loadFailed")}</p>
        <button type="button" className={BUTTON} onClick={() => void history.refetch()}>
          {t("retry")}
        </button>
      </div>
    );
  }
  if (history.data.length === 0) return <p>{t("history.empty")}</p>;

  return (
    <div className="space-y-3">
      {restoreError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {restoreError}
        </p>
      )}
      <ol className="divide-y divide-gray-200 rounded-lg border border-gray-200">
        {history.data.map((revision) => {
          const at = new Date(revision.created_at);
          const when = format.relativeTime(at, now);
          const who = revision.actor_name ?? t("history.unknownActor");
          const current = revision.version === currentVersion;
          return (
            <li key={revision.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-gray-900">
                  {t.has(`history.actions.${revision.action}`) ? t(`history.actions.${revision.action}`) : t("history.actions.other")} · {who} ·{" "}
                  <time dateTime={revision.created_at} title={format.dateTime(at, { dateStyle: "medium", timeStyle: "short", timeZone })}>
                    {when}
                  </time>
                </p>
                {revision.changed_fields.length > 0 && (
                  <p className="text-gray-600">{t("history.fields", { fields: revision.changed_fields.map(fieldLabel).join(", ") })}</p>
                )}
              </div>
              {current ? (
                <span className="text-sm font-medium text-gray-600">{t("history.current")}</span>
              ) : (
                revision.after && (
                  <button
                    type="button"
                    className={BUTTON}
                    disabled={restore.isPending}
                    aria-label={t("history.restoreLabel", { time: when, name: who })}
                    onClick={() => restore.mutate(revision)}
                  >
                    {restore.isPending && restore.variables?.id === revision.id ? t("history.restoring") : t("history.restore")}
                  </button>
                )
              )}
              {revision.changed_fields.length > 0 && (
                <DiffDisclosure before={revision.before} after={revision.after} fields={revision.changed_fields} fieldLabel={fieldLabel} />
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
