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
      className="crumb-bar"
    >
      <ol className="crumb-list">
        <li>
          <Link href={localized("/")} aria-label={t("home")} className="crumb-home">
            <span aria-hidden className="mask-icon icon-home-crumb" />
          </Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.href}-${index}`} className="crumb">
            <span aria-hidden className="text-gray-400">
              /
            </span>
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="font-medium text-gray-900">
                {crumb.label}
              </span>
            ) : (
              <Link href={localized(crumb.href)} className="crumb-link">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
