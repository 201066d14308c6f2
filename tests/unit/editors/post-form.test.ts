import { describe, expect, it } from "vitest";
import { changedBody, createBody, newPostValues, postFormSchema, toFormValues, type PostFormValues } from "@/components/editors/post/form-schema";
import { META_DESCRIPTION_MAX } from "@/lib/posts/editor-constants";

const stored = (overrides: Record<string, unknown> = {}) => ({
  id: "6a2d4e1a-3b5f-4a6c-8d9e-0f1a2b3c4d5e",
  version: 3,
  slug: "hello",
  title: "Hello",
  description: null,
  content: "<p>Hi</p>",
  author_name: null,
  metadescription_for_page: null,
  created_on: "2026-01-02T10:00:00.000Z",
  display_config: { display_this_post: true, display_as_blog_post: true, is_help_center: true, help_center_order: 4, type: "minimal" },
  organization_config: { section_id: 7, subsection: "Guides", order: 2 },
  author_config: { is_with_author: true, is_company_author: false, author_id: "0b1a2c3d-4e5f-4a6b-8c9d-0e1f2a3b4c5d" },
  media_config: { main_photo: "/storage/v1/object/public/media/x.png" },
  title_translation: { es: "Hola" },
  description_translation: {},
  content_translation: {},
  ...overrides,
});

const values = (overrides: Partial<PostFormValues> = {}): PostFormValues => ({ ...newPostValues(new Date("2026-03-01T09:30:00Z")), title: "Launch", slug: "launch", ...overrides });

describe("the post form", () => {
  it("reads a stored post, its config objects flat and its numbers as text", () => {
    const { values: form, version, authorId } = toFormValues(stored());
    expect(version).toBe(3);
    expect(authorId).toBe("0b1a2c3d-4e5f-4a6b-8c9d-0e1f2a3b4c5d");
    expect(form).toMatchObject({ type: "minimal", is_help_center: true, help_center_order: "4", section_id: "7", subsection: "Guides", order: "2", description: "", main_photo: "/storage/v1/object/public/media/x.png", is_with_author: true });
  });

  it("accepts the older flat fields when reading (spec 000 §3)", () => {
    const { values: form } = toFormValues(stored({ display_config: {}, media_config: {}, author_config: {}, type: "landing", main_photo: "https://example.com/a.png", display_as_blog_post: false, is_with_author: true }));
    expect(form).toMatchObject({ type: "landing", main_photo: "https://example.com/a.png", display_as_blog_post: false, is_with_author: true });
  });

  it("requires a title in the language viewed, and a slug the server accepts", () => {
    const issues = (input: PostFormValues) => postFormSchema("en").safeParse(input).error?.issues.map((issue) => `${String(issue.path[0])}:${issue.message}`) ?? [];
    expect(issues(values({ title: "  ", slug: "" }))).toEqual(["title:titleRequired", "slug:slugRequired"]);
    expect(issues(values({ slug: "Not A Slug" }))).toEqual(["slug:slugInvalid"]);
    expect(issues(values({ metadescription_for_page: "x".repeat(META_DESCRIPTION_MAX + 1) }))).toHaveLength(1);
    expect(issues(values())).toEqual([]);
  });

  it("reads order and help_center_order as integers, default 0, and an empty section_id as null (spec 000 §5)", () => {
    const body = createBody(values({ order: "", help_center_order: "abc", section_id: "" }), "en");
    expect(body.organization_config).toEqual({ section_id: null, subsection: null, order: 0 });
    expect(body.display_config?.help_center_order).toBe(0);
    expect(createBody(values({ order: "12", section_id: "5" }), "en").organization_config).toMatchObject({ order: 12, section_id: 5 });
  });

  it("gives a post first written in another language that text as its base", () => {
    const body = createBody(values({ title: "", title_translation: { es: "Lanzamiento" }, content: "", content_translation: { es: "<p>Hola</p>" } }), "es");
    expect(body).toMatchObject({ title: "Lanzamiento", content: "<p>Hola</p>", title_translation: { es: "Lanzamiento" } });
  });

  it("updates only what changed, a config object whole", () => {
    const { values: baseline, authorId } = toFormValues(stored());
    expect(changedBody(baseline, baseline, authorId)).toEqual({});
    const body = changedBody(baseline, { ...baseline, is_help_center: false, title: "Hello again" }, authorId);
    expect(body).toEqual({
      title: "Hello again",
      display_config: { display_this_post: true, display_as_blog_post: true, is_displayed_first_page: false, is_help_center: false, help_center_order: 4, type: "minimal" },
    });
    expect(changedBody(baseline, { ...baseline, is_with_author: false }, authorId).author_config).toEqual({ is_with_author: false, is_company_author: false, author_id: authorId });
  });
});
