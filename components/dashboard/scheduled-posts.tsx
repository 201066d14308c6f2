"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { anyAnswer, apiFetch } from "@/lib/api/client";
import { DASHBOARD_QUERY_KEY } from "@/lib/dashboard/constants";
import { scheduledPostsAnswerSchema } from "@/lib/publishing/scheduled-posts/schemas";
import { CARD_BUTTON } from "./dashboard-card";

/** Under the Dashboard's key: refreshing the Dashboard refreshes the list too. */
const SCHEDULED_POSTS_KEY = [...DASHBOARD_QUERY_KEY, "scheduled-posts"] as const;

/**
 * The posts waiting for their "Publish at" time, and those whose publish failed with the reason (GET /api/scheduled),
 * each with Cancel: the post stays hidden. Nothing when there are none.
 */
export function ScheduledPosts({ token }: { token: string }) {
  const t = useTranslations("Dashboard.publishing");
  const format = useFormatter();
  const client = useQueryClient();
  const list = useQuery({ queryKey: SCHEDULED_POSTS_KEY, queryFn: () => apiFetch("/api/scheduled", scheduledPostsAnswerSchema, { token }), staleTime: 0 });
  const cancel = useMutation({
    mutationFn: (slug: string) => apiFetch(`/api/posts/${encodeURIComponent(slug)}/schedule`, anyAnswer, { method: "DELETE", token }),
    onSettled: () => client.invalidateQueries({ queryKey: SCHEDULED_POSTS_KEY }),
  });

  if (list.isError) return <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-700">{t("postsLoadFailed")}</p>;
  if (!list.data || list.data.posts.length === 0) return null;

  return (
    <div className="space-y-2 border-t border-gray-100 pt-3">
      <h3 className="font-semibold text-gray-900">{t("postsTitle")}</h3>
      {cancel.isError && <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-700">{t("cancelFailed")}</p>}
      <ul className="space-y-2">
        {list.data.posts.map((post) => (
          <li key={post.id} className="flex flex-wrap items-center justify-between gap-2" data-scheduled-at={post.publish_at}>
            <span className={post.status === "failed" ? "text-red-700" : undefined}>
              {post.status === "failed"
                ? t("postFailed", { title: post.title, reason: post.error ?? "" })
                : t("postScheduled", { title: post.title, time: format.dateTime(new Date(post.publish_at), { dateStyle: "medium", timeStyle: "short" }) })}
            </span>
            <button
              type="button"
              className={CARD_BUTTON}
              disabled={cancel.isPending}
              aria-label={t("cancelPost", { title: post.title })}
              onClick={() => cancel.mutate(post.slug)}
            >
              {t("cancelPostShort")}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
