import { writeFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { hosts, port } from "./hosts";
import { rawRequest } from "./raw-http";

// Issue 39, step 5: the owner adds www.example.test, is shown the TXT record, verifies it, and makes it primary;
// the apex and the old address redirect to it, an unverified domain serves nothing, a removed one stops at once.
// DNS is the named stand-in (lib/domains/dns-stand-in.ts): this spec writes the records into its file.

const CONSOLE = `http://app.localhost:${port}`;
const DOMAIN = "www.example.test";

function publishDns(txt: Record<string, string[]>) {
  writeFileSync(process.env.DNS_STAND_IN_FILE!, JSON.stringify({ txt }));
}

const get = (host: string, path = "/") => rawRequest(port, { path, host: `${host}:${port}` });

test("an owner puts the site on its own domain: verify, make primary, redirects, remove", async ({ page }) => {
  test.setTimeout(120_000);
  publishDns({});
  await page.goto(`${CONSOLE}/`);
  await page.getByLabel("Email").fill("admin@alpenbau.test");
  await page.getByLabel("Password").fill("AdminPass123");
  await page.getByRole("button", { name: "Log in" }).first().click();
  await page.getByRole("listitem").filter({ hasText: "Alpenbau GmbH" }).getByRole("link", { name: /Domains/ }).click();
  await expect(page.getByRole("heading", { name: "Domains: Alpenbau GmbH" })).toBeVisible();

  try {
    await page.getByLabel("Domain", { exact: true }).fill(DOMAIN);
    await page.getByRole("button", { name: "Add domain" }).click();
    const row = page.getByRole("listitem").filter({ hasText: DOMAIN });
    await expect(row.getByText("Waiting for verification")).toBeVisible();
    const record = row.getByRole("table", { name: `DNS record for ${DOMAIN}` });
    await expect(record.getByRole("cell", { name: `_sitebuilder.${DOMAIN}` })).toBeVisible();
    const token = (await record.getByRole("row").nth(1).getByRole("cell").nth(2).textContent())!.trim();
    expect(token).toMatch(/^[\w-]{32,}$/);
    const findings = await new AxeBuilder({ page }).analyze();
    expect(findings.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

    // Not verified yet: the site does not answer there.
    expect((await get(DOMAIN)).status).toBe(404);
    await row.getByRole("button", { name: `Verify ${DOMAIN}` }).click();
    await expect(page.getByRole("alert").filter({ hasText: "We could not find the TXT record or the verification file yet." })).toBeVisible();

    publishDns({ [`_sitebuilder.${DOMAIN}`]: [token] });
    await row.getByRole("button", { name: `Verify ${DOMAIN}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `${DOMAIN} is verified.` })).toBeVisible();
    await expect(row.getByText(/^Verified/)).toBeVisible();

    await row.getByRole("button", { name: `Make primary ${DOMAIN}` }).click();
    await expect(row.getByText(/· Primary/)).toBeVisible();

    // The site answers on its domain; the apex and the old address redirect permanently to it.
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`${hosts.alpen}/blog`).catch(() => undefined);
    await expect(visitor).toHaveURL(`http://${DOMAIN}:${port}/blog`);
    await visitor.goto(`http://example.test:${port}/`);
    await expect(visitor).toHaveURL(`http://${DOMAIN}:${port}/`);
    await expect(visitor.locator("html")).toHaveAttribute("lang", "de");
    await visitor.close();
    for (const host of ["example.test", "alpen.localhost"]) {
      const answer = await get(host, "/en");
      expect([301, 308], host).toContain(answer.status);
      expect(answer.headers.location?.[0], host).toBe(`http://${DOMAIN}:${port}/en`);
    }
    expect((await get(DOMAIN)).status).toBe(200);
  } finally {
    // Removing the domain stops serving on it at once, and the old address is primary again.
    const row = page.getByRole("listitem").filter({ hasText: DOMAIN });
    page.once("dialog", (dialog) => dialog.accept());
    await row.getByRole("button", { name: `Remove ${DOMAIN}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `${DOMAIN} removed.` })).toBeVisible();
  }
  expect((await get(DOMAIN)).status).toBe(404);
  expect((await get("example.test")).status).toBe(404);
  expect((await get("alpen.localhost")).status).toBe(200);
});
