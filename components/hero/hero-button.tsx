import { localizedPath } from "@/lib/i18n/paths";
import type { Hero } from "@/lib/hero/normalize";
import { colorName, gradientClasses, readableTextOn } from "@/lib/sections/colors";
import type { RenderContext } from "@/components/sections/types";

/** The hero's call to action: a gradient or solid button, or a play button when it opens a video. */
export function HeroButton({ hero, text, context }: { hero: Hero; text: string; context: RenderContext }) {
  const style = hero.button_style;
  const color = colorName(style.color) ?? "sky-600";
  const gradient = gradientClasses(style.gradient, "r");
  const background = gradient || `bg-${color}`;
  // Text colour follows the (first) background colour so the label keeps AA contrast.
  const textClass = readableTextOn(gradient ? (style.gradient.from ?? color) : color);
  const href = style.url.startsWith("/") ? localizedPath(style.url, context.locale, context.defaultLocale) : style.url;
  return (
    <a
      href={href}
      data-hero-button={style.isVideo ? "video" : "link"}
      className={`hero-button ${textClass} ${background}`}
    >
      {style.isVideo && (
        <span aria-hidden className="flex h-6 w-6 items-center justify-center rounded-full bg-current/20">
          ▶
        </span>
      )}
      {text}
    </a>
  );
}
