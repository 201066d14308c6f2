import { describe, expect, it } from "vitest";
import { SEO_DESCRIPTION_LENGTH, SEO_TITLE_LENGTH } from "@/lib/publishing/check/constants";
import { sitePathOf } from "@/lib/publishing/check/links";
import {
  brokenInternalLinks,
  emptySections,
  missingAltText,
  missingDescription,
  seoDescriptionLength,
  seoTitleLength,
  skippedHeadingLevels,
  untranslatedFields,
} from "@/lib/publishing/check/rules";
import { runChecks } from "@/lib/publishing/check/run";
import { findingHref } from "@/lib/publishing/check/schemas";
import { checkContext, checkRow } from "../../helpers/check-rows";

const MEDIA = "/storage/v1/object/public/media/org-1/";
const chars = (count: number) => "x".repeat(count);

describe("images without alt text", () => {
  it("finds content images with no alt or a blank one, in each language", () => {
    const post = checkRow("post", {
      content: '<p><img src="/a.png"><img src="/b.png" alt="  "><img src="/c.png" alt="A chart"></p>',
      content_translation: { es: '<img src="/d.png">' },
    });
    expect(missingAltText(post, checkContext())).toEqual([
      { field: "content", locale: undefined, message_key: "findings.imageAlt", values: { src: "/a.png" } },
      { field: "content", locale: undefined, message_key: "findings.imageAlt", values: { src: "/b.png" } },
      { field: "content", locale: "es", message_key: "findings.imageAlt", values: { src: "/d.png" } },
    ]);
  });

  it("finds a media library image used without alt text, and trusts neither other addresses nor files with alt text", () => {
    const context = checkContext({ mediaAlts: new Map([["org-1/team.jpg", ""], ["org-1/office.jpg", "Our office"]]) });
    expect(missingAltText(checkRow("hero", { image: `${MEDIA}team.jpg` }), context)).toEqual([
      { field: "image", message_key: "findings.mediaAlt", values: { file: "team.jpg" } },
    ]);
    expect(missingAltText(checkRow("post", { media_config: { main_photo: `${MEDIA}team.jpg` } }), context)).toEqual([
      expect.objectContaining({ field: "media_config", message_key: "findings.mediaAlt" }),
    ]);
    expect(missingAltText(checkRow("heading_section", { image: `${MEDIA}office.jpg` }), context)).toEqual([]);
    expect(missingAltText(checkRow("metric", { image: "https://images.example/team.jpg" }), context)).toEqual([]);
  });
});

describe("skipped heading levels", () => {
  it("finds a heading more than one level below the one before it", () => {
    const post = checkRow("post", { content: "<h2>Intro</h2><h4>Detail</h4><h2>Next</h2><h3>Fine</h3>" });
    expect(skippedHeadingLevels(post, checkContext())).toEqual([
      { field: "content", locale: undefined, message_key: "findings.headingSkipped", values: { from: 2, to: 4 } },
    ]);
  });

  it("counts the page's title as its h1", () => {
    expect(skippedHeadingLevels(checkRow("post", { content: "<h3>Too deep</h3>" }), checkContext())).toEqual([
      expect.objectContaining({ values: { from: 1, to: 3 } }),
    ]);
    expect(skippedHeadingLevels(checkRow("post", { content: "<h2>A</h2><h3>B</h3><h2>C</h2>" }), checkContext())).toEqual([]);
  });
});

