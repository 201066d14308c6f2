import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/db";
import type { BookingStatus } from "@/lib/model/enums";
import { bookings } from "@/lib/db/schema";
import { bookingRowSchema, type BookingRow } from "./queries";

/** Books a slot through private.create_booking: idempotent per key, refuses an overlapping slot. */
export async function createBooking(
  db: Db,
  input: {
    orgId: string;
    meetingTypeId: string;
    scheduledAt: string;
    customerName: string;
    customerEmail: string;
    idempotencyKey: string;
    tokenHash: string;
  },
) {
  const result = await db.execute(
    sql`select * from private.create_booking(${input.orgId}, ${input.meetingTypeId}, ${input.scheduledAt},
      ${input.customerName}, ${input.customerEmail}, ${input.idempotencyKey}, ${input.tokenHash})`,
  );
  const [row] = z
    .array(bookingRowSchema.pick({ id: true, status: true, title: true, customer_name: true, scheduled_at: true }).extend({ created: z.boolean() }))
    .parse(result.rows);
  if (!row) throw new Error("create_booking returned nothing");
  return row;
}

/** A guest's change, applied only if the booking is still `expected`; null when it was not. */
export async function setGuestBookingStatus(
  db: Db,
  input: { bookingId: string; tokenHash: string; expected: BookingStatus; status: BookingStatus },
): Promise<BookingRow | null> {
  const result = await db.execute(
    sql`select * from private.guest_set_status(${input.bookingId}, ${input.tokenHash}, ${input.expected}, ${input.status})`,
  );
  const [row] = z.array(bookingRowSchema).parse(result.rows);
  return row ?? null;
}

/** A host's change under row level security, applied only if the booking is still `expected`. */
export async function setHostBookingStatus(
  db: Db,
  input: { bookingId: string; expected: BookingStatus; status: BookingStatus },
): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ status: input.status, waiting_since: input.status === "waiting" ? sql`now()` : null })
    .where(and(eq(bookings.id, input.bookingId), eq(bookings.status, input.expected)))
    .returning({ id: bookings.id });
  return rows.length === 1;
}
