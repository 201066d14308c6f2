import type { Translations } from "@/lib/model/json-types";
import type { BookingView } from "./schemas";
import type { BookingRow } from "./queries";

export interface MeetingTypeName {
  id: string;
  name: string;
  name_translation: Translations;
  duration_minutes: number;
}

/** The spec's Booking (000 §3): no email, token hash or idempotency key ever leaves the server. */
export function toBookingView(row: BookingRow, types: readonly MeetingTypeName[]): BookingView {
  const type = types.find((candidate) => candidate.id === row.meeting_type_id);
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    meeting_type: {
      id: row.meeting_type_id,
      name: type?.name ?? row.title,
      name_translation: type?.name_translation ?? {},
      duration_minutes: type?.duration_minutes ?? null,
    },
    customer_name: row.customer_name,
    scheduled_at: row.scheduled_at,
    waiting_since: row.waiting_since,
    host_user_id: row.host_user_id,
  };
}

/** The host's list: guests waiting first (longest wait on top), then calls running, then by time. */
export function sortForHost(list: BookingView[]): BookingView[] {
  const rank = (booking: BookingView) => (booking.status === "waiting" ? 0 : booking.status === "in_progress" ? 1 : 2);
  return [...list].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.waiting_since ?? "").localeCompare(b.waiting_since ?? "") ||
      a.scheduled_at.localeCompare(b.scheduled_at),
  );
}
