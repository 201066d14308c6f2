"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { FormStatus } from "@/components/auth/form-status";
import { SubmitButton } from "@/components/auth/submit-button";
import { TextField } from "@/components/auth/text-field";
import { useFormStatus } from "@/components/auth/use-form-status";
import { QueryProvider } from "@/components/query/query-provider";
import { useSite } from "@/components/site/site-context";
import { ApiClientError, apiFetch } from "@/lib/api/client";
import { PERSON_NAME_MESSAGE } from "@/lib/email/person-name";
import { formValues } from "@/lib/form-values";
import { meetingKeys } from "@/lib/meetings/query-keys";
import { createBookingAnswerSchema, createBookingInputSchema, type CreateBookingInput } from "@/lib/meetings/schemas";
import { SlotPicker } from "./slot-picker";

export interface MeetingTypeOption {
  id: string;
  name: string;
  description: string;
  durationMinutes: number;
}

const FIELD_ERRORS = { meeting_type_id: "chooseType", scheduled_at: "chooseSlot", customer_name: "nameRequired", customer_email: "emailInvalid" } as const;

/** The public booking form: meeting type, free time, name and email; one booking per attempt however often it is sent. */
export function BookingForm(props: { meetingTypes: MeetingTypeOption[] }) {
  return (
    <QueryProvider>
      <Form {...props} />
    </QueryProvider>
  );
}

function Form({ meetingTypes }: { meetingTypes: MeetingTypeOption[] }) {
  const t = useTranslations("Meetings.book");
  const tRoom = useTranslations("Meetings.room");
  const locale = useLocale();
  const { locale: siteLocale } = useSite();
  const form = useFormStatus();
  const client = useQueryClient();
  const [typeId, setTypeId] = useState<string | null>(meetingTypes.length === 1 ? meetingTypes[0].id : null);
  const [booked, setBooked] = useState<{ email: string; path: string | null; emailSent: boolean } | null>(null);
  // One key per booking attempt: a double click or a retry after a lost answer sends the same key.
  const idempotencyKey = useRef<string | null>(null);
  const book = useMutation({
    mutationFn: (input: CreateBookingInput) => apiFetch("/api/meetings/bookings", createBookingAnswerSchema, { method: "POST", body: input }),
    // The booked time is no longer free.
    onSuccess: (_answer, input) => {
      void client.invalidateQueries({ queryKey: meetingKeys.slots(input.meeting_type_id) });
    },
    // Someone else took the time: the list starts over (loading, then the free times with none chosen).
    onError: (error, input) => {
      if (error instanceof ApiClientError && error.code === "slot_taken") void client.resetQueries({ queryKey: meetingKeys.slots(input.meeting_type_id) });
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (book.isPending) return;
    const values = formValues(event.currentTarget, ["scheduled_at", "customer_name", "customer_email"] as const);
    idempotencyKey.current ??= crypto.randomUUID();
    const parsed = createBookingInputSchema.safeParse({
      meeting_type_id: typeId ?? "",
      ...values,
      idempotency_key: idempotencyKey.current,
      locale: siteLocale,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      // A name that carries a link or an address is refused with its own message (emails hold names as plain text).
      if (issue?.message === PERSON_NAME_MESSAGE) return form.setError(t("namePlain"));
      return form.setError(t(FIELD_ERRORS[issue?.path[0] as keyof typeof FIELD_ERRORS] ?? "chooseSlot"));
    }
    form.clear();
    try {
      const answer = await book.mutateAsync(parsed.data);
      setBooked({ email: parsed.data.customer_email, path: answer.guest_path, emailSent: answer.email_sent || !answer.created });
    } catch (error) {
      const code = error instanceof ApiClientError ? error.code : null;
      // A refused attempt is over: the next one is a new booking request with a new key.
      if (error instanceof ApiClientError && error.status < 500) idempotencyKey.current = null;
      if (code === "slot_taken") form.setError(t("slotTaken"));
      else form.setError(code === "validation_failed" ? t("chooseSlot") : tRoom("error"));
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
      {typeId && <SlotPicker key={typeId} meetingTypeId={typeId} locale={locale} />}
      <TextField label={t("name")} name="customer_name" autoComplete="name" />
      <TextField label={t("email")} name="customer_email" type="email" autoComplete="email" />
      <SubmitButton busy={book.isPending} label={t("submit")} busyLabel={t("submitting")} />
    </form>
  );
}
