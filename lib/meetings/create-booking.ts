import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { RequestUser } from "@/lib/auth/request-user";
import { asAnon, withRls } from "@/lib/db";
import { queueEmail } from "@/lib/email/outbox";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";
import { logger } from "@/lib/log/logger.mjs";
import type { Site } from "@/lib/tenancy/site";
import { bookingConfirmationEmail } from "./emails";
import { hashBookingToken, newBookingToken } from "./guest-token";
import { createBooking } from "./mutations";
import { findActiveMeetingType } from "./queries";
import type { CreateBookingInput } from "./schemas";
import { isOfferedSlot } from "./slots";
import { toBookingView } from "./views";

/** The SQLSTATE of a database error, looking through the wrappers drizzle puts around it. */
function sqlState(error: unknown): string | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return null;
}

// Raised by private.create_booking (supabase/migrations/20261121000600_meetings.sql).
const BOOKING_ERRORS: Record<string, ApiError> = {
  P0409: new ApiError("slot_taken", "This time has just been booked. Please choose another."),
  "23505": new ApiError("slot_taken", "This time has just been booked. Please choose another."),
  P0404: new ApiError("not_found", "This meeting type is not offered."),
  P0422: new ApiError("validation_failed", "This request was already used for another booking.", {
    idempotency_key: "Already used for another booking.",
  }),
};

/** The guest's private link: the token rides in the fragment, so it never reaches a server log or Referer. */
export function guestPath(bookingId: string, token: string, locale: Locale, site: Site): string {
  return `${localizedPath("/meeting", locale, site.defaultLocale)}#booking=${bookingId}&token=${token}`;
}

/**
 * Books a slot for a visitor: checks the slot is one the booking page offers, creates the booking
 * (idempotent per key; 409 when the slot is taken), and emails the private link on creation.
 */
export async function bookMeeting({
  input,
  site,
  user,
  origin,
  siteName,
}: {
  input: CreateBookingInput;
  site: Site;
  user: RequestUser | null;
  origin: string;
  siteName: string;
}) {
  const type = await asAnon((db) => findActiveMeetingType(db, { orgId: site.id, id: input.meeting_type_id }));
  if (!type) throw new ApiError("not_found", "This meeting type is not offered.");
  const start = new Date(input.scheduled_at);
  if (!isOfferedSlot(start, type.duration_minutes, new Date())) {
    throw new ApiError("validation_failed", "This time is not offered.", { scheduled_at: "Please choose one of the offered times." });
  }

  const token = newBookingToken();
  const params = {
    orgId: site.id,
    meetingTypeId: type.id,
    scheduledAt: start.toISOString(),
    customerName: input.customer_name,
    customerEmail: input.customer_email.toLowerCase(),
    idempotencyKey: input.idempotency_key,
    tokenHash: hashBookingToken(token),
  };
  // A signed-in visitor's booking is linked to their account (auth.uid()), so /account lists it.
  const row = await (user ? withRls(user.claims, (db) => createBooking(db, params)) : asAnon((db) => createBooking(db, params))).catch(
    (error: unknown) => {
      const known = BOOKING_ERRORS[sqlState(error) ?? ""];
      throw known ?? error;
    },
  );

  const booking = toBookingView(
    { ...row, organization_id: site.id, meeting_type_id: type.id, customer_email: null, customer_user_id: null, host_user_id: null, waiting_since: null },
    [type],
  );
  if (!row.created) return { booking, created: false, guest_path: null, email_sent: false };

  const locale = input.locale && site.locales.includes(input.locale) ? input.locale : site.defaultLocale;
  const path = guestPath(row.id, token, locale, site);
  const content = bookingConfirmationEmail({ booking, link: `${origin}${path}`, siteName, locale });
  const emailSent = await queueEmail({ orgId: site.id, origin, to: params.customerEmail, template: "booking_confirmation", locale, content }).then(
    () => true,
    (error: unknown) => {
      logger.error({ err: error, orgId: site.id }, "meeting confirmation email failed");
      return false;
    },
  );
  return { booking, created: true, guest_path: path, email_sent: emailSent };
}
