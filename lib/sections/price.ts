/** A price stored in minor units, shown with the plan's currency symbol (spec: price / 100; default $). */
export function formatPrice(minorUnits: number, currencySymbol: string | null | undefined, locale: string): string {
  const amount = minorUnits / 100;
  const digits = Number.isInteger(amount) ? 0 : 2;
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(amount);
  return `${currencySymbol || "$"}${number}`;
}
