"use client";

import { useTranslations } from "next-intl";
import { QueryProvider } from "@/components/query/query-provider";
import { MediaGallery } from "./media-gallery";

/** The media library on its own page, for admins (/admin/media). */
export function MediaLibraryPage() {
  const t = useTranslations("Media");
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold text-gray-900">{t("title")}</h1>
      <QueryProvider>
        <MediaGallery />
      </QueryProvider>
    </div>
  );
}
