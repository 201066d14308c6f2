import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

export interface Answer {
  status: number;
  etag: string | null;
  json: Record<string, unknown> | null;
}

/** A request from the signed-in admin's page, as the editors send them (same origin, the session's cookies). */
export function api(page: Page, method: string, path: string, body?: unknown, ifMatch?: string): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, body, ifMatch }) => {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (ifMatch) headers["if-match"] = ifMatch;
      const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, etag: response.headers.get("etag"), json: await response.json().catch(() => null) };
    },
    { method, path, body, ifMatch },
  );
}

/** Serious and critical axe findings inside the open editor dialog, named by rule and element. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include("[data-editor-dialog]").analyze();
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
}

/**
 * The typed-title delete of a section editor (spec 001 §2.2): Delete stays disabled for a near miss
 * (`nearMiss`) and works once the exact title is typed; the editor closes.
 */
export async function deleteByTypedTitle(editor: Locator, { group, label, title, nearMiss }: { group: string; label: string; title: string; nearMiss: string }) {
  // Exact: metric cards in the editor have "Remove or delete" buttons of their own.
  await editor.getByRole("button", { name: "Delete", exact: true }).click();
  const confirmation = editor.getByRole("group", { name: group });
  const confirm = confirmation.getByRole("button", { name: "Delete", exact: true });
  await expect(confirm).toBeDisabled();
  const typed = confirmation.getByLabel(label);
  await typed.fill(nearMiss);
  await expect(confirm).toBeDisabled();
  await typed.fill(title);
  await confirm.click();
  await expect(editor).toBeHidden();
}
