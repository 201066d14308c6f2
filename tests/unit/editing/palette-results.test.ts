import { describe, expect, it } from "vitest";
import { matchesQuery, moveSelection, paletteGroups, RECENT_GROUP, resultsKey, selectedIndex } from "@/components/editing/command-palette/results";
import { command } from "./command-factory";

const heading = command({ id: "headingSection", label: "Heading Section", description: "A heading with text", category: "Content", keywords: ["title"] });
const section = command({ id: "section", label: "Section", description: "Cards or metrics", category: "Content" });
const footer = command({ id: "footer", label: "Footer", description: "Links at the bottom", category: "Navigation" });
const post = command({ id: "blogPost", label: "Blog Post", description: "A new article", category: "Pages", keywords: ["news"] });
const settings = command({ id: "globalSettings", label: "Global Settings", description: "Logo and colours", category: "General" });
const plan = command({ id: "pricingPlan", label: "Pricing Plan", description: "A plan", category: "Products", disabled: true });
// Deliberately out of category order: the groups follow the spec's order, not the list's.
const commands = [settings, post, heading, footer, plan, section];

const shape = (groups: ReturnType<typeof paletteGroups>) => groups.map((group) => [group.category, group.commands.map((c) => c.id)]);

describe("palette search", () => {
  it("finds a command by its label, description, category or keywords, ignoring case", () => {
    expect(matchesQuery(heading, "HEADING")).toBe(true);
    expect(matchesQuery(heading, "with text")).toBe(true);
    expect(matchesQuery(heading, "content")).toBe(true);
    expect(matchesQuery(heading, "title")).toBe(true);
    expect(matchesQuery(heading, "footer")).toBe(false);
  });

  it("needs every word of the search to match", () => {
    expect(matchesQuery(post, "blog news")).toBe(true);
    expect(matchesQuery(post, "blog heading")).toBe(false);
  });

  it("groups an empty search by category in the spec's order: Content, Navigation, Pages, Products, Interactive, General", () => {
    expect(shape(paletteGroups({ commands, query: "", recentIds: [] }))).toEqual([
      ["Content", ["headingSection", "section"]],
      ["Navigation", ["footer"]],
      ["Pages", ["blogPost"]],
      ["Products", ["pricingPlan"]],
      ["General", ["globalSettings"]],
    ]);
  });

  it("shows only the matching commands, still grouped", () => {
    expect(shape(paletteGroups({ commands, query: "section", recentIds: [] }))).toEqual([["Content", ["headingSection", "section"]]]);
  });

  it("has no groups when nothing matches (the palette then says 'No commands found')", () => {
    expect(paletteGroups({ commands, query: "zzz", recentIds: [] })).toEqual([]);
  });
});

describe("recent commands in the palette", () => {
  it("come first as a Recent group, most recent first, when the search is empty, and not again in their category", () => {
    const groups = paletteGroups({ commands, query: "", recentIds: ["footer", "headingSection"] });
    expect(shape(groups).slice(0, 2)).toEqual([
      [RECENT_GROUP, ["footer", "headingSection"]],
      ["Content", ["section"]],
    ]);
    expect(groups.flatMap((group) => group.commands.map((c) => c.id)).sort()).toEqual(commands.map((c) => c.id).sort());
  });

  it("are not shown as a group once the admin searches", () => {
    const groups = paletteGroups({ commands, query: "foot", recentIds: ["footer"] });
    expect(shape(groups)).toEqual([["Navigation", ["footer"]]]);
  });

  it("skip ids that are no longer commands, and disabled commands", () => {
    const groups = paletteGroups({ commands, query: "", recentIds: ["gone", "pricingPlan"] });
    expect(groups[0].category).toBe("Content");
  });
});

describe("extra search results", () => {
  it("join the group of their category, and a new category gets its own group after the spec's ones", () => {
    const page = command({ id: "page:about", label: "About us", category: "Pages" });
    const sectionHit = command({ id: "section:42", label: "Our blog", category: "Sections" });
    const groups = paletteGroups({ commands, query: "blog", recentIds: [], extra: [sectionHit, page] });
    expect(shape(groups)).toEqual([
      ["Pages", ["blogPost", "page:about"]],
      ["Sections", ["section:42"]],
    ]);
  });
});

describe("the selection", () => {
  it("moves with the arrow keys without wrapping at either end", () => {
    expect(moveSelection(0, 1, 3)).toBe(1);
    expect(moveSelection(2, 1, 3)).toBe(2);
    expect(moveSelection(0, -1, 3)).toBe(0);
    expect(moveSelection(1, -1, 3)).toBe(0);
  });

  it("stays at 0 when there are no results", () => {
    expect(moveSelection(0, 1, 0)).toBe(0);
    expect(moveSelection(0, -1, 0)).toBe(0);
  });

  it("resets to 0 when the results change, and keeps its place while they stay the same", () => {
    const before = resultsKey([heading, section, footer]);
    const selection = { results: before, index: 2 };
    expect(selectedIndex(selection, resultsKey([heading, section, footer]))).toBe(2);
    expect(selectedIndex(selection, resultsKey([heading, footer]))).toBe(0);
    expect(selectedIndex(selection, resultsKey([footer, section, heading]))).toBe(0);
  });
});
