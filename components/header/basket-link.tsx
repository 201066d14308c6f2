"use client";

import { useTranslations } from "next-intl";
import { useLocalizedPath } from "@/components/site/site-context";
import { fillMessage } from "@/lib/i18n/fill-message";
import { useBasketCount } from "@/lib/basket/use-basket-count";

/** The basket icon with the total quantity of its lines. */
export function BasketLink() {
  const t = useTranslations("Header");
  const count = useBasketCount();
  const localized = useLocalizedPath();
  return (
    <a
      href={localized("/basket")}
      aria-label={fillMessage(t.raw("basket"), { count })}
      data-testid="basket-link"
      className="header-button relative"
    >
      <span aria-hidden className="mask-icon icon-basket h-5 w-5" />
      {count > 0 && (
        <span className="basket-count" aria-hidden>
          {count}
        </span>
      )}
    </a>
  );
}
