import { describe, expect, it } from "vitest";
import { countSections, describeSection, moveRow, rowKey, sameOrder, toItems, type LayoutItem, type LayoutRow } from "@/components/editors/page-layout/layout-rows";
import { SECTION_TYPES } from "@/lib/model/enums";
import en from "@/messages/en.json";

const hero: LayoutItem = { kind: "hero", id: "h1" };
const heading: LayoutItem = { kind: "heading_section", id: "d1" };
const faq: LayoutItem = { kind: "template_section", id: "t1" };
const pricing: LayoutItem = { kind: "template_section", id: "t2" };

describe("page layout rows", () => {
  it("counts all sections and each of hero, template_section and heading_section", () => {
    expect(countSections([hero, heading, faq, pricing])).toEqual({ total: 4, hero: 1, template_section: 2, heading_section: 1 });
    expect(countSections([])).toEqual({ total: 0, hero: 0, template_section: 0, heading_section: 0 });
  });

  it("moves one row to another place and keeps every other row in order", () => {
    const rows = [hero, heading, pricing, faq];
    expect(moveRow(rows, 3, 2)).toEqual([hero, heading, faq, pricing]);
    expect(moveRow(rows, 0, 3)).toEqual([heading, pricing, faq, hero]);
    expect(rows).toEqual([hero, heading, pricing, faq]);
  });

  it("leaves the rows alone for a move above the first or below the last", () => {
    const rows = [hero, heading];
    expect(moveRow(rows, 0, -1)).toBe(rows);
    expect(moveRow(rows, 1, 2)).toBe(rows);
    expect(moveRow(rows, 1, 1)).toBe(rows);
  });

  it("tells a changed order from the stored one by kind and id", () => {
    expect(sameOrder([hero, faq], [{ ...hero }, { ...faq }])).toBe(true);
    expect(sameOrder([hero, faq], [faq, hero])).toBe(false);
    expect(sameOrder([{ kind: "hero", id: "x" }], [{ kind: "template_section", id: "x" }])).toBe(false);
    expect(rowKey(faq)).toBe("template_section:t1");
  });

  it("sends only kind and id of each row to the server", () => {
    const rows: LayoutRow[] = [{ ...faq, title: "FAQ", sectionType: "faq" }];
    expect(toItems(rows)).toEqual([{ kind: "template_section", id: "t1" }]);
  });

  it("names a template section by its title in the language viewed, with its category (legacy flags too)", () => {
    const row = { section_title: "Questions", section_title_translation: { es: "Preguntas", de: "  " }, section_type: "faq" };
    expect(describeSection(faq, row, "es")).toMatchObject({ title: "Preguntas", sectionType: "faq" });
    expect(describeSection(faq, row, "de")).toMatchObject({ title: "Questions" });
    expect(describeSection(faq, { section_title: "Talk to us", is_contact_section: true }, "en").sectionType).toBe("contact");
    expect(describeSection(faq, { section_title: "Plain" }, "en").sectionType).toBe("general");
  });

  it("names a heading by its name parts and a hero by its title; a missing section has no title", () => {
    expect(describeSection(heading, { name: "Build", name_part_2: " better", name_part_3: null, name_translation: {} }, "en")).toMatchObject({ title: "Build better", sectionType: null });
    expect(describeSection(hero, { title: "Welcome", title_translation: { fr: "Bienvenue" } }, "fr")).toMatchObject({ title: "Bienvenue", sectionType: null });
    expect(describeSection(hero, null, "en")).toEqual({ ...hero, title: "", sectionType: null });
  });

  it("labels every section type with the spec's category list", () => {
    expect(en.Editors.pageLayout.categories).toEqual({
      general: "General", brand: "Brands", article_slider: "Article Slider", contact: "Contact", faq: "FAQ", reviews: "Reviews",
      help_center: "Help Center", real_estate: "Real Estate", pricing_plans: "Pricing Plans",
    });
    expect(Object.keys(en.Editors.pageLayout.categories).sort()).toEqual([...SECTION_TYPES].sort());
  });
});
