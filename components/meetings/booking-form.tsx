"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { FormStatus } from "@/components/auth/form-status";
import { SubmitButton } from "@/components/auth/submit-button";
import { TextField } from "@/components/auth/text-field";
import { useFormStatus } from "@/components/auth/use-form-status";
import { useSite } from "@/components/site/site-context";
import { ApiClientError, apiFetch } from "@/lib/api/client";
import { formValues } from "@/lib/form-values";
import { createBookingAnswerSchema, createBookingInputSchema } from "@/lib/meetings/schemas";
import { SlotPicker } from "./slot-picker";

export interface MeetingTypeOption {
  id: string;
  name: string;
  description: string;
  durationMinutes: number;
}

const FIELD_ERRORS = { meeting_type_id: "chooseType", scheduled_at: "chooseSlot", customer_name: "nameRequired", customer_email: "emailInvalid" } as const;

/** The public booking form: meeting type, free time, name and email; one booking per attempt however often it is sent. */
export function BookingForm({ meetingTypes }: { meetingTypes: MeetingTypeOption[] }) {
  const t = useTranslations("Meetings.book");
  const tRoom = useTranslations("Meetings.room");
  const locale = useLocale();
  const { locale: siteLocale } = useSite();
  const form = useFormStatus();
  const [typeId, setTypeId] = useState<string | null>(meetingTypes.length === 1 ? meetingTypes[0].id : null);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<{ email: string; path: string | null; emailSent: boolean } | null>(null);
  // One key per booking attempt: a double click or a retry after a lost answer sends the same key.
  const idempotencyKey = useRef<string | null>(null);
  const [slotsVersion, setSlotsVersion] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = formValues(event.currentTarget, ["scheduled_at", "customer_name", "customer_email"] as const);
    idempotencyKey.current ??= crypto.randomUUID();
    const parsed = createBookingInputSchema.safeParse({
      meeting_type_id: typeId ?? "",
      ...values,
      idempotency_key: idempotencyKey.current,
      locale: siteLocale,
    });
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      return form.setError(t(FIELD_ERRORS[field as keyof typeof FIELD_ERRORS] ?? "chooseSlot"));
    }
    setBusy(true);
    form.clear();
    try {
      const answer = await apiFetch("/api/meetings/bookings", createBookingAnswerSchema, { method: "POST", body: parsed.data });
      setBooked({ email: parsed.data.customer_email, path: answer.guest_path, emailSent: answer.email_sent || !answer.created });
    } catch (error) {
      const code = error instanceof ApiClientError ? error.code : null;
      // A refused attempt is over: the next one is a new booking request with a new key.
      if (error instanceof ApiClientError && error.status < 500) idempotencyKey.current = null;
      if (code === "slot_taken") {
        setSlotsVersion((version) => version + 1);
        form.setError(t("slotTaken"));
      } else form.setError(code === "validation_failed" ? t("chooseSlot") : tRoom("error"));
    } finally {
      setBusy(false);
    }
  };

  if (booked) {
    return (
      <div role="status" className="space-y-3 rounded-xl border border-green-200 bg-green-50 p-6 text-green-900" data-testid="booking-confirmed">
        <p>{booked.emailSent ? t("success", { email: booked.email }) : t("successNoEmail")}</p>
        {booked.path && (
          <a href={booked.path} className="font-medium text-sky-800 underline">
            {t("openRoom")}
          </a>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-describedby={form.id}>
      <FormStatus id={form.id} status={form.status} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-700">{t("typeLegend")}</legend>
        {meetingTypes.map((type) => (
          <label key={type.id} className="flex cursor-pointer gap-3 rounded-lg border border-gray-200 p-3 has-[:checked]:border-sky-600 has-[:checked]:bg-sky-50">
            <input type="radio" name="meeting_type_id" value={type.id} checked={typeId === type.id} onChange={() => setTypeId(type.id)} className="mt-1" />
            <span>
              <span className="font-medium text-gray-900">{type.name}</span>{" "}
              <span className="text-sm text-gray-600">({t("minutes", { minutes: type.durationMinutes })})</span>
              {type.description && <span className="block text-sm text-gray-600">{type.description}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      {typeId && <SlotPicker key={`${typeId}:${slotsVersion}`} meetingTypeId={typeId} locale={locale} />}
      <TextField label={t("name")} name="customer_name" autoComplete="name" />
      <TextField label={t("email")} name="customer_email" type="email" autoComplete="email" />
      <SubmitButton busy={busy} label={t("submit")} busyLabel={t("submitting")} />
    </form>
  );
}
