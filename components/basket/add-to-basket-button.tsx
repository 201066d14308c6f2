"use client";

import { useTranslations } from "next-intl";
import { useToast } from "@/components/toasts/toast-provider";
import type { BasketPlan } from "@/lib/basket/basket";
import { useHydrated } from "@/lib/use-hydrated";
import { useBasket } from "./basket-provider";

/** Adds one of a plan to the visitor's basket and says so in a success toast; any section that lists plans can render it. */
export function AddToBasketButton({ plan, className }: { plan: BasketPlan; className?: string }) {
  const t = useTranslations("Basket");
  const { add } = useBasket();
  const toast = useToast();
  // Until hydration a click would do nothing: the button says so by being disabled.
  const hydrated = useHydrated();

  return (
    <div className={className}>
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => {
          add(plan);
          toast("success", `${t("added")}: ${plan.name}`);
        }}
        aria-label={`${t("add")}: ${plan.name}`}
        className="plan-button"
      >
        {t("add")}
      </button>
    </div>
  );
}
