import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { hosts, port } from "./hosts";
import { rawRequest } from "./raw-http";
import { verifyLink, waitForMail } from "./mailbox";

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

  // The owner deletes it again: confirmed by typing its name, it leaves the list and its address answers nothing.
  await listed.getByRole("button", { name: /^Delete site/ }).click();
  const dialog = page.getByRole("dialog", { name: `Delete Fjord Studio ${suffix}?` });
  const confirm = dialog.getByRole("button", { name: "Delete this site" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Type the site's name/).fill(`Fjord Studio ${suffix}`);
  await confirm.click();
  await expect(page.getByRole("status").filter({ hasText: `Fjord Studio ${suffix} was deleted.` })).toBeVisible();
  await expect(listed).toHaveCount(0);
  expect((await rawRequest(port, { path: "/", host: `fjord-studio-${suffix}.localhost:${port}` })).status).toBe(404);
});

test("an owner invites a colleague as editor from the console; the colleague sets a password and edits content only", async ({ page, browser }) => {
  const colleague = `colleague-${Date.now().toString(36)}@example.test`;
  await page.goto(`${CONSOLE}/`);
  await page.getByLabel("Email").fill("admin@northwind.test");
  await page.getByLabel("Password").fill("AdminPass123");
  await page.getByRole("button", { name: "Log in" }).first().click();
  await page.getByRole("listitem").filter({ hasText: "Northwind Consulting" }).getByRole("link", { name: /Team/ }).click();
  await expect(page.getByRole("heading", { name: "Team: Northwind Consulting" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Role of Nadia Brooks" })).toHaveValue("owner");

  await page.getByLabel("Email").fill(colleague);
  await page.getByLabel("Role", { exact: true }).selectOption("editor");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Invitation sent to ${colleague}.` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Revoke ${colleague}` })).toBeVisible();
  const findings = await new AxeBuilder({ page }).analyze();
  expect(findings.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  const mail = await waitForMail(colleague, /invited to Northwind Consulting/);
  const link = verifyLink(mail);
  const colleagueContext = await browser.newContext();
  const colleaguePage = await colleagueContext.newPage();
  await colleaguePage.goto(link);
  await expect(colleaguePage.getByRole("heading", { name: "Join Northwind Consulting" })).toBeVisible({ timeout: 15_000 });
  await colleaguePage.getByLabel("Password").fill("ColleaguePass123");
  await colleaguePage.getByRole("button", { name: "Save and join" }).click();
  await colleaguePage.waitForURL(`${hosts.northwind}/`);
  await colleaguePage.getByRole("button", { name: "Create New" }).click();
  const menu = colleaguePage.getByRole("menu", { name: "Create New" });
  await expect(menu.getByRole("menuitem", { name: "Section", exact: true })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Global Settings", exact: true })).toHaveCount(0);
  await colleagueContext.close();

  await page.reload();
  await expect(page.getByRole("combobox", { name: `Role of ${colleague}` })).toHaveValue("editor");
});
