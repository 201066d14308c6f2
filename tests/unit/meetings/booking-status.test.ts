import { describe, expect, it } from "vitest";
import {
  BOOKING_STATUSES,
  canTransition,
  leaveFailureOutcome,
  planTransition,
  waitingRoomReaction,
  type BookingStatus,
} from "@/lib/meetings/booking-status";

// One test per row of the spec's Booking status table (000 §4), then the refusals the server enforces.
describe("booking status table (000 §4)", () => {
  it("booking is waiting: the waiting room stays open (and keeps polling)", () => {
    expect(waitingRoomReaction("waiting")).toBe("keep_waiting");
  });

  it("status becomes anything other than waiting: change handling runs", () => {
    for (const status of BOOKING_STATUSES.filter((s) => s !== "waiting")) {
      expect(waitingRoomReaction(status)).not.toBe("keep_waiting");
    }
  });

  it("status becomes in_progress: a video token is requested and the call starts", () => {
    expect(waitingRoomReaction("in_progress")).toBe("start_call");
  });

  it("status becomes cancelled (host rejected): the room closes", () => {
    expect(waitingRoomReaction("cancelled")).toBe("close");
    expect(planTransition("waiting", "cancelled", "host")).toEqual({ kind: "apply", from: "waiting", to: "cancelled" });
  });

  it("status becomes confirmed or scheduled (guest left): the room closes", () => {
    expect(waitingRoomReaction("confirmed")).toBe("close");
    expect(waitingRoomReaction("scheduled")).toBe("close");
  });

  it("status becomes completed: the room closes", () => {
    expect(waitingRoomReaction("completed")).toBe("close");
  });

  it("guest leaves the waiting room: the booking is set back to confirmed", () => {
    expect(planTransition("waiting", "confirmed", "guest")).toEqual({ kind: "apply", from: "waiting", to: "confirmed" });
  });

  it("leaving fails because the meeting is already completed or cancelled: the room closes with that status", () => {
    expect(planTransition("completed", "confirmed", "guest").kind).toBe("invalid");
    expect(planTransition("cancelled", "confirmed", "guest").kind).toBe("invalid");
    expect(leaveFailureOutcome("completed")).toEqual({ close: "completed" });
    expect(leaveFailureOutcome("cancelled")).toEqual({ close: "cancelled" });
    expect(leaveFailureOutcome("waiting")).toBe("alert");
    expect(leaveFailureOutcome(null)).toBe("alert");
  });

  it("guest or host leaves the video call: the booking is marked completed", () => {
    expect(canTransition("in_progress", "completed", "guest")).toBe(true);
    expect(canTransition("in_progress", "completed", "host")).toBe(true);
  });
});

describe("who may change what", () => {
  it("lets the guest enter the waiting room from confirmed or scheduled, never the host", () => {
    expect(canTransition("confirmed", "waiting", "guest")).toBe(true);
    expect(canTransition("scheduled", "waiting", "guest")).toBe(true);
    expect(planTransition("confirmed", "waiting", "host").kind).toBe("forbidden");
  });

  it("lets only the host admit or reject", () => {
    expect(canTransition("waiting", "in_progress", "host")).toBe(true);
    expect(planTransition("waiting", "in_progress", "guest").kind).toBe("forbidden");
    expect(planTransition("waiting", "cancelled", "guest").kind).toBe("forbidden");
  });

  it("refuses a completed booking going back to waiting, and admitting a cancelled one", () => {
    expect(planTransition("completed", "waiting", "guest").kind).toBe("invalid");
    expect(planTransition("cancelled", "in_progress", "host").kind).toBe("invalid");
    expect(planTransition("in_progress", "waiting", "guest").kind).toBe("invalid");
    expect(planTransition("confirmed", "completed", "host").kind).toBe("invalid");
  });

  it("treats a change to the current status as nothing to do (a retry, a reload)", () => {
    for (const status of BOOKING_STATUSES) expect(planTransition(status, status, "guest").kind).toBe("unchanged");
  });

  it("never leaves completed or cancelled", () => {
    const closed: BookingStatus[] = ["completed", "cancelled"];
    for (const from of closed) {
      for (const to of BOOKING_STATUSES.filter((s) => s !== from)) {
        expect(canTransition(from, to, "guest") || canTransition(from, to, "host")).toBe(false);
      }
    }
  });
});
