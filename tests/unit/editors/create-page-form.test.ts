import { describe, expect, it } from "vitest";
import {
  createPageBody,
  createPageFormSchema,
  EMPTY_PAGE,
  SLUG_INVALID,
  SLUG_REQUIRED,
  SLUG_TAKEN,
  tidySlug,
  TITLE_REQUIRED,
} from "@/components/editors/create-page/form-schema";
import { PAGE_DESCRIPTION_MAX } from "@/lib/pages/constants";
import { pageSlugFromTitle } from "@/lib/pages/slug";
import { postCreateSchema } from "@/lib/posts/schemas";
import en from "@/messages/en.json";

const messages = (values: Partial<typeof EMPTY_PAGE>) => {
  const parsed = createPageFormSchema.safeParse({ ...EMPTY_PAGE, ...values });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the Create Page slug (spec 001 §5)", () => {
  it("lowercases the title and turns each run of other characters into one hyphen, trimmed at both ends", () => {
    expect(pageSlugFromTitle("Careers")).toBe("careers");
    expect(pageSlugFromTitle("  Our Team & Values!  ")).toBe("our-team-values");
    expect(pageSlugFromTitle("--Q&A: 2025 edition--")).toBe("q-a-2025-edition");
    expect(pageSlugFromTitle("snake_case title")).toBe("snake-case-title");
  });

  it("keeps the letters of accented titles and gives nothing for a title without latin letters or digits", () => {
    expect(pageSlugFromTitle("Café Über Ñandú")).toBe("cafe-uber-nandu");
    expect(pageSlugFromTitle("Über uns")).toBe("uber-uns");
    expect(pageSlugFromTitle("お問い合わせ")).toBe("");
  });

  it("always gives a slug the server accepts", () => {
    for (const title of ["Careers", "A  --  B", "x_y z", "Ça va?"]) {
      expect(postCreateSchema.safeParse({ slug: pageSlugFromTitle(title), title }).success).toBe(true);
    }
  });

  it("tidies a typed slug into single hyphens between words", () => {
    expect(tidySlug("-about--us-")).toBe("about-us");
    expect(tidySlug(" team ")).toBe("team");
  });
});

describe("the Create Page form's messages (spec 001 §5)", () => {
  it("requires the title, with the message built from 'Page title'", () => {
    expect(messages({ slug: "x" }).title).toBe(TITLE_REQUIRED);
    expect(messages({ title: "   ", slug: "x" }).title).toBe(TITLE_REQUIRED);
    expect(en.Editors.createPage.titleRequired.replace("{field}", en.Editors.createPage.titleLabel)).toBe("Page title is required");
  });

  it("requires the slug and allows only lowercase letters, digits and hyphens", () => {
    expect(messages({ title: "T" }).slug).toBe(SLUG_REQUIRED);
    expect(messages({ title: "T", slug: "---" }).slug).toBe(SLUG_REQUIRED);
    expect(messages({ title: "T", slug: "Our Team" }).slug).toBe(SLUG_INVALID);
    expect(messages({ title: "T", slug: "team_1" }).slug).toBe(SLUG_INVALID);
    expect(messages({ title: "T", slug: "our-team-2" })).toEqual({});
    expect(en.Editors.createPage[SLUG_REQUIRED]).toBe("Page slug is required");
    expect(en.Editors.createPage[SLUG_INVALID]).toBe("Slug can only contain lowercase letters, numbers, and hyphens");
  });

  it("refuses the addresses of the site's own routes and language prefixes as taken", () => {
    for (const slug of ["blog", "login", "home", "es", "account"]) expect(messages({ title: "T", slug }).slug).toBe(SLUG_TAKEN);
    expect(en.Editors.createPage[SLUG_TAKEN]).toBe("A page with this slug already exists");
  });

  it("allows a description of up to 160 characters", () => {
    expect(messages({ title: "T", slug: "t", description: "d".repeat(PAGE_DESCRIPTION_MAX) })).toEqual({});
    expect(messages({ title: "T", slug: "t", description: "d".repeat(PAGE_DESCRIPTION_MAX + 1) }).description).toBeDefined();
  });
});

describe("the new page's body (spec 001 §3, §9)", () => {
  it("is shown, not a blog post, without content or order, and passes the server's schema", () => {
    const body = createPageBody({ title: " Careers ", slug: "careers-", description: "", layout: "" });
    expect(body).toEqual({
      title: "Careers",
      slug: "careers",
      description: null,
      content: null,
      display_config: { display_this_post: true, display_as_blog_post: false },
    });
    expect(postCreateSchema.safeParse(body).success).toBe(true);
  });
});

describe("what a failed create says (spec 001 §8)", () => {
  it("puts a taken slug on the field, an unknown site in its own banner, and anything else in the generic one", async () => {
    const { createPageFailure } = await import("@/components/editors/create-page/use-create-page");
    const { ApiClientError } = await import("@/lib/api/client");
    expect(createPageFailure(new ApiClientError(409, "conflict", "Something with this value already exists."))).toBe("slugTaken");
    expect(createPageFailure(new ApiClientError(404, "site_not_found", "No site at this address."))).toBe("organizationNotFound");
    expect(createPageFailure(new ApiClientError(400, "bad_request", "Invalid request body."))).toBe("failed");
    expect(createPageFailure(new TypeError("Failed to fetch"))).toBe("failed");
    expect(en.Editors.createPage.organizationNotFound).toBe("Organization ID not found. Please try again.");
    expect(en.Editors.createPage.failed).toBe("Failed to create page. Please try again.");
  });
});