describe("untranslated fields", () => {
  const context = checkContext({ locales: ["en", "es", "de", "fr"] });

  it("finds a filled text with no translation, or one empty after trim, in each of the site's other languages", () => {
    const section = checkRow("template_section", { section_title: "How we work", section_title_translation: { de: "  ", fr: "Comment" } });
    expect(untranslatedFields(section, context)).toEqual([
      { field: "section_title", locale: "es", message_key: "findings.untranslated", values: { language: "es" } },
      { field: "section_title", locale: "de", message_key: "findings.untranslated", values: { language: "de" } },
    ]);
  });

  it("asks nothing of an empty text, and reads rich text for what a reader sees", () => {
    const post = checkRow("post", {
      title: "",
      content: "<p>Body</p>",
      content_translation: { es: "<p> </p>", de: "<p>Text</p>", fr: "<p>Texte</p>" },
    });
    expect(untranslatedFields(post, context)).toEqual([expect.objectContaining({ field: "content", locale: "es" })]);
    expect(untranslatedFields(checkRow("post", { description: "<p></p>" }), context)).toEqual([]);
  });
});

describe("SEO lengths", () => {
  it(`wants a title of ${SEO_TITLE_LENGTH.min} to ${SEO_TITLE_LENGTH.max} characters`, () => {
    expect(seoTitleLength(checkRow("post", { title: chars(SEO_TITLE_LENGTH.min - 1) }))).toEqual([
      { field: "title", message_key: "findings.seoTitleShort", values: { length: SEO_TITLE_LENGTH.min - 1, ...SEO_TITLE_LENGTH } },
    ]);
    expect(seoTitleLength(checkRow("post", { title: chars(SEO_TITLE_LENGTH.min) }))).toEqual([]);
    expect(seoTitleLength(checkRow("post", { title: chars(SEO_TITLE_LENGTH.max + 1) }))).toEqual([expect.objectContaining({ message_key: "findings.seoTitleLong" })]);
  });

  it(`measures the meta description, else the description, against ${SEO_DESCRIPTION_LENGTH.min} to ${SEO_DESCRIPTION_LENGTH.max} characters`, () => {
    const short = checkRow("post", { metadescription_for_page: chars(SEO_DESCRIPTION_LENGTH.min - 1), description: chars(100) });
    expect(seoDescriptionLength(short)).toEqual([expect.objectContaining({ field: "metadescription_for_page", message_key: "findings.seoDescriptionShort" })]);
    const long = checkRow("post", { metadescription_for_page: null, description: chars(SEO_DESCRIPTION_LENGTH.max + 1) });
    expect(seoDescriptionLength(long)).toEqual([expect.objectContaining({ field: "description", message_key: "findings.seoDescriptionLong" })]);
    expect(seoDescriptionLength(checkRow("post", { description: chars(SEO_DESCRIPTION_LENGTH.max) }))).toEqual([]);
    expect(seoDescriptionLength(checkRow("post", {}))).toEqual([]);
  });
});

describe("internal links", () => {
  it("reads a same-site path without query, fragment, language prefix or trailing slash, and follows no other link", () => {
    expect(sitePathOf("/es/about/?ref=menu#team")).toBe("/about");
    expect(sitePathOf("/%C3%BCber-uns")).toBe("/über-uns");
    expect(sitePathOf("/es")).toBe("/");
    for (const href of ["https://example.com/missing", "//evil.example/x", "mailto:a@b.c", "#top", "tel:+1"]) expect(sitePathOf(href)).toBeNull();
  });

  it("finds links to pages that do not exist in rich text, each language apart", () => {
    const post = checkRow("post", {
      content: '<a href="/about">About</a> <a href="/es/about">Sobre</a> <a href="/blog">Blog</a> <a href="/media/x.png">File</a> <a href="/missing?x=1">Gone</a> <a href="https://x.example/missing">Out</a>',
      content_translation: { es: '<a href="/es/perdido">Perdido</a>' },
    });
    expect(brokenInternalLinks(post, checkContext())).toEqual([
      { field: "content", message_key: "findings.brokenLink", values: { href: "/missing?x=1" } },
      { field: "content", locale: "es", message_key: "findings.brokenLink", values: { href: "/es/perdido" } },
    ]);
  });

  it("checks the link fields: a heading's url, a hero's button, a menu item's address and a banner's own link", () => {
    const context = checkContext();
    expect(brokenInternalLinks(checkRow("heading_section", { url: "/contact" }), context)).toEqual([expect.objectContaining({ field: "url", values: { href: "/contact" } })]);
    expect(brokenInternalLinks(checkRow("hero", { button_style: { url: "/es/about" } }), context)).toEqual([]);
    expect(brokenInternalLinks(checkRow("menu_item", { url_name: "services" }), context)).toEqual([expect.objectContaining({ field: "url_name", values: { href: "/services" } })]);
    expect(brokenInternalLinks(checkRow("submenu_item", { url_name: "about" }), context)).toEqual([]);
    expect(brokenInternalLinks(checkRow("banner", { content: { link: { url: "/sale", isExternal: true } } }), context)).toEqual([]);
    expect(brokenInternalLinks(checkRow("banner", { content: { link: { url: "/sale" } } }), context)).toEqual([expect.objectContaining({ field: "content" })]);
  });
});

