import { localizedPath } from "@/lib/i18n/paths";
import { pickTranslation } from "@/lib/i18n/translation";
import { backgroundClasses } from "@/lib/sections/colors";
import type { HeadingSectionRow } from "@/lib/sections/queries";
import type { RenderContext } from "./types";
import { ContentImage } from "./content-image";

/** The three text styles a heading section offers (spec 001 §4): classes defined in app/text-styles.css. */
const headingStyle = (variant: "default" | "apple" | "codedharmony") => ({
  title: `hs-${variant}-title`,
  accent: `hs-${variant}-accent`,
  text: `hs-${variant}-text`,
  button: `hs-${variant}-button`,
});

const HEADING_STYLES = {
  default: headingStyle("default"),
  apple: headingStyle("apple"),
  codedharmony: headingStyle("codedharmony"),
} as const;

/**
 * A heading section: a title in up to three parts (the second highlighted), a description, a button or a
 * text link, and an optional image that may come first. The clean variant fills the screen.
 */
export function HeadingSection({ heading, context }: { heading: HeadingSectionRow; context: RenderContext }) {
  const style = HEADING_STYLES[heading.text_style_variant] ?? HEADING_STYLES.default;
  const locale = context.locale;
  const part1 = pickTranslation(heading.name, heading.name_translation, locale);
  const part2 = pickTranslation(heading.name_part_2, heading.name_part_2_translation, locale);
  const part3 = pickTranslation(heading.name_part_3, heading.name_part_3_translation, locale);
  const description = pickTranslation(heading.description_text, heading.description_text_translation, locale);
  const buttonText = pickTranslation(heading.button_text, heading.button_text_translation, locale);
  const href = heading.url ? (heading.url.startsWith("/") ? localizedPath(heading.url, locale, context.defaultLocale) : heading.url) : null;
  const clean = heading.style_variant === "clean";

  const text = (
    <div className={clean ? "mx-auto max-w-4xl text-center" : "max-w-2xl"}>
      <h2 className={style.title}>
        {part1}
        {part2 && <> <span className={style.accent}>{part2}</span></>}
        {part3 && <> {part3}</>}
      </h2>
      <p className={style.text}>{description}</p>
      {buttonText && href && (
        <p className="mt-8">
          {heading.is_text_link ? (
            <a href={href} className="text-link arrow-after">
              {buttonText}
            </a>
          ) : (
            <a href={href} className={`inline-block ${style.button}`}>
              {buttonText}
            </a>
          )}
        </p>
      )}
    </div>
  );
  const image = heading.image ? (
    <ContentImage src={heading.image} alt="" context={context} sizes="(min-width: 768px) 50vw, 100vw" className={clean ? "heading-image-clean" : "heading-image"} />
  ) : null;

  return (
    <section
      data-section-id={heading.id}
      data-section-kind="heading_section"
      className={`${clean ? "heading-clean" : "section-box"} ${backgroundClasses(heading)}`}
    >
      {clean ? (
        <>
          {heading.image_first && image}
          {text}
          {!heading.image_first && image}
        </>
      ) : (
        <div className={image ? "heading-grid md:grid-cols-2" : "heading-grid"}>
          {heading.image_first && image}
          {text}
          {!heading.image_first && image}
        </div>
      )}
    </section>
  );
}
