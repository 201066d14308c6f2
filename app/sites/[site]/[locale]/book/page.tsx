import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/site/page-messages";
import { BookingForm } from "@/components/meetings/booking-form";
import { localeOf } from "@/lib/i18n/locale-of";
import { siteRoute } from "@/lib/site/route";
import { pickTranslation } from "@/lib/i18n/translation";
import { getMeetingTypes } from "@/lib/meetings/data";

export async function generateMetadata({ params }: PageProps<"/sites/[site]/[locale]/book">): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "Meetings.book" });
  return { title: t("title") };
}

/** /book: the organisation's meeting types (cached, the same for everyone); free times load in the browser. */
export default async function BookPage({ params }: PageProps<"/sites/[site]/[locale]/book">) {
  const { site, locale } = await siteRoute(params, "/book");
  const [types, t] = await Promise.all([getMeetingTypes(site), getTranslations({ locale, namespace: "Meetings.book" })]);
  const meetingTypes = types.map((type) => ({
    id: type.id,
    name: pickTranslation(type.name, type.name_translation, locale),
    description: pickTranslation(type.description, type.description_translation, locale),
    durationMinutes: type.duration_minutes,
  }));

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <h1 className="text-3xl font-semibold text-gray-900">{t("title")}</h1>
        <p className="mt-2 text-gray-600">{t("subtitle")}</p>
      </div>
      {meetingTypes.length === 0 ? (
        <p>{t("noTypes")}</p>
      ) : (
        <PageMessages locale={locale} namespaces={["Meetings", "Auth", "Errors"]}>
          <BookingForm meetingTypes={meetingTypes} />
        </PageMessages>
      )}
    </div>
  );
}