describe("empty sections", () => {
  it("finds a card section with no title, no text and no cards", () => {
    const section = checkRow("template_section", { section_title: " ", section_description: "<p></p>", section_type: "general" });
    expect(emptySections(section, checkContext())).toEqual([{ field: "section_title", message_key: "findings.emptySection", values: {} }]);
    expect(emptySections(section, checkContext({ cards: new Map([[section.id, 2]]) }))).toEqual([]);
  });

  it("leaves sections whose body is other content (questions, plans) and sections with a title alone", () => {
    expect(emptySections(checkRow("template_section", { section_type: "faq" }), checkContext())).toEqual([]);
    expect(emptySections(checkRow("template_section", { section_type: null, is_faq_section: true }), checkContext())).toEqual([]);
    expect(emptySections(checkRow("template_section", { section_title: "Results", section_type: "general" }), checkContext())).toEqual([]);
  });

  it("finds a heading section with no title and no text", () => {
    expect(emptySections(checkRow("heading_section", { name: "", description_text: "" }), checkContext())).toEqual([expect.objectContaining({ field: "name" })]);
    expect(emptySections(checkRow("heading_section", { name: "", name_part_2: "ships", description_text: "" }), checkContext())).toEqual([]);
  });
});

describe("posts without a description", () => {
  it("finds a post whose description says nothing", () => {
    expect(missingDescription(checkRow("post", { description: "<p> </p>" }))).toEqual([{ field: "description", message_key: "findings.noDescription", values: {} }]);
    expect(missingDescription(checkRow("post", { description: "What changed in 2026." }))).toEqual([]);
    expect(missingDescription(checkRow("template_section", {}))).toEqual([]);
  });
});

describe("the check", () => {
  it("lists errors first, says which row and field, and links to its page in the finding's language", () => {
    const post = checkRow("post", { title: "A short title", description: "", content: '<a href="/gone">Gone</a>', slug: "news" }, "/news");
    const findings = runChecks([post], checkContext());
    expect(findings[0]).toEqual({
      rule: "broken_link",
      severity: "error",
      entity: "post",
      entity_id: "post-1",
      field: "content",
      message_key: "findings.brokenLink",
      values: { name: "A short title", href: "/gone" },
      path: "/news",
    });
    expect(findings.slice(1).every((finding) => finding.severity === "warning")).toBe(true);
    expect(findings.map((finding) => finding.rule)).toEqual(expect.arrayContaining(["untranslated", "seo_title_length", "post_description"]));
    const untranslated = findings.find((finding) => finding.rule === "untranslated")!;
    expect(untranslated).toMatchObject({ field: "title", locale: "es", path: "/es/news" });
    expect(findingHref(untranslated)).toBe("/es/news?edit=post:post-1&field=title");
  });

  it("gives no link to a row shown on no page", () => {
    const [finding] = runChecks([checkRow("metric", { title: "Orphan" }, null)], checkContext());
    expect(finding).not.toHaveProperty("path");
    expect(findingHref(finding!)).toBeNull();
  });
});
