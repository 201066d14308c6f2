import { describe, expect, it } from "vitest";
import { shareChanges, toShareForm } from "@/components/editors/page-layout/page-share";
import { changedBody, newPostValues, postFormSchema, toFormValues } from "@/components/editors/post/form-schema";

const stored = toShareForm({ seo_title: "Home", seo_title_translation: { es: "Inicio" }, seo_description: null, seo_description_translation: {}, seo_image: null });

describe("the page layout manager's search and sharing fields", () => {
  it("reads a page never given any as empty fields", () => {
    expect(toShareForm({ seo_title: undefined, seo_title_translation: {}, seo_description: null, seo_description_translation: {}, seo_image: null })).toEqual({
      seo_title: "",
      seo_title_translation: {},
      seo_description: "",
      seo_description_translation: {},
      seo_image: "",
    });
  });

  it("saves only the fields changed, blank texts as none", () => {
    expect(shareChanges(stored, stored)).toBeNull();
    expect(shareChanges(stored, { ...stored, seo_title: "  ", seo_description: "What we do." })).toEqual({ seo_title: null, seo_description: "What we do." });
    expect(shareChanges(stored, { ...stored, seo_title_translation: { es: "Portada" } })).toEqual({ seo_title_translation: { es: "Portada" } });
  });

  it("refuses an image that is no web address or path", () => {
    expect(() => shareChanges(stored, { ...stored, seo_image: "javascript:alert(1)" })).toThrow();
  });
});

describe("the post editor's search and sharing fields", () => {
  it("reads them from a stored post and sends only those changed", () => {
    const row = { version: 2, slug: "hello", title: "Hello", description: null, content: null, author_name: null, metadescription_for_page: "Hi.", created_on: "2026-01-02T10:00:00.000Z", display_config: {}, organization_config: {}, author_config: {}, media_config: {}, title_translation: {}, description_translation: {}, content_translation: {}, seo_title: "Hello there", seo_title_translation: { de: "Hallo" }, metadescription_for_page_translation: { de: "Hallo." }, seo_image: null };
    const { values } = toFormValues(row);
    expect(values).toMatchObject({ seo_title: "Hello there", seo_title_translation: { de: "Hallo" }, metadescription_for_page_translation: { de: "Hallo." }, seo_image: "" });
    const edited = { ...values, seo_title: "", seo_image: "/storage/v1/object/public/media/x/card.png" };
    expect(changedBody(values, edited, null)).toEqual({ seo_title: null, seo_image: "/storage/v1/object/public/media/x/card.png" });
  });

  it("refuses a share image that is no web address or path", () => {
    const values = { ...newPostValues(new Date("2026-03-01T09:30:00Z")), title: "Launch", slug: "launch", seo_image: "ftp://example.com/a.png" };
    expect(postFormSchema("en").safeParse(values).error?.issues.map((issue) => issue.path[0])).toEqual(["seo_image"]);
  });
});
