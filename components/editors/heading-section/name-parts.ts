import type { Translations } from "@/lib/model/json-types";

/** The optional parts of a heading's name (spec 001 §4); the first part is always there. */
export type NamePart = 2 | 3;

interface NameParts {
  name_part_2: string | null;
  name_part_2_translation: Translations;
  name_part_3: string | null;
  name_part_3_translation: Translations;
}

/** The form fields a change of parts writes. */
export const NAME_PART_FIELDS = ["name_part_2", "name_part_2_translation", "name_part_3", "name_part_3_translation"] as const;

/** A part is shown while it holds a text, even an empty one; null is a part not added. */
export function shownParts({ name_part_2, name_part_3 }: Pick<NameParts, "name_part_2" | "name_part_3">): 1 | 2 | 3 {
  if (name_part_2 === null) return 1;
  return name_part_3 === null ? 2 : 3;
}

/** The part the admin can add next: the third only once the second is shown (spec 001 §4). */
export function addablePart(values: Pick<NameParts, "name_part_2" | "name_part_3">): NamePart | null {
  const shown = shownParts(values);
  if (shown === 3) return null;
  return shown === 1 ? 2 : 3;
}

/** The part the admin can remove: the last one shown, so a third never stands without a second. */
export function removablePart(values: Pick<NameParts, "name_part_2" | "name_part_3">): NamePart | null {
  const shown = shownParts(values);
  return shown === 1 ? null : shown;
}

/** The values with `part` added, as an empty text to type in; a part the rules do not allow yet is refused. */
export function withPartAdded<V extends NameParts>(values: V, part: NamePart): V {
  if (addablePart(values) !== part) return values;
  return part === 2 ? { ...values, name_part_2: "" } : { ...values, name_part_3: "" };
}

/** The values with `part` removed: removing a part clears its text, in every language (spec 001 §4). */
export function withPartRemoved<V extends NameParts>(values: V, part: NamePart): V {
  if (removablePart(values) !== part) return values;
  return part === 2
    ? { ...values, name_part_2: null, name_part_2_translation: {} }
    : { ...values, name_part_3: null, name_part_3_translation: {} };
}
