"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";

type Status = { kind: "idle" | "sending" | "sent" } | { kind: "error"; message: string };

const FIELD = "form-field";

/** The contact section's form: posts to /api/contact, which stores the message for the organisation's admins. */
export function ContactForm({ sectionId }: { sectionId?: string }) {
  const t = useTranslations("Sections");
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form));
    setStatus({ kind: "sending" });
    const response = await fetch("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...data, ...(sectionId && { section_id: sectionId }) }),
    }).catch(() => null);
    if (response?.ok) {
      form.reset();
      setStatus({ kind: "sent" });
      return;
    }
    setStatus({ kind: "error", message: response?.status === 429 ? t("contact.rateLimited") : t("contact.failed") });
  }

  return (
    <form onSubmit={submit} className="mx-auto grid max-w-xl gap-4">
      <label className="form-label">
        {t("contact.name")}
        <input name="name" required maxLength={120} autoComplete="name" className={FIELD} />
      </label>
      <label className="form-label">
        {t("contact.email")}
        <input name="email" type="email" required maxLength={320} autoComplete="email" className={FIELD} />
      </label>
      <label className="form-label">
        {t("contact.message")}
        <textarea name="message" required maxLength={5000} rows={5} className={FIELD} />
      </label>
      <button type="submit" disabled={status.kind === "sending"} className="form-button">
        {status.kind === "sending" ? t("contact.sending") : t("contact.send")}
      </button>
      <p role="status" className={status.kind === "error" ? "text-red-700" : "text-emerald-800"}>
        {status.kind === "sent" ? t("contact.sent") : status.kind === "error" ? status.message : ""}
      </p>
    </form>
  );
}
