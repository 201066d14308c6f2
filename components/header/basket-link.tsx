"use client";

import { useTranslations } from "next-intl";
import { useLocalizedPath } from "@/components/site/site-context";
import { useBasketCount } from "@/lib/basket/use-basket-count";

/** The basket icon with the total quantity of its lines. */
export function BasketLink() {
  const t = useTranslations("Header");
  const count = useBasketCount();
  const localized = useLocalizedPath();
  return (
    <a
      href={localized("/basket")}
      aria-label={t("basket", { count })}
      data-testid="basket-link"
      className="relative rounded-full p-2 text-(--header-color) hover:text-(--header-hover) focus-ring"
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="10" cy="20.5" r="1" />
        <circle cx="17" cy="20.5" r="1" />
      </svg>
      {count > 0 && (
        <span className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-sky-700 px-1 text-center text-xs font-semibold leading-5 text-white" aria-hidden>
          {count}
        </span>
      )}
    </a>
  );
}
