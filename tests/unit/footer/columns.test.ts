import { describe, expect, it } from "vitest";
import { compactFooterLinks, groupFooterColumns, resolveFooterStyle, type FooterMenuItem } from "@/lib/footer/columns";
import { COMPACT_FOOTER_LINKS, FOOTER_ITEMS_PER_COLUMN } from "@/lib/footer/constants";

const item = (label: string, children: string[] = []): FooterMenuItem => ({
  label,
  href: `/${label.toLowerCase()}`,
  children: children.map((child) => ({ label: child, href: `/${child.toLowerCase()}` })),
});

describe("groupFooterColumns", () => {
  it("gives a menu item with submenu items its own column", () => {
    const columns = groupFooterColumns([item("Services", ["Strategy", "Digital"])]);
    expect(columns).toEqual([
      { title: "Services", titleHref: "/services", links: [{ label: "Strategy", href: "/strategy" }, { label: "Digital", href: "/digital" }] },
    ]);
  });

  it("groups items without submenus 8 per column under Links, after the menu columns", () => {
    const singles = Array.from({ length: 11 }, (_, index) => item(`Page${index}`));
    const columns = groupFooterColumns([...singles, item("Services", ["Strategy"])]);
    expect(columns.map((column) => column.title)).toEqual(["Services", null, null]);
    expect(columns[1].links).toHaveLength(FOOTER_ITEMS_PER_COLUMN);
    expect(columns[2].links.map((link) => link.label)).toEqual(["Page8", "Page9", "Page10"]);
  });

  it("has no columns without footer items", () => {
    expect(groupFooterColumns([])).toEqual([]);
  });
});

describe("compactFooterLinks", () => {
  it("shows at most the first 6 links", () => {
    const links = compactFooterLinks([item("A", ["A1", "A2"]), item("B"), item("C"), item("D"), item("E")]);
    expect(links.map((link) => link.label)).toEqual(["A", "A1", "A2", "B", "C", "D"]);
    expect(links).toHaveLength(COMPACT_FOOTER_LINKS);
  });
});

describe("resolveFooterStyle", () => {
  it("defaults to neutral-900, neutral-400 and white on hover in columns", () => {
    expect(resolveFooterStyle({})).toEqual({
      layout: "default",
      background: "neutral-900",
      color: "neutral-400",
      colorHover: "white",
      gradient: null,
    });
  });

  it("maps light and minimal to compact and stacked to default", () => {
    expect(resolveFooterStyle({ type: "light" }).layout).toBe("compact");
    expect(resolveFooterStyle({ type: "minimal" }).layout).toBe("compact");
    expect(resolveFooterStyle({ type: "stacked" }).layout).toBe("default");
    expect(resolveFooterStyle({ type: "grid" }).layout).toBe("grid");
  });

  it("reads a plain string as the background", () => {
    expect(resolveFooterStyle("slate-800")).toMatchObject({ layout: "default", background: "slate-800", color: "neutral-400" });
  });
});
