import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { port } from "./hosts";

// Issue 39, the console on the platform's own host: a new person signs up, creates a site from a demo, and
// lands on it in edit mode; their console lists it with their role.

const CONSOLE = `http://app.localhost:${port}`;

test("a new person signs up on the console, creates a site from a demo and lands on it in edit mode @platform", async ({ page }) => {
  const suffix = Date.now().toString(36);
  await page.goto(`${CONSOLE}/`);
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByLabel("Email").fill(`founder-${suffix}@example.test`);
  await page.getByLabel("Password").fill("FounderPass123");
  await page.getByRole("button", { name: "Create an account" }).first().click();
  await expect(page.getByRole("heading", { name: "Your sites" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("You do not belong to any site yet.")).toBeVisible();

  const name = page.getByLabel("Site name");
  await name.fill("Acme");
  await expect(page.getByText("This address is already taken. Please choose another name.")).toBeVisible();
  await name.fill("Admin");
  await expect(page.getByText("This address is reserved. Please choose another name.")).toBeVisible();
  await name.fill(`Fjord Studio ${suffix}`);
  await expect(page.getByText("This address is free.")).toBeVisible();
  await expect(page.getByText(`Your site will be at fjord-studio-${suffix}.localhost`)).toBeVisible();
  await page.getByLabel("Default language").selectOption("de");
  await page.getByLabel("A copy of Northwind Consulting").check();
  const findings = await new AxeBuilder({ page }).analyze();
  expect(findings.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  await page.getByRole("button", { name: "Create site" }).click();
  await page.waitForURL(`http://fjord-studio-${suffix}.localhost:${port}/`, { timeout: 30_000 });
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("button", { name: "Neu erstellen" })).toBeVisible({ timeout: 15_000 });

  await page.goto(`${CONSOLE}/`);
  const listed = page.getByRole("listitem").filter({ hasText: `Fjord Studio ${suffix}` });
  await expect(listed.getByText("Your role: Owner")).toBeVisible();
});
