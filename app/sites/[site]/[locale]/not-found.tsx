import Link from "next/link";
import { getTranslations } from "next-intl/server";

export default async function NotFound() {
  const t = await getTranslations("NotFound");
  return (
    <div className="py-20 text-center">
      <h1 className="text-3xl font-semibold text-gray-900">{t("title")}</h1>
      <p className="mt-4 text-gray-600">{t("description")}</p>
      <Link href="/" className="mt-8 inline-block text-sky-700 underline">
        {t("backHome")}
      </Link>
    </div>
  );
}
