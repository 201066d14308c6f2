import { describe, expect, it } from "vitest";
import { changedValues, createBody, heroFormSchema, newHeroValues, TITLE_REQUIRED, toFormValues } from "@/components/editors/hero-section/form-schema";
import { withLayoutGradient } from "@/components/editors/hero-section/gradients";
import { HERO_GRADIENT_DEFAULTS } from "@/lib/hero/constants";
import { heroPatchSchema } from "@/lib/hero/schemas";
import en from "@/messages/en.json";

/** A hero stored before the style objects: only the older flat h1_* / p_description_* / image_* fields. */
function flatRow(overrides: Record<string, unknown> = {}) {
  return {
    id: "6a2d4e1a-3b5f-4a6c-8d9e-0f1a2b3c4d5e",
    version: 4,
    name: "Old hero",
    h1_title: "Built on trust",
    h1_title_translation: { es: "Construido sobre confianza" },
    h1_text_color: "blue-900",
    h1_text_size: "text-6xl",
    h1_text_size_mobile: "text-3xl",
    h1_text_align: "center",
    h1_is_gradient: true,
    h1_text_color_gradient_from: "from-blue-600",
    h1_text_color_gradient_to: "to-pink-600",
    p_description: "Since 1952.",
    p_description_color: "gray-700",
    p_description_size: "text-xl",
    p_description_weight: "semibold",
    image: "https://example.com/hero.png",
    image_position: "left",
    image_width: "320",
    image_height: "auto",
    background_color: "gray-50",
    button_text: "Call us",
    button_url: "/contact",
    is_button_above_description: true,
    ...overrides,
  };
}

describe("hero form: flat fields mapped on read (spec 001 §3)", () => {
  it("maps h1_* and p_description_* into the title and description style objects", () => {
    const { values, version } = toFormValues(flatRow());
    expect(version).toBe(4);
    expect(values.title).toBe("Built on trust");
    expect(values.title_translation).toEqual({ es: "Construido sobre confianza" });
    expect(values.title_style).toMatchObject({
      color: "blue-900",
      size: { desktop: "text-6xl", mobile: "text-3xl" },
      alignment: "center",
      is_gradient: true,
      gradient: { from: "from-blue-600", to: "to-pink-600" },
    });
    expect(values.description).toBe("Since 1952.");
    expect(values.description_style).toEqual({ color: "gray-700", size: { desktop: "text-xl", mobile: "text-lg" }, weight: "semibold" });
  });

  it("maps the image, background and button fields; a non-numeric size is auto", () => {
    const { values } = toFormValues(flatRow());
    expect(values.image_style).toEqual({ position: "left", fullPage: false, width: 320, height: null });
    expect(values.background_color).toBe("gray-50");
    expect(values.button).toBe("Call us");
    expect(values.button_style).toMatchObject({ url: "/contact", aboveDescription: true });
  });

  it("opens a hero whose stored values are outside the spec's sets with the defaults instead", () => {
    const { values } = toFormValues(flatRow({ h1_text_size: "text-9xl", h1_text_color: "red; x", button_url: "javascript:alert(1)", image_width: 99_999 }));
    expect(values.title_style.size.desktop).toBe("text-7xl");
    expect(values.title_style.color).toBe("gray-800");
    expect(values.button_style.url).toBe("/products");
    expect(values.image_style.width).toBeNull();
    // What the dialog then saves is valid.
    expect(heroPatchSchema.safeParse(createBody(values, "en")).success).toBe(true);
  });

  it("writes every change back as the spec's style objects, never the flat fields", () => {
    const { values } = toFormValues(flatRow());
    const patch = changedValues(values, { ...values, title_style: { ...values.title_style, size: { desktop: "text-7xl", mobile: "text-5xl" } }, seo_title: "News" });
    expect(Object.keys(patch).sort()).toEqual(["background_style", "title_style"]);
    expect(patch.background_style).toEqual({ column: 1, color: "gray-50", is_gradient: false, gradient: {}, seo_title: "News" });
    expect(changedValues(values, values)).toEqual({});
  });
});

describe("hero form rules", () => {
  it("has the dialog's defaults (spec 001 §9)", () => {
    const values = newHeroValues();
    expect(values.button).toBe("Get Started");
    expect(values.title_style.color).toBe("gray-800");
    expect(values.description_style.color).toBe("gray-600");
    expect(values.image_style).toEqual({ position: "right", fullPage: false, width: 400, height: 300 });
    expect(values.button_style.url).toBe("/products");
    expect(values.title_style.blockColumns).toBe(1);
  });

  it("requires a title after trimming, with the spec's message", () => {
    const result = heroFormSchema("en").safeParse({ ...newHeroValues(), title: "   " });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["title", TITLE_REQUIRED]]);
    expect(en.Editors.hero[TITLE_REQUIRED]).toBe("Title is required.");
    expect(heroFormSchema("en").safeParse({ ...newHeroValues(), title: "Hello" }).success).toBe(true);
  });

  it("turning the gradient on sets the spec's default colours, off clears them (spec 001 §4)", () => {
    const on = withLayoutGradient(newHeroValues(), true);
    expect(on.gradient).toEqual(HERO_GRADIENT_DEFAULTS.background);
    expect(on.gradient).toEqual({ from: "from-blue-50", via: "via-white", to: "to-purple-50" });
    expect(on.title_style).toMatchObject({ is_gradient: true, gradient: { from: "from-blue-600", via: "via-purple-600", to: "to-pink-600" } });
    expect(on.button_style.gradient).toEqual({ from: "from-sky-600", via: "via-sky-500", to: "to-sky-700" });
    const off = withLayoutGradient(on, false);
    expect(off.is_gradient).toBe(false);
    expect([off.gradient, off.title_style.gradient, off.button_style.gradient]).toEqual([{}, {}, {}]);
    expect(off.title_style.is_gradient).toBe(false);
  });

  it("saves a removed image as null and an emptied button text as no button", () => {
    const body = createBody({ ...newHeroValues(), title: "Hi", image: null, button: "  " }, "en");
    expect(body.image).toBeNull();
    expect(body.button).toBeNull();
  });

  it("gives a hero titled only in the language being viewed that title as its base too", () => {
    expect(createBody({ ...newHeroValues(), title: "", title_translation: { es: "Hola" } }, "es").title).toBe("Hola");
  });
});
