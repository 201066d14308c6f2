"use client";

import type { Session } from "@supabase/supabase-js";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { z } from "zod";
import { ApiClientError, apiFetch } from "@/lib/api/client";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { SITE_TEMPLATES, type SiteTemplate } from "@/lib/sites/schemas";
import { siteEntryUrl } from "./site-address";

const availabilityAnswer = z.object({
  slug: z.string(),
  host: z.string().nullable(),
  available: z.boolean(),
  reason: z.enum(["unusable", "reserved", "taken"]).optional(),
});
const createdAnswer = z.object({ id: z.string(), host: z.string() });

const TEMPLATE_LABELS: Record<SiteTemplate, "templateEmpty" | "templateNorthwind" | "templateAcme" | "templateAlpenbau"> = {
  empty: "templateEmpty",
  northwind: "templateNorthwind",
  acme: "templateAcme",
  alpenbau: "templateAlpenbau",
};
const REASON_MESSAGES = { unusable: "nameUnusable", reserved: "nameReserved", taken: "nameTaken" } as const;

/** A value that follows `value` once it has stayed the same for `ms`: one availability check per pause in typing. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Create a site: its name (the address is checked as the person types), default language and starting point. */
export function CreateSiteForm({ session }: { session: Session }) {
  const t = useTranslations("Console");
  const locale = useLocale();
  const ids = { name: useId(), status: useId(), language: useId(), heading: useId() };
  const [name, setName] = useState("");
  const [language, setLanguage] = useState<Locale>(LOCALES.includes(locale as Locale) ? (locale as Locale) : "en");
  const [template, setTemplate] = useState<SiteTemplate>("empty");
  const [state, setState] = useState<{ busy: boolean; message: string | null; alert: boolean }>({ busy: false, message: null, alert: false });
  const settledName = useSettled(name.trim(), 300);
  const availability = useQuery({
    queryKey: ["console", "availability", settledName],
    queryFn: () => apiFetch(`/api/sites/availability?name=${encodeURIComponent(settledName)}`, availabilityAnswer, { token: session.access_token }),
    enabled: settledName.length > 0,
  });
  const languageNames = useMemo(() => new Intl.DisplayNames([locale], { type: "language" }), [locale]);

  const answer = settledName === name.trim() ? availability.data : undefined;
  const nameMessage = !answer ? null : answer.available ? t("available") : t(REASON_MESSAGES[answer.reason ?? "taken"]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState({ busy: true, message: t("creating"), alert: false });
    try {
      const created = await apiFetch("/api/sites", createdAnswer, { method: "POST", token: session.access_token, body: { name: name.trim(), default_language: language, template } });
      setState({ busy: true, message: t("created"), alert: false });
      window.location.assign(siteEntryUrl({ host: created.host, local_host: created.host }, session));
    } catch (error) {
      const reason = error instanceof ApiClientError ? error.details.reason : undefined;
      const message =
        reason === "taken" || reason === "reserved"
          ? t(REASON_MESSAGES[reason])
          : error instanceof ApiClientError && error.status === 429
            ? t("rateLimited")
            : t("failed");
      setState({ busy: false, message, alert: true });
    }
  };

  return (
    <section aria-labelledby={ids.heading} className="rounded-xl bg-white p-6 shadow ring-1 ring-gray-200">
      <h2 id={ids.heading} className="text-2xl font-semibold text-gray-900">
        {t("createTitle")}
      </h2>
      <form onSubmit={submit} className="mt-4 space-y-5">
        <div>
          <label htmlFor={ids.name} className="block text-sm font-medium text-gray-800">
            {t("name")}
          </label>
          <input
            id={ids.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            minLength={2}
            maxLength={60}
            aria-describedby={ids.status}
            aria-invalid={answer ? !answer.available : undefined}
            className="mt-1 w-full rounded-md border border-gray-400 px-3 py-2"
          />
          <div id={ids.status} aria-live="polite" className="mt-1 text-sm">
            {answer?.host && <p className="text-gray-700">{t("addressPreview", { address: answer.host })}</p>}
            {nameMessage && <p className={answer?.available ? "text-green-800" : "text-red-700"}>{nameMessage}</p>}
          </div>
        </div>
        <div>
          <label htmlFor={ids.language} className="block text-sm font-medium text-gray-800">
            {t("language")}
          </label>
          <select id={ids.language} value={language} onChange={(event) => setLanguage(event.target.value as Locale)} className="mt-1 rounded-md border border-gray-400 px-3 py-2">
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {languageNames.of(code) ?? code}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-gray-800">{t("startingPoint")}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {SITE_TEMPLATES.map((option) => (
              <label key={option} className="flex items-center gap-2 rounded-md border border-gray-300 px-3 py-2 has-[:checked]:border-sky-700 has-[:checked]:bg-sky-50">
                <input type="radio" name="template" value={option} checked={template === option} onChange={() => setTemplate(option)} />
                {t(TEMPLATE_LABELS[option])}
              </label>
            ))}
          </div>
        </fieldset>
        {state.message && (
          <p role={state.alert ? "alert" : "status"} className={state.alert ? "text-sm text-red-700" : "text-sm text-gray-800"}>
            {state.message}
          </p>
        )}
        <button
          type="submit"
          disabled={state.busy || (answer !== undefined && !answer.available)}
          aria-busy={state.busy}
          className="rounded-md bg-sky-700 px-5 py-2 font-semibold text-white hover:bg-sky-800 disabled:opacity-60"
        >
          {t("create")}
        </button>
      </form>
    </section>
  );
}
