"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { LABEL, SELECT } from "@/components/editors/template-section/layout-controls";
import type { SiteEntry } from "@/lib/pages/site-index";
import type { CreatePageValues } from "./form-schema";

/**
 * Beyond the spec: the page starts empty, or with the sections of another page. They are shared, not
 * duplicated: the new page's layout lists the same sections, so the hint says a change shows on both.
 */
export function StartingLayoutField({ pages }: { pages: (SiteEntry & { urlPage: string })[] }) {
  const t = useTranslations("Editors.createPage");
  const id = useId();
  const { register } = useFormContext<CreatePageValues>();
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {t("layoutLabel")}
      </label>
      <select id={id} className={SELECT} aria-describedby={`${id}-hint`} {...register("layout")}>
        <option value="">{t("layoutEmpty")}</option>
        {pages.map((page) => (
          <option key={page.urlPage} value={page.urlPage}>
            {t("layoutShared", { page: page.label === page.href ? page.href : `${page.label} (${page.href})` })}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-700">
        {t("layoutHint")}
      </p>
    </div>
  );
}
