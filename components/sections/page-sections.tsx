import { Suspense } from "react";
import { useTranslations } from "next-intl";
import { HeroSection } from "@/components/hero/hero-section";
import { pickTranslation } from "@/lib/i18n/translation";
import type { PageExtras, PageItem } from "@/lib/sections/data";
import { HeadingSection } from "./heading-section";
import { SectionErrorBoundary } from "./section-error-boundary";
import { SectionSkeleton } from "./skeletons/section-skeleton";
import { TemplateSection } from "./template-section";
import type { RenderContext } from "./types";

function itemName(item: PageItem, context: RenderContext): string | null {
  if (item.kind === "hero") return pickTranslation(item.hero.title, item.hero.title_translation, context.locale) || null;
  if (item.kind === "heading") return pickTranslation(item.heading.name, item.heading.name_translation, context.locale) || null;
  return pickTranslation(item.section.section_title, item.section.section_title_translation, context.locale) || null;
}

/**
 * A page's sections in their stored order. Each sits in its own error boundary (a section that throws
 * shows the red box, the rest of the page still renders) and Suspense (server render errors are retried
 * on the client, where the boundary catches them).
 */
export function PageSections({ items, extras, context }: { items: PageItem[]; extras: PageExtras; context: RenderContext }) {
  const t = useTranslations("Sections");
  if (items.length === 0) return null;
  return (
    <div data-testid="page-sections">
      {items.map((item) => (
        <SectionErrorBoundary key={item.id} name={itemName(item, context)} label={t("renderError")} unknown={t("unknown")}>
          <Suspense fallback={<SectionSkeleton type={item.kind === "template" ? item.section.section_type : "general"} />}>
            {item.kind === "hero" && <HeroSection hero={item.hero} context={context} />}
            {item.kind === "heading" && <HeadingSection heading={item.heading} context={context} />}
            {item.kind === "template" && <TemplateSection section={item.section} extras={extras} context={context} />}
          </Suspense>
        </SectionErrorBoundary>
      ))}
    </div>
  );
}
