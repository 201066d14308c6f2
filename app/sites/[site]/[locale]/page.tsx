import { getTranslations } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locale-of";
import { pickTranslation } from "@/lib/i18n/translation";
import { getPageSections } from "@/lib/site/data";

/** Spec: the path / is read as /home when loading section data. */
const HOME_PAGE = "/home";

export default async function HomePage({ params }: PageProps<"/sites/[site]/[locale]">) {
  const { site } = await params;
  const locale = await localeOf(params);
  const [sections, t] = await Promise.all([
    getPageSections(site, HOME_PAGE),
    getTranslations({ locale, namespace: "Home" }),
  ]);

  const titles = sections.map((section) => {
    if (section.hero) return pickTranslation(section.hero.title, section.hero.title_translation, locale);
    if (section.heading) return pickTranslation(section.heading.name, section.heading.name_translation, locale);
    return pickTranslation(section.template?.section_title, section.template?.section_title_translation, locale);
  });

  return (
    <section aria-labelledby="sections-heading">
      <h1 id="sections-heading" className="sr-only">
        {t("sectionsHeading")}
      </h1>
      {sections.length === 0 ? (
        <p className="text-gray-600">{t("noSections")}</p>
      ) : (
        <ol className="space-y-6" data-testid="page-sections">
          {sections.map((section, index) => (
            <li key={section.id} data-section-id={section.hero?.id ?? section.heading?.id ?? section.template?.id}>
              <h2 className="text-2xl font-semibold text-gray-900">{titles[index]}</h2>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
