import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hosts } from "./hosts";
import { ADMIN, CUSTOMER, signIn } from "./sign-in";

// The help widget's AI view and the AI Agents page (/admin/ai/management), with no model configured: the
// assistant answers with the passages it found in Northwind's seeded FAQ and help-centre articles.

async function answeredCookies(context: BrowserContext) {
  await context.addCookies([{ name: "cookies_accepted", value: "true", url: hosts.northwind }]);
}

async function expectNoSeriousAxeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
}

async function openAiView(page: Page, texts: { open: string; tab: string }) {
  await page.getByRole("button", { name: texts.open }).click();
  const widget = page.locator("[data-help-widget]");
  await widget.getByRole("tab", { name: texts.tab }).click();
  await expect(widget.locator("[data-assistant]")).toBeVisible();
  return widget;
}

const DEFAULTS = { name: "Assistant", greeting: "", is_enabled: true, sources: ["faq", "knowledge_base", "help_center"] };

test("the AI view answers from Northwind's FAQ in English and in German, with its sources", async ({ page, context }) => {
  // Two languages, a sign-in and an axe run: about 25 s on a busy machine.
  test.setTimeout(60_000);
  await answeredCookies(context);
  await signIn(page, hosts.northwind, CUSTOMER);
  await page.goto(hosts.northwind);
  const widget = await openAiView(page, { open: "Open help centre", tab: "AI assistant" });
  await expect(widget.getByText("Hi! Ask me a question and I will look for the answer in our help centre.")).toBeVisible();
  const box = widget.getByLabel("Your question");
  await expect(box).toHaveAttribute("maxlength", "2000");
  await box.fill("how long does a diagnostic take?");
  await widget.getByRole("button", { name: "Ask" }).click();
  const answer = widget.locator("[data-assistant-answer]").last();
  await expect(answer).toContainText("Here is what I found:");
  await expect(answer).toContainText("Two weeks on site, followed by a written report within five working days.");
  const sources = answer.locator("[data-assistant-sources]");
  await expect(sources.getByRole("link", { name: "How long does a diagnostic take?" })).toHaveAttribute("href", "/");
  await expect(sources.getByRole("link", { name: "How to prepare for a diagnostic" })).toHaveAttribute("href", "/how-to-prepare-for-a-diagnostic");
  await expectNoSeriousAxeFindings(page);

  await page.goto(`${hosts.northwind}/de`);
  const german = await openAiView(page, { open: "Hilfe-Center öffnen", tab: "KI-Assistent" });
  await german.getByLabel("Ihre Frage").fill("Wie lange dauert eine Analyse?");
  await german.getByRole("button", { name: "Fragen" }).click();
  const antwort = german.locator("[data-assistant-answer]").last();
  await expect(antwort).toContainText("Das habe ich gefunden:");
  await expect(antwort).toContainText("Zwei Wochen vor Ort, danach ein schriftlicher Bericht innerhalb von fünf Werktagen.");
  await expect(antwort.getByRole("link", { name: "Wie lange dauert eine Analyse?" })).toHaveAttribute("href", "/de");
  await expect(antwort.getByRole("link", { name: "So bereiten Sie sich auf eine Analyse vor" })).toHaveAttribute("href", "/de/how-to-prepare-for-a-diagnostic");

  // Nothing in the help centre: a translated "not found", shown as text (the markup is never run).
  await german.getByLabel("Ihre Frage").fill("<img src=x onerror=alert(1)> Reparieren Sie Oldtimer?");
  await german.getByRole("button", { name: "Fragen" }).click();
  await expect(german.locator("[data-assistant-answer]").last()).toHaveText(/Ich konnte in unserem Hilfe-Center keine Antwort finden\./);
  await expect(german.getByText("<img src=x onerror=alert(1)> Reparieren Sie Oldtimer?")).toBeVisible();
});

test("AI Agents: the admin's settings persist across a reload and the unanswered questions are listed", async ({ page, context }) => {
  await answeredCookies(context);
  await signIn(page, hosts.northwind, ADMIN);
  const question = `Do you offer training for forklift drivers ${Date.now()}?`;
  const asked = await page.request.post(`${hosts.northwind}/api/assistant/ask`, { data: { question, locale: "en" } });
  expect((await asked.json()).answered).toBe(false);

  await page.goto(`${hosts.northwind}/admin/ai/management`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "AI agents", level: 1 })).toBeVisible();
  const todo = main.locator("[data-assistant-unanswered]");
  await expect(todo.getByRole("cell", { name: question })).toBeVisible();

  await main.getByLabel("Name").fill("Northwind guide");
  await main.getByLabel("Greeting").fill("Ask me about our diagnostics.");
  await main.getByLabel("Other published posts and pages").uncheck();
  await main.getByRole("button", { name: "Save" }).click();
  await expect(main.getByText("Settings saved.")).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  await page.reload();
  await expect(main.getByLabel("Name")).toHaveValue("Northwind guide");
  await expect(main.getByLabel("Greeting")).toHaveValue("Ask me about our diagnostics.");
  await expect(main.getByLabel("Other published posts and pages")).not.toBeChecked();
  await expect(main.getByLabel("FAQ", { exact: true })).toBeChecked();
  await expect(main.getByLabel("The assistant is on")).toBeChecked();

  const restored = await page.request.put(`${hosts.northwind}/api/assistant/settings`, { data: DEFAULTS });
  expect(restored.status()).toBe(200);
});

test("AI Agents refuses a customer and asks a signed-out visitor to log in", async ({ page, context }) => {
  await answeredCookies(context);
  await page.goto(`${hosts.northwind}/admin/ai/management`);
  await expect(page.getByRole("main").getByText("Please log in as an admin to manage the AI agents.")).toBeVisible();
  await signIn(page, hosts.northwind, CUSTOMER);
  await page.goto(`${hosts.northwind}/admin/ai/management`);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("You are not allowed to manage this site's AI agents: only its admins can.");
  await expect(page.getByRole("main").getByLabel("Name")).toHaveCount(0);
});
