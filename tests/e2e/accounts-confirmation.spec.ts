import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";
import { verifyLink, waitForMail } from "./mailbox";

// Run by tests/e2e/run.ts against a stack started with AUTH_EMAIL_CONFIRMATION=true.
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const main = (page: Page) => page.getByRole("main");

async function register(page: Page, email: string, username: string) {
  await page.goto(`${hosts.northwind}/register`);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Sunshine42");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(main(page).getByRole("status")).toHaveText(
    "Registration successful! Please check your email to confirm your account.",
  );
}

test("@confirmation registration asks to confirm the email, and the link signs the visitor in", async ({ page }) => {
  const email = uniqueEmail("confirm");
  await register(page, email, "confirmed-user");

  await page.goto(`${hosts.northwind}/login`);
  await main(page).getByLabel("Email").fill(email);
  await main(page).getByLabel("Password", { exact: true }).fill("Sunshine42");
  await main(page).getByRole("button", { name: "Log in", exact: true }).click();
  await expect(main(page).getByRole("alert")).toHaveText("Please confirm your email address.");

  const mail = await waitForMail(email, /Confirm your signup/);
  await page.goto(verifyLink(mail));
  await page.waitForURL(`${hosts.northwind}/account`);
  await expect(page.getByTestId("signed-in-as")).toContainText(email);

  // The profile is created at this first sign-in, with the username given at registration.
  await page.goto(`${hosts.northwind}/account/profile`);
  await expect(page.getByLabel("Username")).toHaveValue("confirmed-user");
});

test("@confirmation the site's own /auth/confirm link works too", async ({ page }) => {
  const email = uniqueEmail("confirm-ssr");
  await register(page, email, "ssr-user");
  const mail = await waitForMail(email, /Confirm your signup/);
  const siteLink = mail.text.match(/http:\/\/\S+\/auth\/confirm\?\S+/)?.[0];
  expect(siteLink).toBeTruthy();
  await page.goto(siteLink!);
  await page.waitForURL(`${hosts.northwind}/account`);
  await expect(page.getByTestId("signed-in-as")).toContainText(email);
});
