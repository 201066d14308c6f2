import { describe, expect, it } from "vitest";
import { isHueOrHex, isColorOrHex, organizationUpdateSchema } from "@/lib/organizations/schemas";
import { checkUpdate, FOREIGN_ID_MESSAGE, isOffSite } from "@/lib/organizations/update-checks";

const HOSTS = ["www.acme-viajes.example", "acme.localhost"];
const A = "20800000-0000-4000-8000-000000000001";
const B = "20800000-0000-4000-8000-000000000002";

describe("menu urls", () => {
  it.each([
    ["ofertas", false],
    ["/destinos/portugal", false],
    ["https://www.acme-viajes.example/destinos", false],
    ["https://acme-viajes.example/destinos", false],
    ["http://acme.localhost:3000/x", false],
    ["https://evil.example/login", true],
    ["//evil.example", true],
    ["HTTPS://EVIL.EXAMPLE", true],
  ])("%s leaves the site: %s", (url, offSite) => {
    expect(isOffSite(url, HOSTS)).toBe(offSite);
  });
});

describe("settings colours", () => {
  it("takes palette hues and hex colours for primary and secondary", () => {
    expect(["sky", "teal", "#0ea5e9", "#fff"].every(isHueOrHex)).toBe(true);
    expect(["sky-600", "#12345", "red;", "url(x)", ""].some(isHueOrHex)).toBe(false);
  });

  it("takes colour classes, hex colours or nothing for header and footer", () => {
    expect(["white", "gray-700", "bg-teal-950", "#000000", ""].every(isColorOrHex)).toBe(true);
    expect(["gray-750", "expression(x)"].some(isColorOrHex)).toBe(false);
  });
});

describe("checkUpdate", () => {
  const parse = (body: unknown) => organizationUpdateSchema.parse(body);

  it("passes new rows, stored rows and references to either", () => {
    const update = parse({
      menu_items: [{ id: A, version: 1, display_name: "Inicio" }, { id: "new-1", display_name: "Ofertas" }],
      submenu_items: [{ id: "new-2", menu_item_id: "new-1", name: "Última hora" }, { id: "new-3", menu_item_id: A, name: "Otra" }],
    });
    expect(() => checkUpdate(update, { menu_items: [{ id: A, parent: null, version: 1 }], submenu_items: [] }, HOSTS)).not.toThrow();
  });

  it("names every field at fault", () => {
    const update = parse({
      menu_items: [{ id: B, version: 1, display_name: "Ajeno" }, { id: "new-1", display_name: "Ofertas", url_name: "https://evil.example" }],
      submenu_items: [{ id: "new-2", menu_item_id: "new-9", name: "Huérfano" }],
    });
    try {
      checkUpdate(update, { menu_items: [{ id: A, parent: null, version: 1 }], submenu_items: [] }, HOSTS);
      expect.unreachable();
    } catch (error) {
      expect((error as { fields: Record<string, string> }).fields).toEqual({
        "menu_items.0.id": FOREIGN_ID_MESSAGE,
        "menu_items.1.url_name": expect.stringContaining("another site"),
        "submenu_items.0.menu_item_id": expect.stringContaining("new row"),
      });
    }
  });
});
