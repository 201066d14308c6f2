import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/site/page-messages";
import { BookingForm } from "@/components/meetings/booking-form";
import { PageJsonLd } from "@/components/seo/page-json-ld";
import { sitePageMetadata } from "@/lib/seo/site-metadata";
import { siteRoute } from "@/lib/site/route";
import { pickTranslation } from "@/lib/i18n/translation";
import { getMeetingTypes } from "@/lib/meetings/data";

/** /book described for search engines and share cards, in the language viewed. */
export async function generateMetadata({ params }: PageProps<"/sites/[site]/[locale]/book">): Promise<Metadata> {
  return sitePageMetadata(params, "/book");
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
      <PageJsonLd site={site} locale={locale} path="/book" />
    </div>
  );
}
