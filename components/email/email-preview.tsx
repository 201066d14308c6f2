"use client";

import type { Session } from "@supabase/supabase-js";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { z } from "zod";
import { LoginNotice } from "@/components/account/login-notice";
import { QueryProvider } from "@/components/query/query-provider";
import { useSite } from "@/components/site/site-context";
import { apiFetch } from "@/lib/api/client";
import { useSession } from "@/lib/auth/use-session";
import { EMAIL_PREVIEW_PATH, EMAIL_TEMPLATES, type EmailTemplate } from "@/lib/email/constants";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

const previewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });

/** /admin/emails: every email the site sends, in every language, as HTML and as plain text (admins only, by the API). */
export function EmailPreview() {
  const t = useTranslations("EmailPreview");
  const session = useSession();
  if (session === undefined) return null;
  if (!session) return <LoginNotice message={t("intro")} linkText={t("show")} returnPath={EMAIL_PREVIEW_PATH} />;
  return (
    <QueryProvider>
      <Preview session={session} />
    </QueryProvider>
  );
}

function Preview({ session }: { session: Session }) {
  const t = useTranslations("EmailPreview");
  const { locale: pageLocale } = useSite();
  const [template, setTemplate] = useState<EmailTemplate>("booking_confirmation");
  const [locale, setLocale] = useState<Locale>(pageLocale);
  const ids = { template: useId(), locale: useId() };
  const languageName = new Intl.DisplayNames([pageLocale], { type: "language" });
  const { data, error } = useQuery({
    queryKey: ["email-preview", template, locale, session.user.id],
    queryFn: () => apiFetch(`/api/emails/preview?template=${template}&locale=${locale}`, previewSchema, { token: session.access_token }),
  });
  const select = "rounded-md border border-gray-300 px-3 py-2";

  return (
    <section className="space-y-4" aria-labelledby={`${ids.template}-title`}>
      <h1 id={`${ids.template}-title`} className="text-2xl font-semibold">
        {t("title")}
      </h1>
      <p className="text-gray-600">{t("intro")}</p>
      <div className="flex flex-wrap gap-4">
        <label htmlFor={ids.template} className="flex flex-col gap-1">
          {t("template")}
          <select id={ids.template} className={select} value={template} onChange={(event) => setTemplate(event.target.value as EmailTemplate)}>
            {EMAIL_TEMPLATES.map((name) => (
              <option key={name} value={name}>
                {t(`templates.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.locale} className="flex flex-col gap-1">
          {t("language")}
          <select id={ids.locale} className={select} value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {languageName.of(code)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-700">{error.message}</p>}
      {data && (
        <div className="space-y-4" data-email-preview={`${template}:${locale}`}>
          <p>
            <span className="font-medium">{t("subject")}:</span> <span lang={locale}>{data.subject}</span>
          </p>
          <h2 className="text-lg font-medium">{t("html")}</h2>
          {/* The email in a sandbox with no scripts, as a mail client shows it. */}
          <iframe title={t("html")} srcDoc={data.html} sandbox="" className="h-[32rem] w-full rounded-md border border-gray-200 bg-white" />
          <h2 className="text-lg font-medium">{t("text")}</h2>
          <pre lang={locale} className="overflow-x-auto whitespace-pre-wrap rounded-md border border-gray-200 bg-gray-50 p-4 text-sm">
            {data.text}
          </pre>
        </div>
      )}
    </section>
  );
}
