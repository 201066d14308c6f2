import { describe, expect, it } from "vitest";
import { BREADCRUMB_LABEL_LIMIT } from "@/lib/breadcrumbs/constants";
import { buildCrumbs, segmentLabel, truncateLabel } from "@/lib/breadcrumbs/crumbs";
import { newsLabelKey, productsLabelKey } from "@/lib/breadcrumbs/labels";

const labels = { productsLabel: "Services", newsLabel: "Insights" };

describe("buildCrumbs", () => {
  it.each([
    ["/about", [["About", "/about"]]],
    ["/case-studies", [["Case studies", "/case-studies"]]],
    ["/services/strategy", [["Services", "/services"], ["Strategy", "/services/strategy"]]],
    ["/products", [["Services", "/products"]]],
    ["/blog/hello-world", [["Insights", "/blog"], ["Hello world", "/blog/hello-world"]]],
    ["/about?x=1#team", [["About", "/about"]]],
    ["/", []],
  ])("%s", (path, expected) => {
    expect(buildCrumbs(path, labels).map((crumb) => [crumb.label, crumb.href])).toEqual(expected);
  });

  it("cuts labels longer than 20 characters and adds an ellipsis", () => {
    const [crumb] = buildCrumbs("/a-very-long-page-name-indeed", labels);
    expect(crumb.label).toBe("A very long page nam…");
    expect(crumb.label.length).toBe(BREADCRUMB_LABEL_LIMIT + 1);
  });

  it("lets overrides replace a segment's label and address", () => {
    const crumbs = buildCrumbs("/p/42", { ...labels, overrides: { "42": { label: "Starter plan", href: "/pricing" } } });
    expect(crumbs[1]).toEqual({ label: "Starter plan", href: "/pricing" });
  });

  it("inserts extra crumbs right after a Products crumb", () => {
    const crumbs = buildCrumbs("/products/basic", { ...labels, extraAfterProducts: [{ label: "Hosting", href: "/products?c=hosting" }] });
    expect(crumbs.map((crumb) => crumb.label)).toEqual(["Services", "Hosting", "Basic"]);
  });
});

describe("labels", () => {
  it("capitalises and turns hyphens into spaces", () => {
    expect(segmentLabel("terms-of-service")).toBe("Terms of service");
    expect(segmentLabel("caf%C3%A9")).toBe("Café");
  });

  it("keeps labels of 20 characters whole", () => {
    expect(truncateLabel("x".repeat(20))).toBe("x".repeat(20));
  });

  it("names products and news by organisation type, with generic fallbacks", () => {
    expect(productsLabelKey("education")).toBe("courses");
    expect(productsLabelKey("general")).toBe("products");
    expect(newsLabelKey("consulting")).toBe("insights");
    expect(newsLabelKey(undefined)).toBe("blog");
  });
});
