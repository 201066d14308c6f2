import { describe, expect, it } from "vitest";
import { headerNavItems, type NavItem } from "@/lib/site/nav-items";

function item(overrides: Partial<NavItem> = {}): NavItem {
  return { id: "uuid", label: "About", href: "/about", description: "", image: null, iconName: null, showInFooter: false, children: [], ...overrides };
}

describe("headerNavItems", () => {
  it("hands the islands no ids and no empty fields", () => {
    expect(headerNavItems([item()])).toEqual([{ label: "About", href: "/about" }]);
  });

  it("keeps descriptions, images, icons, the footer flag and submenus that say something", () => {
    const child = { id: "c", label: "Team", href: "/about/team", description: "Who we are", image: "/team.jpg" };
    const [entry] = headerNavItems([item({ description: "Us", iconName: "users", showInFooter: true, children: [child] })]);
    expect(entry).toEqual({
      label: "About",
      href: "/about",
      description: "Us",
      iconName: "users",
      showInFooter: true,
      children: [{ label: "Team", href: "/about/team", description: "Who we are", image: "/team.jpg" }],
    });
  });
});
