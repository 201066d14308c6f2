import type { CSSProperties } from "react";
import { HERO_DEFAULTS } from "@/lib/hero/constants";
import type { Hero } from "@/lib/hero/normalize";
import { BACKGROUND_COLUMN_CLASSES } from "@/lib/hero/styles";
import { backgroundClasses } from "@/lib/sections/colors";
import type { RenderContext } from "@/components/sections/types";
import { DotGrid } from "./animations/dot-grid";
import { LetterGlitch } from "./animations/letter-glitch";
import { MagicBento } from "./animations/magic-bento";
import { HeroText } from "./hero-text";
import { ContentImage } from "@/components/sections/content-image";

const ANIMATIONS = { DotGrid, LetterGlitch, MagicBento } as const;

function imageSize(hero: Hero): CSSProperties {
  const { width, height } = hero.image_style;
  return {
    width: width ? `${width}px` : undefined,
    height: height ? `${Math.min(height, HERO_DEFAULTS.imageMaxHeight)}px` : undefined,
    maxWidth: "100%",
  };
}

/** The image's width on screen: its set width where it has one, else half the page beside the text, the page on phones. */
function imageSlot(hero: Hero): string {
  const { width } = hero.image_style;
  return `(min-width: 768px) ${width ? `${width}px` : "50vw"}, 100vw`;
}

/**
 * The hero: its text block beside, above or over its image (left, right, inline or background), in
 * 1–3 background columns, full page or not, with an optional decorative animation behind it.
 */
export function HeroSection({ hero, context }: { hero: Hero; context: RenderContext }) {
  const position = hero.image_style.position;
  const Animation = hero.animation_element ? ANIMATIONS[hero.animation_element] : null;
  const background = backgroundClasses(hero.background_style);
  const fullPage = hero.image_style.fullPage ? "min-h-screen" : "min-h-[28rem]";
  const image =
    hero.image && position !== "background" ? (
      <ContentImage src={hero.image} alt="" context={context} priority sizes={imageSlot(hero)} style={imageSize(hero)} className="hero-image" data-hero-image={position} />
    ) : null;
  const columns = image && position !== "inline" ? Math.max(2, hero.background_style.column) : hero.background_style.column;
  const text = <HeroText hero={hero} context={context} inlineImage={position === "inline" ? image : undefined} />;

  return (
    <section
      data-section-id={hero.id}
      data-section-kind="hero"
      className={`hero ${fullPage} ${background}`}
    >
      {hero.image && position === "background" && (
        <>
          <ContentImage src={hero.image} alt="" context={context} priority className="absolute inset-0 h-full w-full object-cover" data-hero-image="background" />
          <div aria-hidden className="absolute inset-0 bg-black/45" />
        </>
      )}
      {Animation && <Animation />}
      <div className={`hero-grid ${BACKGROUND_COLUMN_CLASSES[columns] ?? ""}`}>
        {image && position === "left" && image}
        {/* Beside an image in three columns the text spans two; otherwise it needs no box of its own. */}
        {columns === 3 && image && position !== "inline" ? <div className="md:col-span-2">{text}</div> : text}
        {image && position === "right" && image}
      </div>
    </section>
  );
}
