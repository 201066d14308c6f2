import { describe, expect, it } from "vitest";
import { buildSiteTree, isPathTaken, menuHref, siteIndexSchema, type SiteIndex } from "@/lib/pages/site-index";

const index: SiteIndex = {
  posts: [
    { slug: "about", title: "About", title_translation: { es: "Sobre nosotros" }, is_published: true, is_blog_post: false },
    { slug: "lead-times", title: "Lead times", title_translation: {}, is_published: true, is_blog_post: true },
    { slug: "draft-news", title: "Draft news", title_translation: null, is_published: false, is_blog_post: true },
  ],
  pages: ["/about", "/contact", "/home", "/services/strategy"],
  menus: [
    {
      id: "m1",
      display_name: "Services",
      display_name_translation: { es: "Servicios" },
      url_name: "services",
      is_displayed: true,
      submenus: [{ id: "s1", name: "Strategy", name_translation: {}, url_name: "/services/strategy", is_displayed: true }],
    },
    { id: "m2", display_name: "Old", display_name_translation: {}, url_name: null, is_displayed: false, submenus: [] },
  ],
};

describe("the Site Map's tree", () => {
  it("lists the menus with their submenu items, in the language being viewed", () => {
    const { menus } = buildSiteTree(index, "es", "Inicio");
    expect(menus.map((menu) => [menu.label, menu.href, menu.hidden])).toEqual([
      ["Servicios", "/services", false],
      ["Old", "/", true],
    ]);
    expect(menus[0].children.map((child) => [child.label, child.href])).toEqual([["Strategy", "/services/strategy"]]);
  });

  it("lists pages (posts off the blog and paths with sections only once, home first) apart from blog posts", () => {
    const { pages, posts } = buildSiteTree(index, "en", "Home");
    expect(pages.map((page) => [page.label, page.href])).toEqual([
      ["Home", "/"],
      ["About", "/about"],
      ["/contact", "/contact"],
      ["/services/strategy", "/services/strategy"],
    ]);
    expect(posts.map((post) => [post.label, post.hidden])).toEqual([
      ["Lead times", false],
      ["Draft news", true],
    ]);
  });

  it("knows which addresses are taken, by a post or by sections", () => {
    expect(isPathTaken(index, "about")).toBe(true);
    expect(isPathTaken(index, "contact")).toBe(true);
    expect(isPathTaken(index, "careers")).toBe(false);
  });

  it("keeps a menu's full address and adds the slash to a stored path", () => {
    expect(menuHref("https://example.com/x")).toBe("https://example.com/x");
    expect(menuHref("services/strategy")).toBe("/services/strategy");
    expect(menuHref("")).toBe("/");
  });

  it("refuses an answer without the menus (the Site Map then says the data was not found)", () => {
    expect(siteIndexSchema.safeParse({ posts: [], pages: [] }).success).toBe(false);
    expect(siteIndexSchema.safeParse(index).success).toBe(true);
  });
});
