import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";
import { EDITOR, signIn } from "./sign-in";

// Issue 39, roles: an editor gets the content tools of the admin layer, and none of the site-wide ones.

const createNewItems = async (page: Page) => {
  await page.getByRole("button", { name: "Create New" }).click();
  const menu = page.getByRole("menu", { name: "Create New" });
  await expect(menu).toBeVisible();
  return menu;
};

test.describe("an editor", () => {
  test("creates content from Create New and the palette, and is offered no site-wide settings", async ({ page }) => {
    await signIn(page, hosts.northwind, EDITOR);
    await page.goto(`${hosts.northwind}/`);

    const menu = await createNewItems(page);
    for (const item of ["Heading Section", "Section", "Hero Section", "Blog Post", "Empty Page", "Page Layout", "Media library"]) {
      await expect(menu.getByRole("menuitem", { name: item, exact: true })).toBeVisible();
    }
    for (const item of ["Global Settings", "Header", "Footer", "Menu Item", "Banner", "FAQ"]) {
      await expect(menu.getByRole("menuitem", { name: item, exact: true })).toHaveCount(0);
    }
    await page.keyboard.press("Escape");

    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await palette.getByRole("combobox", { name: "Search commands" }).fill("settings");
    await expect(palette.getByRole("option", { name: /Global Settings/ })).toHaveCount(0);
    await page.keyboard.press("Escape");

    await page.goto(`${hosts.northwind}/account`);
    await expect(page.getByText("Role: Editor")).toBeVisible();
  });
});
