import "server-only";
import { ApiError } from "@/lib/api/errors";
import { NO_SESSION_MESSAGE } from "@/lib/api/route";
import { getRequestUser, type RequestUser } from "@/lib/auth/request-user";
import { asAnon, withRls, type Db } from "@/lib/db";
import type { BookingStatus } from "@/lib/model/enums";
import type { Site } from "@/lib/tenancy/site";
import { planTransition, type BookingActor } from "./booking-status";
import { bookingTokenFrom, hashBookingToken } from "./guest-token";
import { setGuestBookingStatus, setHostBookingStatus } from "./mutations";
import { findBooking, findGuestBooking, listMeetingTypesById, type BookingRow } from "./queries";
import type { BookingView } from "./schemas";
import { toBookingView } from "./views";
import { roleAtLeast } from "@/lib/memberships/roles";

/**
 * Who is asking about one booking. The guest link's token opens that booking only; a signed-in user
 * is its host (an admin of THIS organisation, or host_user_id: 000 §4/§6) or its customer (read only).
 */
export type BookingAccess =
  | { kind: "guest"; tokenHash: string; booking: BookingRow }
  | { kind: "host"; user: RequestUser; booking: BookingRow }
  | { kind: "customer"; user: RequestUser; booking: BookingRow };

const NOT_FOUND = "Booking not found.";

/** Runs fn with the caller's database rights: anon for guests (their token is checked by private.* functions). */
export function asCaller<T>(access: BookingAccess, fn: (db: Db) => Promise<T>): Promise<T> {
  return access.kind === "guest" ? asAnon(fn) : withRls(access.user.claims, fn);
}

/** Loads the booking for the caller: 401 without a token or session, 404 when it is not theirs to see. */
export async function loadBookingAccess(request: Request, site: Site, bookingId: string): Promise<BookingAccess> {
  const token = bookingTokenFrom(request);
  if (token) {
    const tokenHash = hashBookingToken(token);
    const booking = await asAnon((db) => findGuestBooking(db, { bookingId, tokenHash }));
    if (!booking || booking.organization_id !== site.id) throw new ApiError("not_found", NOT_FOUND);
    return { kind: "guest", tokenHash, booking };
  }
  const user = await getRequestUser(request, site);
  if (!user) throw new ApiError("unauthorized", NO_SESSION_MESSAGE);
  // Row level security hides other organisations' bookings, even from their admins.
  const booking = await withRls(user.claims, (db) => findBooking(db, { bookingId }));
  if (!booking || booking.organization_id !== site.id) throw new ApiError("not_found", NOT_FOUND);
  const isHost = roleAtLeast(user.role, "admin") || booking.host_user_id === user.id;
  return isHost ? { kind: "host", user, booking } : { kind: "customer", user, booking };
}

export function actorOf(access: BookingAccess): BookingActor | null {
  return access.kind === "customer" ? null : access.kind;
}

async function reload(access: BookingAccess): Promise<BookingRow | null> {
  const bookingId = access.booking.id;
  return access.kind === "guest"
    ? asAnon((db) => findGuestBooking(db, { bookingId, tokenHash: access.tokenHash }))
    : withRls(access.user.claims, (db) => findBooking(db, { bookingId }));
}

/**
 * Applies a status change as lib/meetings/booking-status.ts allows it (403 not this caller's move,
 * 409 not a move from the current status). The write is conditional on the status read, so of two
 * concurrent changes one wins and the other gets 409.
 */
export async function changeBookingStatus(access: BookingAccess, to: BookingStatus): Promise<BookingRow> {
  const actor = actorOf(access);
  if (!actor) throw new ApiError("forbidden", "Only the guest or the host can change this booking.");
  const plan = planTransition(access.booking.status, to, actor);
  if (plan.kind === "unchanged") return access.booking;
  if (plan.kind === "forbidden") throw new ApiError("forbidden", `This change is the ${actor === "guest" ? "host" : "guest"}'s to make.`);
  if (plan.kind === "invalid") {
    throw new ApiError("invalid_transition", `A ${access.booking.status} booking cannot become ${to}.`);
  }
  const bookingId = access.booking.id;
  const applied =
    access.kind === "guest"
      ? (await asAnon((db) => setGuestBookingStatus(db, { bookingId, tokenHash: access.tokenHash, expected: plan.from, status: to }))) !== null
      : await withRls(access.user.claims, (db) => setHostBookingStatus(db, { bookingId, expected: plan.from, status: to }));
  if (!applied) throw new ApiError("conflict", "The booking changed meanwhile. Please reload it.");
  const fresh = await reload(access);
  if (!fresh) throw new ApiError("not_found", NOT_FOUND);
  return fresh;
}

/** The spec's Booking shape, with the meeting type's name as the caller may read it. */
export async function viewOf(access: BookingAccess, booking: BookingRow = access.booking): Promise<BookingView> {
  const types = await asCaller(access, (db) => listMeetingTypesById(db, { ids: [booking.meeting_type_id] }));
  return toBookingView(booking, types);
}

export async function viewsOf(db: Db, rows: BookingRow[]): Promise<BookingView[]> {
  const types = await listMeetingTypesById(db, { ids: [...new Set(rows.map((row) => row.meeting_type_id))] });
  return rows.map((row) => toBookingView(row, types));
}
