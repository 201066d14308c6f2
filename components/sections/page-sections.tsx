import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { HeroSection } from "@/components/hero/hero-section";
import { pickTranslation } from "@/lib/i18n/translation";
import { logger } from "@/lib/log/logger.mjs";
import type { PageExtras, PageItem } from "@/lib/sections/data";
import { HeadingSection } from "./heading-section";
import { LiveSections } from "./live-sections";
import { SectionErrorBoundary } from "./section-error-boundary";
import { SectionErrorBox } from "./section-error-box";
import { inlineStaticMarkup } from "./static-markup";
import { TemplateSection } from "./template-section";
import type { RenderContext } from "./types";

function itemName(item: PageItem, context: RenderContext): string | null {
  if (item.kind === "hero") return pickTranslation(item.hero.title, item.hero.title_translation, context.locale) || null;
  if (item.kind === "heading") return pickTranslation(item.heading.name, item.heading.name_translation, context.locale) || null;
  return pickTranslation(item.section.section_title, item.section.section_title_translation, context.locale) || null;
}

function renderItem(item: PageItem, extras: PageExtras, context: RenderContext): ReactNode {
  if (item.kind === "hero") return HeroSection({ hero: item.hero, context });
  if (item.kind === "heading") return HeadingSection({ heading: item.heading, context });
  return TemplateSection({ section: item.section, extras, context });
}

/**
 * Renders one section's top level on the server inside try/catch: React error boundaries do not catch
 * during server rendering, and a throw there would fail the whole page. The renderers are synchronous
 * functions of their props, so calling one directly runs its logic here, and inlineStaticMarkup runs the server
 * components inside it here too.
 */
export function renderSafely(render: () => ReactNode, fallback: () => ReactNode): ReactNode {
  try {
    return render();
  } catch (error) {
    logger.error({ err: error }, "a section failed to render");
    return fallback();
  }
}

/**
 * A page's sections in their stored order. Each is rendered safely on the server and sits in its own
 * client error boundary, so a section that throws shows the red box and the rest of the page renders.
 */
export function PageSections(props: { items: PageItem[]; extras: PageExtras; context: RenderContext; urlPage: string }) {
  const { items, extras, urlPage } = props;
  // The renderers size the page's images from the media library.
  const context = { ...props.context, media: extras.media };
  const t = useTranslations("Sections");
  if (items.length === 0) return null;
  return (
    <LiveSections urlPage={urlPage} heroFirst={items[0].kind === "hero"}>
      {items.map((item) => {
        const name = itemName(item, context);
        const box = () => <SectionErrorBox name={name} label={t("renderError")} unknown={t("unknown")} />;
        return (
          <SectionErrorBoundary key={item.id} name={name}>
            {renderSafely(() => inlineStaticMarkup(renderItem(item, extras, context)), box)}
          </SectionErrorBoundary>
        );
      })}
    </LiveSections>
  );
}
