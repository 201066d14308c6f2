"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { anyAnswer, apiFetch } from "@/lib/api/client";
import { LOCALE_NAMES, type Locale } from "@/lib/i18n/locales";
import type { PendingTranslation } from "@/lib/translations/review-view";
import { useChangeSetAction, type ChangeSetAnswer } from "./use-change-set";

const LINK_BUTTON =
  "rounded text-sm font-semibold text-sky-800 underline hover:text-sky-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

type Change = ChangeSetAnswer["changes"][number];
interface Review {
  change: Change;
  translation: PendingTranslation;
}

/** The change set's translations by language, in the order the site lists its languages. */
function byLanguage(changes: Change[]): [Locale, Review[]][] {
  const groups = new Map<Locale, Review[]>();
  for (const change of changes)
    for (const translation of change.translations) groups.set(translation.lang, [...(groups.get(translation.lang) ?? []), { change, translation }]);
  return [...groups.entries()].sort(([a], [b]) => (Object.keys(LOCALE_NAMES).indexOf(a) < Object.keys(LOCALE_NAMES).indexOf(b) ? -1 : 1));
}

/**
 * Translations waiting to be published, grouped by language (issue 42 §4): each one beside its source, accepted
 * (live now, for those who may publish) or discarded one by one.
 */
export function TranslationReview({
  changes,
  mayPublish,
  defaultLanguage,
  busy,
}: {
  changes: Change[];
  mayPublish: boolean;
  defaultLanguage: string;
  busy: boolean;
}) {
  const t = useTranslations("TranslationReview");
  const review = useChangeSetAction(({ change, translation, action }: Review & { action: "accept" | "discard" }) =>
    apiFetch(`/api/change-set/changes/${change.id}/translations`, anyAnswer, {
      method: "POST",
      body: { field: translation.field, lang: translation.lang, action },
    }),
  );
  const groups = byLanguage(changes);
  if (groups.length === 0) return null;
  const disabled = busy || review.isPending;
  return (
    <div className="space-y-3">
      {review.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-900">
          {t("reviewFailed")}
        </p>
      )}
      {groups.map(([lang, reviews]) => (
        <LanguageGroup key={lang} lang={lang} count={reviews.length}>
          {reviews.map((item) => {
            const { change, translation } = item;
            const what = `${t(`kinds.${change.entity}` as "kinds.other")} · ${translation.field}`;
            return (
              <li key={`${change.id}:${translation.field}:${lang}`} className="space-y-2 px-3 py-2">
                <p className="font-semibold text-gray-900">{what}</p>
                <div className="grid gap-2 sm:grid-cols-2">
                  <div>
                    <p className="text-xs font-semibold uppercase text-gray-600">{defaultLanguage}</p>
                    <p lang={undefined} className="whitespace-pre-wrap break-words text-gray-800">
                      {translation.source}
                    </p>
                  </div>
                  <div>
                    <p className="text-xs font-semibold uppercase text-gray-600">{LOCALE_NAMES[lang]}</p>
                    <p lang={lang} className="whitespace-pre-wrap break-words text-gray-900">
                      {translation.translation}
                    </p>
                    {translation.live && <p className="text-xs text-gray-600">{t("replaces", { text: translation.live })}</p>}
                  </div>
                </div>
                <div className="flex gap-3">
                  {mayPublish && (
                    <button
                      type="button"
                      className={LINK_BUTTON}
                      disabled={disabled}
                      aria-label={t("acceptLabel", {
                        what,
                        language: LOCALE_NAMES[lang],
                      })}
                      onClick={() => review.mutate({ ...item, action: "accept" })}
                    >
                      {t("accept")}
                    </button>
                  )}
                  <button
                    type="button"
                    className={LINK_BUTTON}
                    disabled={disabled}
                    aria-label={t("discardLabel", {
                      what,
                      language: LOCALE_NAMES[lang],
                    })}
                    onClick={() => review.mutate({ ...item, action: "discard" })}
                  >
                    {t("discard")}
                  </button>
                </div>
              </li>
            );
          })}
        </LanguageGroup>
      ))}
    </div>
  );
}

function LanguageGroup({ lang, count, children }: { lang: Locale; count: number; children: React.ReactNode }) {
  const t = useTranslations("TranslationReview");
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-1 font-semibold text-gray-900">
        {t("group", { language: LOCALE_NAMES[lang], count })}
      </h3>
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200">{children}</ul>
    </section>
  );
}
