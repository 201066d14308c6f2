import { describe, expect, it } from "vitest";
import { formatElapsed, waitingDots } from "@/lib/meetings/elapsed";

describe("waiting time as minutes:seconds", () => {
  it.each([
    [0, "0:00"],
    [999, "0:00"],
    [7_000, "0:07"],
    [59_999, "0:59"],
    [60_000, "1:00"],
    [750_000, "12:30"],
    [4_502_000, "75:02"],
    [-5_000, "0:00"],
  ])("shows %i ms as %s", (ms, text) => {
    expect(formatElapsed(ms)).toBe(text);
  });

  it("cycles the dots through one, two, three and none", () => {
    expect([0, 1, 2, 3, 4, 5].map(waitingDots)).toEqual(["", ".", "..", "...", "", "."]);
  });
});
