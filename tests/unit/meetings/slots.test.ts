import { describe, expect, it } from "vitest";
import { BOOKING_WINDOW_DAYS } from "@/lib/meetings/constants";
import { freeSlots, isOfferedSlot } from "@/lib/meetings/slots";

// Wednesday 2031-03-05, 10:10 UTC.
const now = new Date("2031-03-05T10:10:00Z");

describe("free slots", () => {
  it("offers working-hour slots of the meeting's length after now, on weekdays only", () => {
    const slots = freeSlots({ now, durationMinutes: 60, busy: [] }).map((d) => d.toISOString());
    expect(slots[0]).toBe("2031-03-05T11:00:00.000Z");
    expect(slots).toContain("2031-03-05T16:00:00.000Z");
    expect(slots).not.toContain("2031-03-05T17:00:00.000Z");
    expect(slots.some((s) => s.startsWith("2031-03-08") || s.startsWith("2031-03-09"))).toBe(false);
    const last = new Date(slots.at(-1)!);
    expect(last.getTime() - now.getTime()).toBeLessThanOrEqual((BOOKING_WINDOW_DAYS + 1) * 86_400_000);
  });

  it("leaves out slots overlapping a busy time of any length", () => {
    const busy = [{ start: new Date("2031-03-06T09:30:00Z"), durationMinutes: 60 }];
    const slots = freeSlots({ now, durationMinutes: 30, busy }).map((d) => d.toISOString());
    expect(slots).toContain("2031-03-06T09:00:00.000Z");
    expect(slots).not.toContain("2031-03-06T09:30:00.000Z");
    expect(slots).not.toContain("2031-03-06T10:00:00.000Z");
    expect(slots).toContain("2031-03-06T10:30:00.000Z");
  });

  it("accepts only times it would offer", () => {
    expect(isOfferedSlot(new Date("2031-03-06T09:30:00Z"), 30, now)).toBe(true);
    expect(isOfferedSlot(new Date("2031-03-06T09:15:00Z"), 30, now)).toBe(false);
    expect(isOfferedSlot(new Date("2031-03-05T09:00:00Z"), 30, now)).toBe(false);
    expect(isOfferedSlot(new Date("2031-03-08T10:00:00Z"), 30, now)).toBe(false);
  });
});
