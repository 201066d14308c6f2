import { expect, type Page } from "@playwright/test";

export const ADMIN = { email: "admin@northwind.test", password: "AdminPass123" };
export const CUSTOMER = { email: "customer@northwind.test", password: "CustomerPass123" };
export const ACME_ADMIN = { email: "admin@acme.test", password: "AdminPass123" };

/** Signs in through the site's own login page, as a person would, and waits to be signed in. */
export async function signIn(page: Page, base: string, account: { email: string; password: string }) {
  await page.goto(`${base}/login`);
  const main = page.getByRole("main");
  await main.getByLabel(/^(Email|Correo electrónico|E-Mail)$/).fill(account.email);
  await main.getByLabel(/^(Password|Contraseña|Passwort)$/, { exact: true }).fill(account.password);
  await main.getByRole("button", { name: /^(Log in|Iniciar sesión|Anmelden)$/ }).click();
  await expect(main.getByRole("status")).toBeVisible();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
}

/** Northwind's editor (issue 39): edits content, not the site's settings; signs in with the admin's password. */
export const EDITOR = { email: "editor@northwind.test", password: "AdminPass123" };
