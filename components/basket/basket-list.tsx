"use client";

import { useTranslations } from "next-intl";
import { basketCount, basketTotals, formatAmount, lineTotal, unitPrice, type BasketLine } from "@/lib/basket/basket";
import { useSite } from "@/components/site/site-context";
import { useBasket } from "./basket-provider";

const STEP_BUTTON =
  "h-9 w-9 rounded-md border border-gray-300 text-lg font-semibold text-gray-800 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

function BasketRow({ line, locale }: { line: BasketLine; locale: string }) {
  const t = useTranslations("Basket");
  const { setQuantity } = useBasket();
  const { plan, quantity } = line;
  const symbol = plan.currency_symbol;
  return (
    <li data-basket-line={plan.id} className="flex flex-wrap items-center gap-4 py-4">
      <div className="min-w-40 flex-1">
        <p className="font-semibold text-gray-900">{plan.name}</p>
        <p className="text-sm text-gray-600">{t("each", { price: formatAmount(unitPrice(plan) / 100, symbol, locale) })}</p>
      </div>
      <div className="flex items-center gap-2">
        <button type="button" className={STEP_BUTTON} onClick={() => setQuantity(plan.id, quantity - 1)} aria-label={t("decrease", { name: plan.name })}>
          −
        </button>
        <input
          type="number"
          min={0}
          inputMode="numeric"
          value={quantity}
          aria-label={t("quantity", { name: plan.name })}
          onChange={(event) => {
            const next = Number.parseInt(event.target.value, 10);
            if (Number.isFinite(next)) setQuantity(plan.id, next);
          }}
          className="h-9 w-16 rounded-md border border-gray-300 text-center focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
        />
        <button type="button" className={STEP_BUTTON} onClick={() => setQuantity(plan.id, quantity + 1)} aria-label={t("increase", { name: plan.name })}>
          +
        </button>
      </div>
      <p className="w-32 text-right font-semibold text-gray-900" data-line-total>
        <span className="sr-only">{t("lineTotal")}: </span>
        {formatAmount(lineTotal(line), symbol, locale)}
      </p>
      <button
        type="button"
        onClick={() => setQuantity(plan.id, 0)}
        className="rounded px-2 py-1 text-sm text-red-700 underline hover:text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
      >
        {t("remove", { name: plan.name })}
      </button>
    </li>
  );
}

/** The basket's lines with quantity controls and totals per currency (price × quantity / 100). */
export function BasketList() {
  const t = useTranslations("Basket");
  const { locale } = useSite();
  const { lines } = useBasket();
  if (lines === null) return <p className="text-gray-600">{t("loading")}</p>;
  if (lines.length === 0) return <p className="text-gray-700" data-basket-empty>{t("empty")}</p>;
  return (
    <div>
      <p className="text-gray-700" data-basket-count>
        {t("items", { count: basketCount(lines) })}
      </p>
      <ul className="divide-y divide-gray-200 border-y border-gray-200">
        {lines.map((line) => (
          <BasketRow key={line.plan.id} line={line} locale={locale} />
        ))}
      </ul>
      <dl className="mt-4 flex flex-col items-end gap-1">
        {basketTotals(lines).map((total) => (
          <div key={total.currencySymbol} className="flex gap-4 text-lg">
            <dt className="font-medium text-gray-700">{t("total")}</dt>
            <dd className="font-bold text-gray-900" data-basket-total>
              {formatAmount(total.amount, total.currencySymbol, locale)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
