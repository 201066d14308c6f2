import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";

// Issue 37: the header's and the footer's login and register controls open their modals, on the production
// build and on `next dev` (tagged @dev: run.ts runs these again on a dev server, where React mounts every
// effect twice and the modals used to close the moment they opened).

const loginDialog = (page: Page) => page.getByRole("dialog", { name: "Log in" });
const registerDialog = (page: Page) => page.getByRole("dialog", { name: "Create an account" });

test.beforeEach(async ({ context }) => {
  // The cookie banner stays away: it is not under test here.
  await context.addCookies([{ name: "cookies_accepted", value: "true", url: hosts.northwind }]);
});

test("the header's Log in opens the login modal, which switches to register and back @dev", async ({ page }) => {
  await page.goto(hosts.northwind);
  await page.getByRole("banner").getByRole("button", { name: "Log in" }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(loginDialog(page).getByLabel("Email")).toBeVisible();

  await loginDialog(page).getByRole("button", { name: "Create an account" }).click();
  await expect(registerDialog(page)).toBeVisible();
  await expect(loginDialog(page)).toHaveCount(0);

  await registerDialog(page).getByRole("button", { name: "Log in" }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(registerDialog(page)).toHaveCount(0);

  await page.keyboard.press("Escape");
  await expect(loginDialog(page)).toHaveCount(0);
  // A second time, as a visitor who closed it would.
  await page.getByRole("banner").getByRole("button", { name: "Log in" }).click();
  await expect(loginDialog(page)).toBeVisible();
});

test("the footer's Login and Register open their modals on /about @dev", async ({ page }) => {
  await page.goto(`${hosts.northwind}/about`);
  const footer = page.getByRole("contentinfo");

  await footer.getByRole("button", { name: "Login" }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(loginDialog(page).getByLabel("Email")).toBeVisible();
  await loginDialog(page).getByRole("button", { name: "Close" }).click();
  await expect(loginDialog(page)).toHaveCount(0);

  await footer.getByRole("button", { name: "Register" }).click();
  await expect(registerDialog(page)).toBeVisible();
  await expect(registerDialog(page).getByLabel("Email")).toBeVisible();
  await registerDialog(page).getByRole("button", { name: "Log in" }).click();
  await expect(loginDialog(page)).toBeVisible();
});
