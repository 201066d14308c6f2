import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";
import { verifyLink, waitForMail } from "./mailbox";

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function registerThroughPage(page: Page, base: string, email: string, password = "Sunshine42") {
  await page.goto(`${base}/register`);
  await page.getByLabel("Username").fill("e2e-user");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
}

/** Fills the login page's form (the header also has a "Log in" button, hence the scope). */
async function logIn(page: Page, email: string, password: string, submit = "Log in") {
  const main = page.getByRole("main");
  await main.getByLabel(/^(Email|Correo electrónico|E-Mail)$/).fill(email);
  await main.getByLabel(/^(Password|Contraseña|Passwort)$/, { exact: true }).fill(password);
  await main.getByRole("button", { name: submit, exact: true }).click();
}

/** The form's own alert (Next's route announcer is an alert region too). */
const formAlert = (page: Page) => page.getByRole("main").getByRole("alert");
const formStatus = (page: Page) => page.getByRole("main").getByRole("status");

test("a visitor registers, gets the welcome email and lands on /account/profile @platform", async ({ page }) => {
  const email = uniqueEmail("register");
  await registerThroughPage(page, hosts.northwind, email);
  await expect(formStatus(page)).toHaveText("Registration successful! Redirecting...");
  await page.waitForURL(`${hosts.northwind}/account/profile`);
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue("e2e-user");
  const mail = await waitForMail(email, /Welcome to Northwind Consulting/);
  expect(mail.text).toContain("e2e-user");
});

test("registration shows the first validation error only, announced as an alert", async ({ page }) => {
  await page.goto(`${hosts.northwind}/register`);
  await page.getByLabel("Username").fill("ab");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("x");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(formAlert(page)).toHaveText("Username must be at least 3 characters long");
  await expect(formAlert(page)).toBeFocused();

  await page.getByLabel("Username").fill("maria");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(formAlert(page)).toHaveText("Please enter a valid email address");
});

test("logging in from a page returns to it @platform", async ({ page }) => {
  await page.goto(`${hosts.northwind}/pricing`);
  await page.getByRole("button", { name: "Log in" }).click();
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Email").fill("customer@northwind.test");
  await dialog.getByLabel("Password", { exact: true }).fill("CustomerPass123");
  await dialog.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(dialog.getByRole("status")).toHaveText("Login successful! Redirecting...");
  await page.waitForURL(`${hosts.northwind}/pricing`);
  await expect(page.getByRole("link", { name: "Your account" })).toBeVisible();
});

test("wrong credentials show the spec's message", async ({ page }) => {
  await page.goto(`${hosts.northwind}/login`);
  await logIn(page, "customer@northwind.test", "WrongPass123");
  await expect(formAlert(page)).toHaveText("Invalid email or password");
});

test("a forgotten password is reset through the emailed link", async ({ page }) => {
  const email = uniqueEmail("reset");
  await registerThroughPage(page, hosts.northwind, email);
  await page.waitForURL(`${hosts.northwind}/account/profile`);
  await page.goto(`${hosts.northwind}/account`);
  await page.getByRole("button", { name: "Log out" }).click();
  await page.waitForURL(`${hosts.northwind}/`);

  await page.goto(`${hosts.northwind}/reset-password`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(formStatus(page)).toHaveText("Password reset email sent. Please check your inbox.");

  const mail = await waitForMail(email, /Reset your password/);
  await page.goto(verifyLink(mail));
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password").fill("BrandNew99");
  await page.getByRole("button", { name: "Update password" }).click();
  await page.waitForURL(`${hosts.northwind}/account`);
  await page.getByRole("button", { name: "Log out" }).click();
  await page.waitForURL(`${hosts.northwind}/`);

  await page.goto(`${hosts.northwind}/login`);
  await logIn(page, email, "BrandNew99");
  await page.waitForURL(`${hosts.northwind}/account`);
  await expect(page.getByTestId("signed-in-as")).toContainText(email);
});

test("the Spanish site logs in at /login without a prefix, in Spanish", async ({ page }) => {
  await page.goto(`${hosts.acme}/login`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Iniciar sesión");
  await logIn(page, "customer@acme.test", "CustomerPass123", "Iniciar sesión");
  await page.waitForURL(`${hosts.acme}/account`);
  await expect(page.getByRole("heading", { name: "Tu cuenta" })).toBeVisible();
});

test("the Spanish site in German: /de/login lands on /de/account", async ({ page }) => {
  await page.goto(`${hosts.acme}/de/login`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await logIn(page, "customer@acme.test", "CustomerPass123", "Anmelden");
  await page.waitForURL(`${hosts.acme}/de/account`);
});

test("an owner is admin on their own site only; on another site their login makes them a customer @platform", async ({ page }) => {
  await page.goto(`${hosts.northwind}/login`);
  await logIn(page, "admin@northwind.test", "AdminPass123");
  await page.waitForURL(`${hosts.northwind}/account`);
  await expect(page.getByText("Role: Owner")).toBeVisible();

  // The same account on another organisation's site: no session is shared, and signing in there makes the
  // person that site's customer (issue 39), with no admin right.
  await page.goto(`${hosts.acme}/de/login`);
  await logIn(page, "admin@northwind.test", "AdminPass123", "Anmelden");
  await page.waitForURL(`${hosts.acme}/de/account`);
  const answer = await page.evaluate(async () => {
    const response = await fetch("/api/profile");
    return { status: response.status, body: await response.json() };
  });
  expect(answer.status).toBe(200);
  expect(answer.body.role).toBe("customer");
  await expect(page.getByRole("button", { name: "Neu erstellen" })).toHaveCount(0);
});
