// Every editable row carries a version that each update bumps: editors send it back (If-Match) and a stale
// one is answered 412 (lib/editing/save.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/tests/helpers/db";
import { NORTHWIND } from "@/tests/helpers/seed-ids";

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

describe("versions", () => {
  it("start at 1 and move by one on every update, whatever the update writes", async () => {
    const admin = { role: "authenticated" as const, userId: NORTHWIND.admin.id, email: NORTHWIND.admin.email };
    const versions = await db.as(admin, async (tx) => {
      const seen: number[] = [];
      const read = async () => (await tx.query<{ version: number }>("select version from heroes where id = $1", [NORTHWIND.hero])).rows[0].version;
      seen.push(await read());
      await tx.query("update heroes set title = 'Clarity first' where id = $1", [NORTHWIND.hero]);
      seen.push(await read());
      await tx.query("update heroes set version = 1, title = 'Clarity, again' where id = $1", [NORTHWIND.hero]);
      seen.push(await read());
      return seen;
    });
    expect(versions).toEqual([1, 2, 3]);
  });

  it("exist on every table an editor changes", async () => {
    const { rows } = await db.runner.query<{ table_name: string }>(
      "select table_name from information_schema.columns where table_schema = 'public' and column_name = 'version' order by 1",
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(["banners", "blog_posts", "heading_sections", "heroes", "menu_items", "metrics", "page_layout_items", "settings", "submenu_items", "template_sections"]),
    );
  });
});
