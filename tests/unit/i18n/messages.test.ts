import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { messagesByLocale } from "@/lib/i18n/messages";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  // The arguments a text uses, each once: `{name}` or `{count, plural, …}`. A plural branch's text
  // (`=0 {Delete {name}?}`) is not an argument, and languages have different branches (few, many …).
  const withoutBranches = text.replace(/([,}]\s*)(=\d+|zero|one|two|few|many|other)\s*\{/g, "$1(");
  return [...new Set([...withoutBranches.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();
}

describe("interface translations", () => {
  const english = keys(messagesByLocale.en);

  it.each(LOCALES.filter((locale) => locale !== "en"))("%s has every key en.json has, and no other", (locale) => {
    const translated = keys(messagesByLocale[locale]);
    expect(english.filter((key) => !translated.includes(key))).toEqual([]);
    expect(translated.filter((key) => !english.includes(key))).toEqual([]);
  });

  it.each(LOCALES)("%s has no empty text and keeps the placeholders of en.json", (locale) => {
    const lookup = (tree: unknown, key: string) =>
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    for (const key of english) {
      const text = lookup(messagesByLocale[locale], key);
      expect(typeof text === "string" && text.trim() !== "", `${locale}:${key}`).toBe(true);
      expect(placeholders(String(text)), `${locale}:${key}`).toEqual(placeholders(String(lookup(messagesByLocale.en, key))));
    }
  });
});
