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

const basketLineSchema = z.object({ plan: basketPlanSchema, quantity: z.number().int() });
export type BasketLine = { plan: BasketPlan; quantity: number };

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

/** Sets a plan's quantity; 0 or less removes the line (spec §5). */
export function setLineQuantity(lines: BasketLine[], planId: string, quantity: number): BasketLine[] {
  if (quantity <= 0) return lines.filter((line) => line.plan.id !== planId);
  return lines.map((line) => (line.plan.id === planId ? { ...line, quantity } : line));
}

/** Adds one (or `quantity`) of a plan, merging with its existing line. */
export function addPlan(lines: BasketLine[], plan: BasketPlan, quantity = 1): BasketLine[] {
  const existing = lines.find((line) => line.plan.id === plan.id);
  if (existing) return setLineQuantity(lines, plan.id, existing.quantity + quantity);
  return quantity > 0 ? [...lines, { plan, quantity }] : lines;
}

/** The unit price in minor units: the promotion price when the plan is promotional. */
export function unitPrice(plan: BasketPlan): number {
  return plan.is_promotion && plan.promotion_price !== null ? plan.promotion_price : plan.price;
}

/** Spec §9: the line value is price × quantity / 100. */
export function lineTotal(line: BasketLine): number {
  return (unitPrice(line.plan) * line.quantity) / 100;
}

export function basketCount(lines: BasketLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Totals per currency symbol, so a basket never adds dollars to euros. */
export function basketTotals(lines: BasketLine[]): { currencySymbol: string; amount: number }[] {
  const totals = new Map<string, number>();
  for (const line of lines) {
    const symbol = line.plan.currency_symbol || DEFAULT_CURRENCY_SYMBOL;
    totals.set(symbol, (totals.get(symbol) ?? 0) + lineTotal(line));
  }
  return [...totals].map(([currencySymbol, amount]) => ({ currencySymbol, amount: Math.round(amount * 100) / 100 }));
}

/** An amount in major units with its currency symbol (default $). */
export function formatAmount(amount: number, currencySymbol: string, locale: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(amount);
  return `${currencySymbol || DEFAULT_CURRENCY_SYMBOL}${number}`;
}
