import { useTranslations } from "next-intl";
import { SEO_BADGE_HREF, HERO_DEFAULTS } from "@/lib/hero/constants";
import type { Hero } from "@/lib/hero/normalize";
import { ALIGN_CLASSES, BLOCK_COLUMN_CLASSES, BLOCK_WIDTH_CLASSES, WEIGHT_CLASSES, sizeClasses } from "@/lib/hero/styles";
import { localizedPath } from "@/lib/i18n/paths";
import { pickTranslation } from "@/lib/i18n/translation";
import { gradientTextClasses, textColorClass } from "@/lib/sections/colors";
import type { RenderContext } from "@/components/sections/types";
import { HeroButton } from "./hero-button";

/** The hero's words: SEO badge, title (size, colour or gradient, width, columns), description and button. */
export function HeroText({ hero, context, inlineImage }: { hero: Hero; context: RenderContext; inlineImage?: React.ReactNode }) {
  const t = useTranslations("Sections");
  const { title_style: ts, description_style: ds } = hero;
  const title = pickTranslation(hero.title, hero.title_translation, context.locale);
  const description = pickTranslation(hero.description, hero.description_translation, context.locale);
  const button = hero.button === null ? "" : pickTranslation(hero.button, hero.button_translation, context.locale);
  const titleColor = (ts.is_gradient && gradientTextClasses(ts.gradient)) || textColorClass(ts.color, "text-gray-800");
  const align = ALIGN_CLASSES[ts.alignment] ?? ALIGN_CLASSES.left;
  const buttonBlock = button ? <HeroButton hero={hero} text={button} context={context} /> : null;

  return (
    <div className={`hero-text ${align} ${BLOCK_WIDTH_CLASSES[ts.blockWidth] ?? "max-w-2xl"}`}>
      {hero.background_style.seo_title && (
        <a
          href={localizedPath(SEO_BADGE_HREF, context.locale, context.defaultLocale)}
          className="hero-badge"
        >
          <span className="font-medium">{hero.background_style.seo_title}</span>
          <span className="text-sky-800 arrow-after">{t("explore")}</span>
        </a>
      )}
      <h1
        className={`hero-title ${sizeClasses(ts.size, HERO_DEFAULTS.titleSize)} ${titleColor} ${BLOCK_COLUMN_CLASSES[ts.blockColumns] ?? ""}`}
      >
        {title}
      </h1>
      {inlineImage}
      {hero.button_style.aboveDescription && buttonBlock}
      {description && (
        <p className={`${sizeClasses(ds.size, HERO_DEFAULTS.descriptionSize)} ${WEIGHT_CLASSES[ds.weight] ?? "font-normal"} ${textColorClass(ds.color, "text-gray-600")}`}>
          {description}
        </p>
      )}
      {!hero.button_style.aboveDescription && buttonBlock}
    </div>
  );
}
