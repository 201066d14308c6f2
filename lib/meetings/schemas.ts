import { z } from "zod";
import { BOOKING_STATUSES } from "@/lib/model/enums";
import { isPlainPersonName, PERSON_NAME_MESSAGE } from "@/lib/email/person-name";
import { LOCALES } from "@/lib/i18n/locales";

// One zod schema per input, shared by the route handlers, the forms and the tests.

export const bookingIdSchema = z.uuid();

export const slotsQuerySchema = z.object({ meeting_type_id: z.uuid() });

export const createBookingInputSchema = z.object({
  meeting_type_id: z.uuid(),
  scheduled_at: z.iso.datetime({ offset: true }),
  /** The confirmation email greets the guest by it: plain text, never a link. */
  customer_name: z.string().trim().min(1, "Please enter your name.").max(120).refine(isPlainPersonName, PERSON_NAME_MESSAGE),
  customer_email: z.email("Please enter a valid email address.").max(320),
  /** Chosen by the client once per booking attempt: retries and double clicks send the same key. */
  idempotency_key: z.string().min(8).max(100),
  /** The language of the page the visitor booked on: the email and the link use it. */
  locale: z.enum(LOCALES).optional(),
});
export type CreateBookingInput = z.infer<typeof createBookingInputSchema>;

export const updateBookingInputSchema = z.object({ status: z.enum(BOOKING_STATUSES) });

export const leaveWaitingRoomInputSchema = z.object({ booking_id: z.uuid() });

export const launchVideoInputSchema = z.object({
  booking_id: z.uuid(),
  /** The host admitting the guest sets the booking in_progress; joining a running call does not. */
  update_status: z.boolean().default(false),
});

export const listBookingsQuerySchema = z.object({ scope: z.enum(["host", "mine"]).default("mine") });

// Answers, as the browser checks them.

export const bookingViewSchema = z.object({
  id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  title: z.string(),
  meeting_type: z.object({
    id: z.string(),
    name: z.string(),
    /** The name by locale, for the guest's and host's language (pickTranslation). */
    name_translation: z.record(z.string(), z.string()),
    duration_minutes: z.number().nullable(),
  }),
  customer_name: z.string(),
  scheduled_at: z.string(),
  waiting_since: z.string().nullable(),
  host_user_id: z.string().nullable(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

/** server_time lets the browser count waiting time on the server's clock. */
export const bookingAnswerSchema = z.object({ booking: bookingViewSchema, server_time: z.string() });

export const bookingListAnswerSchema = z.object({ bookings: z.array(bookingViewSchema), server_time: z.string() });

export const slotsAnswerSchema = z.object({ slots: z.array(z.string()) });

export const createBookingAnswerSchema = z.object({
  booking: bookingViewSchema,
  created: z.boolean(),
  /** The private link, only in the answer that created the booking (the token is not stored). */
  guest_path: z.string().nullable(),
  email_sent: z.boolean(),
});

export const launchVideoAnswerSchema = z.object({
  success: z.boolean(),
  token: z.string().nullable(),
  room_name: z.string().nullable(),
  server_url: z.string().nullable(),
  error: z.string().nullable(),
});
export type LaunchVideoAnswer = z.infer<typeof launchVideoAnswerSchema>;
