import type { BookingView } from "./schemas";

/**
 * The guests who started waiting since the host's list was last read, to announce them (not the ones
 * already waiting when the host arrived: `known` is null on the first read). Returns who waits now.
 */
export function waitingArrivals(known: ReadonlySet<string> | null, bookings: readonly BookingView[]): { waiting: Set<string>; arrived: BookingView[] } {
  const waiting = bookings.filter((booking) => booking.status === "waiting");
  const arrived = known ? waiting.filter((booking) => !known.has(booking.id)) : [];
  return { waiting: new Set(waiting.map((booking) => booking.id)), arrived };
}
