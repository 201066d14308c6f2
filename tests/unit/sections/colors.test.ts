import { describe, expect, it } from "vitest";
import { pickTranslation } from "@/lib/i18n/translation";
import { backgroundClasses, colorName, gradientClasses } from "@/lib/sections/colors";
import { formatPrice } from "@/lib/sections/price";

describe("stored colours", () => {
  it("accepts palette names with or without a utility prefix and rejects anything else", () => {
    expect(colorName("gray-50")).toBe("gray-50");
    expect(colorName("from-blue-50")).toBe("blue-50");
    expect(colorName("white")).toBe("white");
    expect(colorName("red; background:url(x)")).toBeNull();
    expect(colorName("#ff0000")).toBeNull();
  });

  it("builds gradients from prefixed and bare stops", () => {
    expect(gradientClasses({ from: "from-sky-50", via: "via-white", to: "to-indigo-50" })).toBe(
      "grad-br gf-sky-50 gv-white gt-indigo-50",
    );
    expect(gradientClasses({ from: "blue-600", to: "pink-600" })).toBe("grad-br gf-blue-600 gt-pink-600");
    expect(gradientClasses({ from: "blue-600", to: "pink-600" }, "r")).toBe("grad-r gf-blue-600 gt-pink-600");
  });

  it("uses the gradient only when it is switched on, else the background colour (white by default)", () => {
    const gradient = { from: "orange-50", to: "stone-100" };
    expect(backgroundClasses({ background_color: "stone-50", is_gradient: true, gradient })).toContain("gf-orange-50");
    expect(backgroundClasses({ background_color: "stone-50", is_gradient: false, gradient })).toBe("bg-stone-50");
    expect(backgroundClasses({ background_color: null })).toBe("bg-white");
  });
});

describe("translation pick", () => {
  it("uses a translation only when it is non-empty after trimming", () => {
    expect(pickTranslation("How we work", { es: "Cómo trabajamos" }, "es")).toBe("Cómo trabajamos");
    expect(pickTranslation("How we work", { es: "   " }, "es")).toBe("How we work");
    expect(pickTranslation("How we work", {}, "de")).toBe("How we work");
    expect(pickTranslation(null, null, "de")).toBe("");
  });
});

describe("plan prices", () => {
  it("shows minor units with the plan's currency symbol, $ by default", () => {
    expect(formatPrice(1020000, "$", "en")).toBe("$10,200");
    expect(formatPrice(4550, "€", "de")).toBe("€45,50");
    expect(formatPrice(100, "", "en")).toBe("$1");
  });
});
