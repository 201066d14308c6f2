import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";

/** Shown to whoever opened a preview link: these pages carry unpublished changes and are not the public site. */
export async function PreviewBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Publishing" });
  return (
    <div role="status" className="relative z-[60] bg-amber-300 px-4 py-2 text-center text-sm font-medium text-amber-950">
      <strong>{t("previewBadge")}</strong> {t("previewBanner")}
    </div>
  );
}
