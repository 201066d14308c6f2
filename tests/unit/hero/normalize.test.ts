import { describe, expect, it } from "vitest";
import { HERO_DEFAULTS } from "@/lib/hero/constants";
import { normalizeHero } from "@/lib/hero/normalize";

describe("hero normalisation", () => {
  it("fills the spec's defaults for a hero with only a title", () => {
    const hero = normalizeHero({ id: "h1", title: "Welcome" });
    expect(hero.button).toBe("Get Started");
    expect(hero.title_style).toMatchObject({ color: "gray-800", size: { desktop: "text-7xl", mobile: "text-5xl" }, blockWidth: "2xl", blockColumns: 1 });
    expect(hero.description_style).toMatchObject({ color: "gray-600", size: { desktop: "text-2xl", mobile: "text-lg" } });
    expect(hero.image_style).toEqual({ position: "right", fullPage: false, width: 400, height: 300 });
    expect(hero.button_style.url).toBe(HERO_DEFAULTS.buttonUrl);
    expect(hero.animation_element).toBeNull();
  });

  it("maps the older flat fields into the style objects", () => {
    const hero = normalizeHero({
      id: "h2",
      title: "Old hero",
      h1_text_color: "blue-900",
      h1_text_size: "text-6xl",
      h1_text_size_mobile: "text-3xl",
      title_alighnment: "center",
      h1_is_gradient: true,
      h1_text_color_gradient_from: "blue-600",
      h1_text_color_gradient_to: "pink-600",
      p_description_color: "gray-500",
      p_description_size: "text-xl",
      p_description_weight: "semibold",
      image_position: "background",
      image_width: "auto",
      background_color: "teal-900",
      is_button_above_description: true,
      button_url: "/contact",
    });
    expect(hero.title_style).toMatchObject({
      color: "blue-900",
      size: { desktop: "text-6xl", mobile: "text-3xl" },
      alignment: "center",
      is_gradient: true,
      gradient: { from: "blue-600", to: "pink-600" },
    });
    expect(hero.description_style).toEqual({ color: "gray-500", size: { desktop: "text-xl", mobile: "text-lg" }, weight: "semibold" });
    expect(hero.image_style.position).toBe("background");
    expect(hero.image_style.width).toBeNull();
    expect(hero.background_style.color).toBe("teal-900");
    expect(hero.button_style).toMatchObject({ aboveDescription: true, url: "/contact" });
  });

  it("prefers the style objects over flat fields and ignores unknown values", () => {
    const hero = normalizeHero({
      id: "h3",
      title: "New hero",
      title_style: { color: "stone-900", alignment: "sideways" },
      h1_text_color: "red-500",
      background_style: { column: 7 },
      animation_element: "Fireworks",
    });
    expect(hero.title_style.color).toBe("stone-900");
    expect(hero.title_style.alignment).toBe("left");
    expect(hero.background_style.column).toBe(1);
    expect(hero.animation_element).toBeNull();
  });
});
