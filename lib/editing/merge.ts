/** A field both the admin and someone else changed, to different values: the admin chooses. */
export interface FieldConflict<Field extends string = string> {
  field: Field;
  mine: unknown;
  theirs: unknown;
}

export interface MergeInput<Values extends Record<string, unknown>> {
  /** The values the admin started editing from. */
  original: Values;
  /** What the admin has now. */
  mine: Values;
  /** What the server now holds (a 412's current row, or a restored one). */
  theirs: Values;
  fields: readonly (keyof Values & string)[];
}

export interface MergeResult<Values extends Record<string, unknown>> {
  /** Every field merged; a conflicting field keeps the admin's value until they choose. */
  merged: Values;
  conflicts: FieldConflict<keyof Values & string>[];
  /** Fields only the other side changed: their value was taken without asking. */
  autoMerged: (keyof Values & string)[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Equality as JSON sees it: objects (a translation map, a gradient) by content whatever their key order,
 * a key holding undefined the same as an absent one, arrays in order.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValue(a[key], b[key]));
}

/**
 * A three-way merge per field after a stale save (412): a field only one side changed takes that side's
 * value, the same change on both sides is no conflict, and only a field both changed differently is asked
 * about. Nothing the admin typed is dropped: a conflict keeps it in `merged` and in the conflict itself.
 */
export function mergeOnConflict<Values extends Record<string, unknown>>({ original, mine, theirs, fields }: MergeInput<Values>): MergeResult<Values> {
  const merged: Values = { ...mine };
  const conflicts: MergeResult<Values>["conflicts"] = [];
  const autoMerged: MergeResult<Values>["autoMerged"] = [];
  for (const field of fields) {
    if (sameValue(mine[field], theirs[field])) continue;
    if (sameValue(mine[field], original[field])) {
      merged[field] = theirs[field];
      autoMerged.push(field);
    } else if (!sameValue(theirs[field], original[field])) {
      conflicts.push({ field, mine: mine[field], theirs: theirs[field] });
    }
  }
  return { merged, conflicts, autoMerged };
}
