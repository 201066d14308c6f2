import { z } from "zod";
import type { BasketLine } from "./basket";
import { basketLineSchema } from "./schemas";

/**
 * Spec §5: a stored basket is accepted only if it is an array whose items each have plan and
 * quantity; null means "discard it and remove the stored copy". Lines of quantity ≤ 0 are dropped.
 */
export function parseStoredBasket(raw: string | null): BasketLine[] | null {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = z.array(basketLineSchema).safeParse(value);
  if (!parsed.success) return null;
  return parsed.data.filter((line) => line.quantity > 0);
}
