"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useLocalizedPath } from "@/components/site/site-context";
import { useCurrentPath } from "@/components/header/use-current-path";
import { buildCrumbs } from "@/lib/breadcrumbs/crumbs";
import { newsLabelKey, productsLabelKey } from "@/lib/breadcrumbs/labels";
import { stripLocalePrefix } from "@/lib/language/switch-path";

/** Fixed at the bottom of every page but home: a Home icon, then one crumb per path segment. */
export function BreadcrumbBar({ organizationType }: { organizationType: string }) {
  const t = useTranslations("Breadcrumbs");
  const localized = useLocalizedPath();
  const path = stripLocalePrefix(useCurrentPath("/"));
  if (path === "/") return null;

  const crumbs = buildCrumbs(path, {
    productsLabel: t(`products.${productsLabelKey(organizationType)}`),
    newsLabel: t(`news.${newsLabelKey(organizationType)}`),
  });
  return (
    <nav
      aria-label={t("label")}
      data-testid="breadcrumb-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 backdrop-blur"
    >
      <ol className="mx-auto flex h-10 max-w-7xl items-center gap-2 overflow-x-auto px-4 text-sm text-gray-700">
        <li>
          <Link href={localized("/")} aria-label={t("home")} className="flex rounded p-1 hover:text-gray-900 focus-ring">
            <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
              <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" strokeLinejoin="round" />
            </svg>
          </Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.href}-${index}`} className="flex items-center gap-2 whitespace-nowrap">
            <span aria-hidden className="text-gray-400">
              /
            </span>
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="font-medium text-gray-900">
                {crumb.label}
              </span>
            ) : (
              <Link href={localized(crumb.href)} className="rounded hover:text-gray-900 hover:underline focus-ring">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
