import { DEFAULT_CURRENCY_SYMBOL } from "@/lib/basket/constants";

/**
 * Plans store a currency symbol (free text, default $), structured data needs an ISO 4217 code. Only symbols
 * that name one currency by convention are mapped; "¥", "kr" or "R" could each be several and stay unknown.
 * "$" is the app's default symbol and is read as US dollars; a code such as "CHF" is taken as it is.
 */
const SYMBOLS: Readonly<Record<string, string>> = {
  $: "USD",
  US$: "USD",
  "€": "EUR",
  "£": "GBP",
  "JP¥": "JPY",
  "CN¥": "CNY",
  "元": "CNY",
  "₹": "INR",
  "₩": "KRW",
  "₽": "RUB",
  "₴": "UAH",
  "₺": "TRY",
  "₪": "ILS",
  "₦": "NGN",
  "₱": "PHP",
  "₫": "VND",
  "฿": "THB",
  "zł": "PLN",
  "Kč": "CZK",
  "Ft": "HUF",
  R$: "BRL",
  C$: "CAD",
  CA$: "CAD",
  A$: "AUD",
  AU$: "AUD",
  NZ$: "NZD",
  HK$: "HKD",
  S$: "SGD",
  MX$: "MXN",
};

const ISO_CODES = new Set(Intl.supportedValuesOf("currency"));

/** The ISO 4217 code a plan's currency symbol stands for, or null when it cannot be told. */
export function currencyCode(symbol: string | null | undefined): string | null {
  const value = (symbol ?? "").trim() || DEFAULT_CURRENCY_SYMBOL;
  const upper = value.toUpperCase();
  if (/^[A-Z]{3}$/.test(upper) && ISO_CODES.has(upper)) return upper;
  return SYMBOLS[value] ?? null;
}
