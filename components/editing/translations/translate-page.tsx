"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { CHANGE_SET_KEY } from "@/components/editing/publishing/use-change-set";
import { useSite } from "@/components/site/site-context";
import { anyAnswer, ApiClientError, apiFetch } from "@/lib/api/client";
import { LOCALE_NAMES } from "@/lib/i18n/locales";
import { translationStatusKey } from "./outdated-texts";

const BAR_BUTTON = "rounded px-2 py-1 text-xs font-medium hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-300";

/** What the machine route is asked to translate: the post this page shows, else the page itself. */
function pageTarget(): { post_slug: string } | { url_page: string } {
  const post = document.querySelector<HTMLElement>("article[data-post-slug]")?.dataset.postSlug;
  return post ? { post_slug: post } : { url_page: window.location.pathname };
}

/**
 * In the edit bar, for admins viewing another language than the default: "Translate missing and outdated texts into
 * …" (issue 42 §2). The translations go into the change set for review; without a model configured, the panel says
 * how to configure one.
 */
export function TranslatePage() {
  const t = useTranslations("TranslationReview");
  const { locale } = useSite();
  const panelId = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const language = LOCALE_NAMES[locale];
  const translate = useMutation({
    mutationFn: () =>
      apiFetch("/api/translations/machine", anyAnswer, {
        method: "POST",
        body: { ...pageTarget(), lang: locale },
      }) as Promise<{ changes: unknown[]; skipped: unknown[] }>,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: CHANGE_SET_KEY });
      void queryClient.invalidateQueries({
        queryKey: translationStatusKey(locale),
      });
    },
  });
  const error = translate.error instanceof ApiClientError ? translate.error : null;
  const outcome = translate.data;

  return (
    <div className="relative">
      <button type="button" className={BAR_BUTTON} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((now) => !now)}>
        {t("translatePage")}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t("translatePage")}
          className="absolute bottom-full left-0 mb-2 w-80 space-y-2 rounded-lg bg-white p-3 text-sm text-gray-900 shadow-xl ring-1 ring-gray-200"
        >
          <p>{t("translateExplained", { language })}</p>
          <button
            type="button"
            className="rounded-lg bg-sky-700 px-3 py-1.5 font-semibold text-white hover:bg-sky-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 disabled:opacity-60"
            disabled={translate.isPending}
            onClick={() => translate.mutate()}
          >
            {translate.isPending ? t("translating") : t("translateInto", { language })}
          </button>
          <div role="status" aria-live="polite">
            {outcome && (
              <p>
                {t("translated", {
                  count: outcome.changes.length,
                  skipped: outcome.skipped.length,
                })}
              </p>
            )}
          </div>
          {error && (
            <p role="alert" className="text-red-800">
              {error.code === "model_not_configured" ? t("notConfigured") : t("translateFailed")}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
