"use client";

import { useState, type FormEvent } from "react";
import { anyAnswer, ApiClientError, apiFetch } from "@/lib/api/client";
import type { Messages } from "@/lib/i18n/messages";

/** The form's texts, handed by the section (components/sections/contact-section.tsx). */
export type ContactTexts = Messages["Sections"]["contact"];

type Status = { kind: "idle" | "sending" | "sent" } | { kind: "error"; message: string };

const FIELD = "form-field";

/** The contact section's form: posts to /api/contact, which stores the message for the organisation's admins. */
export function ContactForm({ sectionId, texts }: { sectionId?: string; texts: ContactTexts }) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form));
    setStatus({ kind: "sending" });
    try {
      await apiFetch("/api/contact", anyAnswer, { method: "POST", body: { ...data, ...(sectionId && { section_id: sectionId }) } });
      form.reset();
      setStatus({ kind: "sent" });
    } catch (error) {
      setStatus({ kind: "error", message: error instanceof ApiClientError && error.status === 429 ? texts.rateLimited : texts.failed });
    }
  }

  return (
    <form onSubmit={submit} className="mx-auto grid max-w-xl gap-4">
      <label className="form-label">
        {texts.name}
        <input name="name" required maxLength={120} autoComplete="name" className={FIELD} />
      </label>
      <label className="form-label">
        {texts.email}
        <input name="email" type="email" required maxLength={320} autoComplete="email" className={FIELD} />
      </label>
      <label className="form-label">
        {texts.message}
        <textarea name="message" required maxLength={5000} rows={5} className={FIELD} />
      </label>
      <button type="submit" disabled={status.kind === "sending"} className="form-button">
        {status.kind === "sending" ? texts.sending : texts.send}
      </button>
      <p role="status" className={status.kind === "error" ? "text-red-700" : "text-emerald-800"}>
        {status.kind === "sent" ? texts.sent : status.kind === "error" ? status.message : ""}
      </p>
    </form>
  );
}
