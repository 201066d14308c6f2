import AxeBuilder from "@axe-core/playwright";
import { type Page } from "@playwright/test";
import pg from "pg";
import { expect, test } from "./fixtures";
import { NORTHWIND } from "../helpers/seed-ids";
import { hosts } from "./hosts";
import { ADMIN, CUSTOMER, signIn } from "./sign-in";

// The admin's Dashboard at /admin: Northwind's admin sees its cards with the numbers in the database,
// undoes a recent change there; a customer and a signed-out visitor are refused.

/** One number from the e2e database (the cards must show what is stored, whatever other specs added). */
async function countOf(query: string, params: unknown[]): Promise<number> {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: number }>(query, params);
    return Number(rows[0].n);
  } finally {
    await db.end();
  }
}

/** The dashboard's card with this heading. */
const card = (page: Page, name: string) => page.getByRole("region", { name });

/** A section title saved through the editors' API from the signed-in page (cookies, If-Match), as an editor would. */
async function renameSection(page: Page, id: string, title: string): Promise<string> {
  return page.evaluate(
    async ({ id, title }) => {
      const read = await fetch(`/api/template-sections/${id}`);
      const before = (await read.json()) as { section_title: string };
      const saved = await fetch(`/api/template-sections/${id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", "if-match": read.headers.get("etag") ?? "" },
        body: JSON.stringify({ section_title: title }),
      });
      if (!saved.ok) throw new Error(`save ${saved.status}`);
      return before.section_title;
    },
    { id, title },
  );
}

test("a signed-out visitor gets the login notice", async ({ page }) => {
  await page.goto(`${hosts.northwind}/admin`);
  const main = page.getByRole("main");
  await expect(main).toContainText("Please log in as an administrator of this site.");
  await expect(main.getByRole("link", { name: "Log in" })).toHaveAttribute("href", `/login?redirectTo=${encodeURIComponent("/admin")}`);
});

test("a customer is told they need to be an admin", async ({ page }) => {
  await signIn(page, hosts.northwind, CUSTOMER);
  await page.goto(`${hosts.northwind}/admin`);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("You need to be an admin of this site to see the Dashboard.");
  await expect(page.locator("[data-dashboard]")).toHaveCount(0);
});

test("Northwind's admin sees the site at a glance with the stored numbers, and no serious axe findings", async ({ page }) => {
  await signIn(page, hosts.northwind, ADMIN);
  await page.goto(`${hosts.northwind}/admin`);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  const content = card(page, "Pages and posts");
  const about = content.locator('[data-content-item="about"]');
  await expect(about.getByRole("link", { name: "About Northwind" })).toHaveAttribute("href", "/about");
  // Seeded in English, Spanish and German; the site also offers French.
  await expect(about).toContainText("Français");
  await expect(content).toContainText("Languages: English, Español, Deutsch, Français");

  const bookings = card(page, "Today's and upcoming bookings");
  await expect(bookings.getByText("Introductory call with Oliver Grant")).toBeVisible();
  await expect(bookings.getByRole("link", { name: "Open meetings" })).toHaveAttribute("href", "/admin/meetings");

  const open = await countOf("select count(*) as n from public.support_tickets where organization_id = $1 and status in ('open', 'pending')", [NORTHWIND.id]);
  await expect(card(page, "Open tickets").locator("[data-open-tickets]")).toHaveAttribute("data-open-tickets", String(open));
  const unanswered = await countOf("select count(*) as n from public.assistant_questions where organization_id = $1 and not answered", [NORTHWIND.id]);
  const questions = card(page, "Unanswered AI questions");
  await expect(questions.locator("[data-unanswered-questions]")).toHaveAttribute("data-unanswered-questions", String(unanswered));
  await expect(questions.getByRole("link", { name: "Open AI Agents" })).toHaveAttribute("href", "/admin/ai/management");

  const recent = "organization_id = $1 and created_at > now() - interval '30 days'";
  const rejected = await countOf(`select count(*) as n from public.cookie_consent_records where ${recent} and not consent_given`, [NORTHWIND.id]);
  const choices = card(page, "Cookie consent (last 30 days)").locator("[data-consent-choices]");
  await expect(choices.getByRole("row", { name: /^Rejected/ }).getByRole("cell")).toHaveText(String(rejected));
  expect(rejected).toBeGreaterThan(0);

  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});

test("Undo on a recent change puts the previous text back", async ({ page }) => {
  await signIn(page, hosts.northwind, ADMIN);
  await page.goto(`${hosts.northwind}/admin`);
  const title = `Dashboard undo ${Date.now()}`;
  const previous = await renameSection(page, NORTHWIND.sections[1], title);
  await page.reload();

  const changes = card(page, "Recent changes");
  await changes.getByRole("button", { name: `Undo the change to Section “${title}”` }).click();
  await expect(changes.getByRole("status")).toHaveText("Change undone.");
  await expect(changes.locator("li").first()).toContainText("Undone");
  await expect(changes.getByRole("button", { name: `Undo the change to Section “${title}”` })).toHaveCount(0);
  const now = await page.evaluate(async (id) => ((await (await fetch(`/api/template-sections/${id}`)).json()) as { section_title: string }).section_title, NORTHWIND.sections[1]);
  expect(now).toBe(previous);
});
