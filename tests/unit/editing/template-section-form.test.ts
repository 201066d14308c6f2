import { describe, expect, it } from "vitest";
import {
  changedValues,
  GRID_COLUMN_CHOICES,
  NEW_SECTION_VALUES,
  TITLE_REQUIRED,
  templateSectionFormSchema,
  toFormValues,
} from "@/components/editors/template-section/form-schema";

function storedRow(overrides: Record<string, unknown> = {}) {
  return {
    id: "5b1c6f0e-2a7d-4c55-9a51-0c9d1f3f4e21",
    organization_id: "0f6b7a38-91f3-4f4c-8f0e-6a3f1b0f9d10",
    url_page: "/home",
    version: 4,
    section_title: "How we work",
    section_title_translation: { es: "Cómo trabajamos" },
    section_description: null,
    section_description_translation: {},
    section_type: "general",
    text_style_variant: "apple",
    grid_columns: 3,
    image_metrics_height: "h-48",
    is_full_width: false,
    is_slider: true,
    is_section_title_aligned_center: true,
    is_section_title_aligned_right: false,
    is_image_bottom: false,
    background_color: "gray-50",
    is_gradient: false,
    gradient: {},
    is_reviews_section: false,
    is_brand: false,
    updated_at: "2026-11-21T10:00:00.123456+00:00",
    ...overrides,
  };
}

describe("the template section form", () => {
  it("holds only the fields it edits, with the row's version", () => {
    const { values, version } = toFormValues(storedRow());
    expect(version).toBe(4);
    expect(values).toEqual({
      section_title: "How we work",
      section_title_translation: { es: "Cómo trabajamos" },
      section_description: "",
      section_description_translation: {},
      section_type: "general",
      text_style_variant: "apple",
      grid_columns: 3,
      image_metrics_height: "h-48",
      is_slider: true,
      is_full_width: false,
      is_section_title_aligned_center: true,
      is_section_title_aligned_right: false,
      is_image_bottom: false,
      background_color: "gray-50",
      is_gradient: false,
      gradient: {},
    });
  });

  it("takes an older row's section type from its legacy flags", () => {
    expect(toFormValues(storedRow({ section_type: null, is_brand: true })).values.section_type).toBe("brand");
    expect(toFormValues(storedRow({ section_type: null })).values.section_type).toBe("general");
  });

  it("sends only the fields the admin changed", () => {
    const { values } = toFormValues(storedRow());
    const edited = { ...values, grid_columns: 5, section_title_translation: { es: "Nuestro proceso" } };
    expect(changedValues(values, edited)).toEqual({ grid_columns: 5, section_title_translation: { es: "Nuestro proceso" } });
    expect(changedValues(values, { ...values, section_title_translation: { es: "Cómo trabajamos" } })).toEqual({});
  });

  it("requires a title after trimming on a general section, with the spec's message key", () => {
    const { values } = toFormValues(storedRow());
    const result = templateSectionFormSchema.safeParse({ ...values, section_title: "   " });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([{ path: ["section_title"], message: TITLE_REQUIRED }]);
  });

  it("lets other section types leave the title empty", () => {
    const { values } = toFormValues(storedRow({ section_type: "faq" }));
    expect(templateSectionFormSchema.safeParse({ ...values, section_title: null }).success).toBe(true);
  });

  it("offers grid columns 1 to 6", () => {
    expect(GRID_COLUMN_CHOICES).toEqual([1, 2, 3, 4, 5, 6]);
    const { values } = toFormValues(storedRow());
    expect(templateSectionFormSchema.safeParse({ ...values, grid_columns: 7 }).success).toBe(false);
  });

  it("starts a new section with the spec's defaults, which pass except for the missing title", () => {
    expect(NEW_SECTION_VALUES).toMatchObject({ section_type: "general", text_style_variant: "default", grid_columns: 3, background_color: "white" });
    expect(templateSectionFormSchema.safeParse(NEW_SECTION_VALUES).error?.issues).toMatchObject([{ path: ["section_title"], message: TITLE_REQUIRED }]);
    expect(templateSectionFormSchema.safeParse({ ...NEW_SECTION_VALUES, section_title: "Our numbers" }).success).toBe(true);
  });

  it("opens a row whose colours were stored before they were checked, with the defaults", () => {
    const { values } = toFormValues(storedRow({ background_color: "#fafafa", gradient: { from: "url(x)" } }));
    expect(values.background_color).toBe("white");
    expect(values.gradient).toEqual({});
  });

  it("refuses colours that are not colour classes", () => {
    const { values } = toFormValues(storedRow());
    expect(templateSectionFormSchema.safeParse({ ...values, background_color: "red; top: 0" }).success).toBe(false);
    expect(templateSectionFormSchema.safeParse({ ...values, gradient: { from: "from-sky-100", to: "banana" } }).success).toBe(false);
    expect(templateSectionFormSchema.safeParse({ ...values, gradient: { from: "from-sky-100", via: "", to: "to-rose-200" } }).success).toBe(true);
  });
});
