import { describe, expect, it } from "vitest";
import { actionGroups, EDITING_ACTIONS } from "@/components/editing/commands";
import { clampDrag } from "@/components/editing/use-dialog-drag";
import { messagesByLocale } from "@/lib/i18n/messages";

const english = messagesByLocale.en.Editing;
const label = (id: keyof typeof english.actions) => english.actions[id].label;

describe("the Create New menu and the palette's default commands", () => {
  // The spec's list, with the media library (issue 12: "Create New → General and the palette") after it.
  it("list the spec's groups and items, in the spec's order and words", () => {
    const groups = actionGroups().map(({ category, actions }) => [english.categories[category], actions.map((action) => label(action.id))]);
    expect(groups).toEqual([
      ["Content", ["Heading Section", "Section", "Hero Section"]],
      ["Navigation", ["Header", "Footer", "Menu Item", "Submenu"]],
      ["Pages", ["Empty Page", "Blog Post"]],
      ["Products", ["Product Page", "Pricing Plan"]],
      ["Interactive", ["FAQ", "Feature", "Banner"]],
      ["General", ["Global Settings", "Page Layout", "Site Map", "Media library"]],
    ]);
  });

  it("disable only Pricing Plan (Coming soon)", () => {
    expect(EDITING_ACTIONS.filter((action) => action.disabled).map((action) => action.id)).toEqual(["pricingPlan"]);
    expect(english.comingSoonBadge).toBe("Coming soon");
  });

  it("alert the spec's text for an action whose editor does not exist yet", () => {
    expect(english.comingSoon).toBe("Creating {action} - Coming soon!");
  });

  it("give every action a label and a description in every language", () => {
    for (const messages of Object.values(messagesByLocale)) {
      for (const action of EDITING_ACTIONS) {
        expect(messages.Editing.actions[action.id].label.trim()).not.toBe("");
        expect(messages.Editing.actions[action.id].description.trim()).not.toBe("");
      }
    }
  });

  it("say 'No commands found' and 'Try a different search term' for an empty search result", () => {
    expect([english.palette.noResults, english.palette.noResultsHint]).toEqual(["No commands found", "Try a different search term"]);
  });
});

describe("dragging an editor dialog", () => {
  const viewport = { width: 1000, height: 800 };
  const box = { left: 200, top: 100, width: 600 };

  it("follows the pointer inside the viewport", () => {
    expect(clampDrag(box, 50, -40, viewport)).toEqual({ dx: 50, dy: -40 });
  });

  it("never lifts the header above the top of the window", () => {
    expect(clampDrag(box, 0, -500, viewport)).toEqual({ dx: 0, dy: -100 });
  });

  it("keeps part of the dialog on screen to grab it again", () => {
    const left = clampDrag(box, -5000, 0, viewport).dx + box.left;
    const right = clampDrag(box, 5000, 0, viewport).dx + box.left;
    const bottom = clampDrag(box, 0, 5000, viewport).dy + box.top;
    expect(left + box.width).toBeGreaterThan(0);
    expect(right).toBeLessThan(viewport.width);
    expect(bottom).toBeLessThan(viewport.height);
  });
});
