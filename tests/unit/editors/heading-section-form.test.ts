import { describe, expect, it } from "vitest";
import {
  changedValues,
  createBody,
  DESCRIPTION_REQUIRED,
  headingSectionFormSchema,
  NAME_REQUIRED,
  newHeadingValues,
  toFormValues,
  URL_PAGE_REQUIRED,
} from "@/components/editors/heading-section/form-schema";
import en from "@/messages/en.json";

function storedRow(overrides: Record<string, unknown> = {}) {
  return {
    id: "7c2d4e1a-3b5f-4a6c-8d9e-0f1a2b3c4d5e",
    organization_id: "0f6b7a38-91f3-4f4c-8f0e-6a3f1b0f9d10",
    url_page: "/home",
    version: 3,
    name: "Build with",
    name_translation: { es: "Construye con" },
    name_part_2: "confidence",
    name_part_2_translation: {},
    name_part_3: null,
    name_part_3_translation: {},
    description_text: "Plans, permits and people.",
    description_text_translation: {},
    button_text: "Talk to us",
    button_text_translation: {},
    url: "/contact",
    is_text_link: false,
    image: null,
    image_first: false,
    is_included_templatesection: false,
    style_variant: "default",
    text_style_variant: "apple",
    background_color: "white",
    is_gradient: false,
    gradient: {},
    created_at: "2026-11-20T10:00:00+00:00",
    updated_at: "2026-11-21T10:00:00+00:00",
    ...overrides,
  };
}

const messagesOf = (result: ReturnType<ReturnType<typeof headingSectionFormSchema>["safeParse"]>) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("the heading section form", () => {
  it("uses the spec's three validation messages", () => {
    const heading = en.Editors.headingSection;
    expect(heading[NAME_REQUIRED]).toBe("Please enter a heading name");
    expect(heading[DESCRIPTION_REQUIRED]).toBe("Please enter a description text");
    expect(heading[URL_PAGE_REQUIRED]).toBe('Please enter a page URL (e.g., "/about" or "/")');
  });

  it("asks for a name, a description text and a page URL, and nothing else, on a new section", () => {
    const result = headingSectionFormSchema("en").safeParse({ ...newHeadingValues(""), name: "  ", description_text: "" });
    expect(messagesOf(result)).toEqual({ name: NAME_REQUIRED, description_text: DESCRIPTION_REQUIRED, url_page: URL_PAGE_REQUIRED });
  });

  it("leaves the button URL, the button text and the image optional", () => {
    const values = { ...newHeadingValues("/about"), name: "Hello", description_text: "World" };
    expect(headingSectionFormSchema("en").safeParse(values).success).toBe(true);
  });

  it("refuses a button URL that is not a web address or a site path", () => {
    const values = { ...newHeadingValues("/about"), name: "Hello", description_text: "World", url: "javascript:alert(1)" };
    expect(Object.keys(messagesOf(headingSectionFormSchema("en").safeParse(values)))).toEqual(["url"]);
  });

  it("counts a name typed only in the language being viewed as entered", () => {
    const values = { ...newHeadingValues("/home"), name_translation: { es: "Hola" }, description_text_translation: { es: "Mundo" } };
    expect(headingSectionFormSchema("es").safeParse(values).success).toBe(true);
    expect(messagesOf(headingSectionFormSchema("en").safeParse(values))).toMatchObject({ name: NAME_REQUIRED });
  });

  it("holds a stored row's edited columns and its page, with the row's version", () => {
    const { values, version } = toFormValues(storedRow());
    expect(version).toBe(3);
    expect(values).toMatchObject({ name: "Build with", name_part_2: "confidence", name_part_3: null, url_page: "/home", text_style_variant: "apple" });
    expect(values).not.toHaveProperty("is_included_templatesection");
    expect(values).not.toHaveProperty("id");
  });

  it("shows the second part of a stored row that has only a third", () => {
    const { values } = toFormValues(storedRow({ name_part_2: null, name_part_3: "today" }));
    expect(values.name_part_2).toBe("");
    expect(values.name_part_3).toBe("today");
  });

  it("opens a row whose colour was stored before colours were checked", () => {
    expect(toFormValues(storedRow({ background_color: "not a colour" })).values.background_color).toBe("white");
  });

  it("sends only what changed, never the page the section is on", () => {
    const { values } = toFormValues(storedRow());
    const edited = { ...values, name_translation: { es: "Crea con" }, url_page: "/elsewhere", is_text_link: true };
    expect(changedValues(values, edited)).toEqual({ name_translation: { es: "Crea con" }, is_text_link: true });
  });

  it("creates a section on the page entered, with / read as the home page", () => {
    const values = { ...newHeadingValues("/"), name: "Hello", description_text: "World" };
    expect(createBody(values, "en").urlPage).toBe("/home");
    expect(createBody({ ...values, url_page: "about/" }, "en").urlPage).toBe("/about");
    expect(createBody(values, "en").fields).not.toHaveProperty("url_page");
  });

  it("gives a section named only in the language being viewed that text as its base text", () => {
    const values = { ...newHeadingValues("/home"), name_translation: { es: "Hola" }, description_text_translation: { es: "Mundo" } };
    const { fields } = createBody(values, "es");
    expect(fields).toMatchObject({ name: "Hola", description_text: "Mundo", name_translation: { es: "Hola" } });
  });
});
