import "server-only";
import { and, asc, eq, gte, inArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/db";
import { BOOKING_STATUSES } from "@/lib/model/enums";
import { bookings, meetingTypes } from "@/lib/db/schema";

const timestamp = z.union([z.string(), z.date()]).transform((value) => new Date(value).toISOString());

/** A bookings row as the private.* functions return it (raw SQL, so checked here rather than typed by drizzle). */
export const bookingRowSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  meeting_type_id: z.string(),
  title: z.string(),
  customer_name: z.string(),
  customer_email: z.string().nullable(),
  customer_user_id: z.string().nullable(),
  host_user_id: z.string().nullable(),
  scheduled_at: timestamp,
  status: z.enum(BOOKING_STATUSES),
  waiting_since: timestamp.nullable(),
});
export type BookingRow = z.infer<typeof bookingRowSchema>;

const bookingColumns = {
  id: bookings.id,
  organization_id: bookings.organization_id,
  meeting_type_id: bookings.meeting_type_id,
  title: bookings.title,
  customer_name: bookings.customer_name,
  customer_email: bookings.customer_email,
  customer_user_id: bookings.customer_user_id,
  host_user_id: bookings.host_user_id,
  scheduled_at: bookings.scheduled_at,
  status: bookings.status,
  waiting_since: bookings.waiting_since,
};

export async function listActiveMeetingTypes(db: Db, { orgId }: { orgId: string }) {
  return db
    .select()
    .from(meetingTypes)
    .where(and(eq(meetingTypes.organization_id, orgId), eq(meetingTypes.is_active, true)))
    .orderBy(asc(meetingTypes.duration_minutes), asc(meetingTypes.name));
}

export async function findActiveMeetingType(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const [row] = await db
    .select()
    .from(meetingTypes)
    .where(and(eq(meetingTypes.organization_id, orgId), eq(meetingTypes.id, id), eq(meetingTypes.is_active, true)));
  return row ?? null;
}

/** Names and lengths of meeting types by id, as far as the caller may read them. */
export async function listMeetingTypesById(db: Db, { ids }: { ids: string[] }) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: meetingTypes.id,
      name: meetingTypes.name,
      name_translation: meetingTypes.name_translation,
      duration_minutes: meetingTypes.duration_minutes,
    })
    .from(meetingTypes)
    .where(inArray(meetingTypes.id, ids));
}

/** Busy times of the organisation's calendar (start and length only; who booked stays private). */
export async function listBusyTimes(db: Db, { orgId, from, to }: { orgId: string; from: Date; to: Date }) {
  const result = await db.execute(
    sql`select scheduled_at, duration_minutes from private.taken_slots(${orgId}, ${from.toISOString()}, ${to.toISOString()})`,
  );
  return z
    .array(z.object({ scheduled_at: timestamp, duration_minutes: z.number() }))
    .parse(result.rows)
    .map((row) => ({ start: new Date(row.scheduled_at), durationMinutes: row.duration_minutes }));
}

/** The booking a guest link's token opens, or null for any other booking or token. */
export async function findGuestBooking(db: Db, { bookingId, tokenHash }: { bookingId: string; tokenHash: string }) {
  const result = await db.execute(sql`select * from private.guest_booking(${bookingId}, ${tokenHash})`);
  const [row] = z.array(bookingRowSchema).parse(result.rows);
  return row ?? null;
}

/** A booking as row level security lets the signed-in caller see it (admin, host or customer). */
export async function findBooking(db: Db, { bookingId }: { bookingId: string }): Promise<BookingRow | null> {
  const [row] = await db.select(bookingColumns).from(bookings).where(eq(bookings.id, bookingId));
  return row ?? null;
}

/** The host's list: bookings from `from` on, plus any still waiting or in a call whatever their date. */
export async function listHostBookings(db: Db, { orgId, from }: { orgId: string; from: Date }): Promise<BookingRow[]> {
  return db
    .select(bookingColumns)
    .from(bookings)
    .where(
      and(
        eq(bookings.organization_id, orgId),
        or(gte(bookings.scheduled_at, from.toISOString()), inArray(bookings.status, ["waiting", "in_progress"])),
      ),
    )
    .orderBy(asc(bookings.scheduled_at))
    .limit(200);
}

/** A signed-in customer's own bookings on this site. */
export async function listCustomerBookings(db: Db, { orgId, userId }: { orgId: string; userId: string }): Promise<BookingRow[]> {
  return db
    .select(bookingColumns)
    .from(bookings)
    .where(and(eq(bookings.organization_id, orgId), eq(bookings.customer_user_id, userId)))
    .orderBy(asc(bookings.scheduled_at))
    .limit(100);
}
