import { DEFAULT_CURRENCY_SYMBOL } from "./constants";
import type { BasketPlan } from "./schemas";

export type { BasketPlan } from "./schemas";
export type BasketLine = { plan: BasketPlan; quantity: number };

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
