import { describe, expect, it } from "vitest";
import { newHeadingValues } from "@/components/editors/heading-section/form-schema";
import { addablePart, removablePart, shownParts, withPartAdded, withPartRemoved } from "@/components/editors/heading-section/name-parts";

const start = newHeadingValues("/home");

describe("the heading name's parts", () => {
  it("starts with the first part only, offering the second", () => {
    expect(shownParts(start)).toBe(1);
    expect(addablePart(start)).toBe(2);
    expect(removablePart(start)).toBeNull();
  });

  it("offers the third part only once the second is shown", () => {
    expect(withPartAdded(start, 3)).toBe(start);
    const two = withPartAdded(start, 2);
    expect(shownParts(two)).toBe(2);
    expect(addablePart(two)).toBe(3);
    const three = withPartAdded(two, 3);
    expect(shownParts(three)).toBe(3);
    expect(addablePart(three)).toBeNull();
  });

  it("adds a part as an empty text to type in", () => {
    expect(withPartAdded(start, 2).name_part_2).toBe("");
  });

  it("removes only the last part shown, so a third never stands without a second", () => {
    const three = { ...start, name_part_2: "bold", name_part_3: "ideas" };
    expect(removablePart(three)).toBe(3);
    expect(withPartRemoved(three, 2)).toBe(three);
  });

  it("clears a removed part's text in every language", () => {
    const two = { ...start, name_part_2: "bold", name_part_2_translation: { es: "audaz" } };
    const removed = withPartRemoved(two, 2);
    expect(removed.name_part_2).toBeNull();
    expect(removed.name_part_2_translation).toEqual({});
    // Added again, the part starts empty: the old text is gone.
    expect(withPartAdded(removed, 2).name_part_2).toBe("");
  });
});
