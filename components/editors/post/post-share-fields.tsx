"use client";

import { useTranslations } from "next-intl";
import { TranslatableField } from "@/components/editing/translatable-field";
import type { TranslatableLanguage } from "@/lib/editing/translatable-text";
import { META_DESCRIPTION_MAX } from "@/lib/posts/editor-constants";
import { SEO_TITLE_MAX } from "@/lib/seo/constants";
import { MetaDescriptionCounter } from "./settings-fields";
import { useTranslatable } from "./use-translatable";

/**
 * The post's title and description for search results and share cards (issue 41), each in the language viewed;
 * empty, the post's own title and description are shown.
 */
export function PostShareFields({ language }: { language: TranslatableLanguage }) {
  const t = useTranslations("Editors.post");
  const title = useTranslatable("seo_title", language);
  const description = useTranslatable("metadescription_for_page", language);
  return (
    <div className="space-y-4">
      <div>
        <TranslatableField
          label={t("fields.seo_title")}
          field="seo_title"
          value={title.value}
          {...language}
          maxLength={SEO_TITLE_MAX}
          onChange={title.set}
          onBlur={title.onBlur}
        />
        <p className="mt-1 text-xs text-gray-700">
          {t("hints.seoTitle")}
        </p>
      </div>
      <div>
        <TranslatableField
          label={t("fields.metadescription_for_page")}
          field="metadescription_for_page"
          value={description.value}
          {...language}
          maxLength={META_DESCRIPTION_MAX}
          onChange={description.set}
          onBlur={description.onBlur}
        />
        <MetaDescriptionCounter length={description.view.text.length} />
      </div>
    </div>
  );
}
