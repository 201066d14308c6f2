import { describe, expect, it } from "vitest";
import type { BookingView } from "@/lib/meetings/schemas";
import { waitingArrivals } from "@/lib/meetings/waiting-arrivals";

function booking(id: string, status: BookingView["status"]): BookingView {
  return {
    id,
    status,
    title: "Introductory call",
    meeting_type: { id: "type-1", name: "Introductory call", name_translation: {}, duration_minutes: 30 },
    customer_name: `Guest ${id}`,
    scheduled_at: "2030-01-07T09:00:00Z",
    waiting_since: status === "waiting" ? "2030-01-07T08:59:00Z" : null,
    host_user_id: null,
  };
}

describe("guests announced to the host", () => {
  it("announces nobody on the first read, even guests already waiting", () => {
    const first = waitingArrivals(null, [booking("a", "waiting"), booking("b", "confirmed")]);
    expect(first.arrived).toEqual([]);
    expect([...first.waiting]).toEqual(["a"]);
  });

  it("announces the guests who started waiting since the last read, and only them", () => {
    const next = waitingArrivals(new Set(["a"]), [booking("a", "waiting"), booking("b", "waiting"), booking("c", "confirmed")]);
    expect(next.arrived.map((guest) => guest.id)).toEqual(["b"]);
    expect([...next.waiting].sort()).toEqual(["a", "b"]);
  });

  it("announces a guest again who left and came back", () => {
    const left = waitingArrivals(new Set(["a"]), [booking("a", "confirmed")]);
    const back = waitingArrivals(left.waiting, [booking("a", "waiting")]);
    expect(back.arrived.map((guest) => guest.id)).toEqual(["a"]);
  });
});
