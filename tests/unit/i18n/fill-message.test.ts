import { describe, expect, it } from "vitest";
import { fillMessage, PLAIN_MESSAGES } from "@/lib/i18n/fill-message";
import { LOCALES } from "@/lib/i18n/locales";
import { messagesByLocale } from "@/lib/i18n/messages";

describe("fillMessage", () => {
  it("fills plain placeholders and leaves unknown ones", () => {
    expect(fillMessage("Basket, {count} items", { count: 3 })).toBe("Basket, 3 items");
    expect(fillMessage("Подменю «{name}»", { name: "Услуги" })).toBe("Подменю «Услуги»");
    expect(fillMessage("{a} and {b}", { a: "x" })).toBe("x and {b}");
    expect(fillMessage("Autorisez {service} pour l'afficher", { service: "YouTube" })).toBe("Autorisez YouTube pour l'afficher");
  });

  it("is only given messages without plural, select or formatted arguments, in every language", () => {
    for (const locale of LOCALES) {
      for (const [namespace, keys] of Object.entries(PLAIN_MESSAGES)) {
        for (const key of keys) {
          const message = (messagesByLocale[locale] as unknown as Record<string, Record<string, string>>)[namespace]![key]!;
          // An apostrophe is literal unless it quotes ICU syntax ("l'afficher" is fine, "'{" is not).
          expect(message, `${locale} ${namespace}.${key}`).toMatch(/^(?:[^{}']|'(?![{}'#|])|\{\w+\})+$/);
        }
      }
    }
  });
});
