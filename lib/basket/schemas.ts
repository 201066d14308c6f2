import { z } from "zod";
import { DEFAULT_CURRENCY_SYMBOL } from "./constants";

/**
 * Spec §3 Plan: prices in minor units; the name is kept so the basket can list it without a fetch.
 * Spec §5 asks only that each stored line has a plan and a quantity, so missing plan fields get defaults.
 */
export const basketPlanSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  name: z.string().default(""),
  price: z.number().nonnegative().default(0),
  is_promotion: z.boolean().default(false),
  promotion_price: z.number().nonnegative().nullable().default(null),
  currency_symbol: z.string().default(DEFAULT_CURRENCY_SYMBOL),
});
export type BasketPlan = z.output<typeof basketPlanSchema>;

export const basketLineSchema = z.object({ plan: basketPlanSchema, quantity: z.number().int() });
