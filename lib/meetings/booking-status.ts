import { BOOKING_STATUSES, type BookingStatus } from "@/lib/model/enums";

export { BOOKING_STATUSES, type BookingStatus };

/** Who asks: the holder of the guest link, or the host (an admin of the organisation or host_user_id). */
export type BookingActor = "guest" | "host";

/**
 * The status changes of 000 §4, and who may make them. Entering the waiting room is allowed from
 * confirmed or scheduled; the guest leaving it goes back to confirmed; the host admits (in_progress)
 * or rejects (cancelled) a booking that has not started; either side leaving the call completes it.
 */
const TRANSITIONS: Record<BookingStatus, Partial<Record<BookingStatus, readonly BookingActor[]>>> = {
  confirmed: { waiting: ["guest"], in_progress: ["host"], cancelled: ["host"] },
  scheduled: { waiting: ["guest"], in_progress: ["host"], cancelled: ["host"] },
  waiting: { confirmed: ["guest"], in_progress: ["host"], cancelled: ["host"] },
  in_progress: { completed: ["guest", "host"] },
  completed: {},
  cancelled: {},
};

export type TransitionPlan =
  | { kind: "apply"; from: BookingStatus; to: BookingStatus }
  /** Already there (a retry, a reload of the waiting room): nothing to write. */
  | { kind: "unchanged" }
  /** Allowed to someone, but not to this actor: 403. */
  | { kind: "forbidden" }
  /** Not a move the booking can make from its status: 409. */
  | { kind: "invalid" };

export function planTransition(from: BookingStatus, to: BookingStatus, actor: BookingActor): TransitionPlan {
  if (from === to) return { kind: "unchanged" };
  const allowed = TRANSITIONS[from][to];
  if (!allowed) return { kind: "invalid" };
  return allowed.includes(actor) ? { kind: "apply", from, to } : { kind: "forbidden" };
}

export function canTransition(from: BookingStatus, to: BookingStatus, actor: BookingActor): boolean {
  return planTransition(from, to, actor).kind === "apply";
}

/** The booking is over: nothing can happen to it any more. */
export function isClosedStatus(status: BookingStatus): boolean {
  return status === "completed" || status === "cancelled";
}

/**
 * What the guest's waiting room does when a fetched status differs from waiting (000 §4):
 * in_progress starts the call; cancelled, confirmed, scheduled and completed close the room.
 */
export type WaitingRoomReaction = "keep_waiting" | "start_call" | "close";

export function waitingRoomReaction(status: BookingStatus): WaitingRoomReaction {
  if (status === "waiting") return "keep_waiting";
  if (status === "in_progress") return "start_call";
  return "close";
}

/**
 * After a failed leave: when the meeting is already completed or cancelled the room closes with
 * that status; anything else is a failure the guest is told about (000 §8).
 */
export function leaveFailureOutcome(status: BookingStatus | null): { close: BookingStatus } | "alert" {
  return status !== null && isClosedStatus(status) ? { close: status } : "alert";
}
