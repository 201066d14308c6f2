"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useState, type KeyboardEvent } from "react";
import { SECONDARY_BUTTON } from "@/components/editors/shared/buttons";
import { anyAnswer, ApiClientError, apiFetch } from "@/lib/api/client";
import { postScheduleAnswerSchema } from "@/lib/publishing/scheduled-posts/schemas";
import { LABEL } from "./post-main-view";

const schedulePath = (slug: string) => `/api/posts/${encodeURIComponent(slug)}/schedule`;

/** The message for a refused schedule: the codes the route answers, else a retry. */
function errorKey(error: unknown): "past" | "forbidden" | "locked" | "failed" {
  if (!(error instanceof ApiClientError)) return "failed";
  if (error.status === 400) return "past";
  if (error.status === 403) return "forbidden";
  if (error.status === 423) return "locked";
  return "failed";
}

/**
 * "Publish at" on a saved post (issue 40): a time to come hides the post now and publishes it then (PUT
 * /api/posts/{slug}/schedule); a scheduled post shows its time with Cancel (the post stays hidden), a failed one
 * the reason. Its own requests, beside the form's Update: scheduling is not an edit of the form's fields.
 */
export function PostScheduleField({ slug }: { slug: string }) {
  const t = useTranslations("Editors.post.schedule");
  const format = useFormatter();
  const id = useId();
  const client = useQueryClient();
  const [at, setAt] = useState("");
  const queryKey = ["editing", "post", slug, "schedule"];
  const current = useQuery({ queryKey, queryFn: () => apiFetch(schedulePath(slug), postScheduleAnswerSchema, { cache: "no-store" }), staleTime: 0 });
  const refresh = () => client.invalidateQueries({ queryKey });
  const schedule = useMutation({
    mutationFn: (publishAt: string) => apiFetch(schedulePath(slug), anyAnswer, { method: "PUT", body: { publish_at: publishAt } }),
    onMutate: (): void => cancel.reset(),
    onSuccess: () => setAt(""),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: () => apiFetch(schedulePath(slug), anyAnswer, { method: "DELETE" }),
    onMutate: (): void => schedule.reset(),
    onSettled: refresh,
  });

  if (!current.data) return null;
  const { schedule: scheduled, may_schedule: mayChange } = current.data;
  const busy = schedule.isPending || cancel.isPending;
  const failure = schedule.error ?? cancel.error;
  const submit = () => {
    if (at) schedule.mutate(new Date(at).toISOString());
  };
  // Enter in the time schedules it rather than submitting the post's form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    submit();
  };

  return (
    <div className="space-y-2 text-sm">
      {scheduled?.status === "scheduled" && (
        <p className="flex flex-wrap items-center gap-3 rounded-lg bg-sky-50 px-3 py-2 text-sky-900" data-scheduled-at={scheduled.publish_at}>
          {t("scheduled", { time: format.dateTime(new Date(scheduled.publish_at), { dateStyle: "medium", timeStyle: "short" }) })}
          {mayChange && (
            <button type="button" className={SECONDARY_BUTTON} disabled={busy} onClick={() => cancel.mutate()}>
              {t("cancel")}
            </button>
          )}
        </p>
      )}
      {scheduled?.status === "failed" && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
          {t("failed", { reason: scheduled.error ?? "" })}
        </p>
      )}
      {mayChange && (
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={id} className={LABEL}>
              {t("publishAt")}
            </label>
            <input
              id={id}
              type="datetime-local"
              aria-describedby={`${id}-hint`}
              className="mt-1 block rounded-lg border border-gray-300 px-3 py-2 text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
              value={at}
              onChange={(event) => setAt(event.target.value)}
              onKeyDown={onKeyDown}
            />
          </div>
          <button type="button" className={SECONDARY_BUTTON} disabled={busy || !at} onClick={submit}>
            {t("schedule")}
          </button>
          <p id={`${id}-hint`} className="w-full text-xs text-gray-700">
            {t("hint")}
          </p>
        </div>
      )}
      {failure && (
        <p role="alert" className="text-red-700">
          {t(`errors.${errorKey(failure)}`)}
        </p>
      )}
    </div>
  );
}
