"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { SECONDARY_BUTTON } from "@/components/editors/shared/buttons";
import { anyAnswer, apiFetch } from "@/lib/api/client";

interface PreviewLink {
  id: string;
  expires_at: string;
  created_at: string;
}

const LINKS_KEY = ["publishing", "preview-links"] as const;
const LINK_BUTTON = "rounded text-sm font-semibold text-sky-800 underline hover:text-sky-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

/**
 * "Share preview": a link that shows the site with the unpublished changes to anyone who has it, for 24 hours, and
 * the links that still work, each revocable.
 */
export function SharePreview() {
  const t = useTranslations("Publishing");
  const format = useFormatter();
  const fieldId = useId();
  const client = useQueryClient();
  const [copied, setCopied] = useState(false);
  const links = useQuery({ queryKey: LINKS_KEY, queryFn: () => apiFetch("/api/change-set/preview-links", anyAnswer) as Promise<{ links: PreviewLink[] }> });
  const refresh = () => client.invalidateQueries({ queryKey: LINKS_KEY });
  const share = useMutation({
    mutationFn: () => apiFetch("/api/change-set/preview-links", anyAnswer, { method: "POST" }) as Promise<{ url: string; expires_at: string }>,
    onSuccess: () => setCopied(false),
    onSettled: refresh,
  });
  const revoke = useMutation({ mutationFn: (id: string) => apiFetch(`/api/change-set/preview-links/${id}`, anyAnswer, { method: "DELETE" }), onSettled: refresh });
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });

  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };

  return (
    <div className="space-y-2 border-t border-gray-200 pt-3">
      <button type="button" className={SECONDARY_BUTTON} disabled={share.isPending} onClick={() => share.mutate()}>
        {t("sharePreview")}
      </button>
      {share.isError && <p role="alert" className="text-red-800">{t("errors.failed")}</p>}
      {share.data && (
        <div className="space-y-1">
          <label htmlFor={fieldId} className="block font-medium text-gray-800">
            {t("previewLink")}
          </label>
          <div className="flex gap-2">
            <input id={fieldId} readOnly value={share.data.url} className="min-w-0 flex-1 rounded-lg border border-gray-300 px-2 py-1.5 font-mono text-xs" onFocus={(event) => event.target.select()} />
            <button type="button" className={SECONDARY_BUTTON} onClick={() => void copy(share.data.url)}>
              {copied ? t("copied") : t("copy")}
            </button>
          </div>
          <p className="text-gray-600">{t("shareExplained", { time: when(share.data.expires_at) })}</p>
        </div>
      )}
      {links.data && links.data.links.length > 0 && (
        <div>
          <p className="font-medium text-gray-800">{t("activeLinks")}</p>
          <ul className="space-y-1">
            {links.data.links.map((link) => (
              <li key={link.id} className="flex items-center justify-between gap-3">
                <span>{when(link.created_at)}</span>
                <button type="button" className={LINK_BUTTON} disabled={revoke.isPending} aria-label={t("revokeLabel", { time: when(link.created_at) })} onClick={() => revoke.mutate(link.id)}>
                  {t("revoke")}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
