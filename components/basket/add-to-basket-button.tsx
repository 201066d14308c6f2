"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { BasketPlan } from "@/lib/basket/basket";
import { useHydrated } from "@/lib/use-hydrated";
import { useBasket } from "./basket-provider";

const ADDED_NOTICE_MS = 2000;

/** Adds one of a plan to the visitor's basket; any section that lists plans can render it. */
export function AddToBasketButton({ plan, className }: { plan: BasketPlan; className?: string }) {
  const t = useTranslations("Basket");
  const { add } = useBasket();
  // Until hydration a click would do nothing: the button says so by being disabled.
  const hydrated = useHydrated();
  const [added, setAdded] = useState(false);

  useEffect(() => {
    if (!added) return;
    const timer = window.setTimeout(() => setAdded(false), ADDED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [added]);

  return (
    <div className={className}>
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => {
          add(plan);
          setAdded(true);
        }}
        aria-label={`${t("add")}: ${plan.name}`}
        className="w-full rounded-lg bg-sky-700 px-4 py-2 font-semibold text-white hover:bg-sky-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2 disabled:opacity-70"
      >
        {t("add")}
      </button>
      <p role="status" className="mt-2 min-h-5 text-sm text-green-800">
        {added ? t("added") : ""}
      </p>
    </div>
  );
}
