// Data rules the schema enforces by itself, whoever writes: timestamps, locales, slugs, limits, layout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SqlRunner } from "@/supabase/embedded/migrate";
import { createTestDatabase, type TestDatabase } from "@/tests/helpers/db";
import { NORTHWIND as A } from "@/tests/helpers/seed-ids";

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

/** Runs fn as the superuser in a transaction that is rolled back. */
async function inRollback<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T> {
  await db.runner.exec("begin");
  try {
    return await fn(db.runner);
  } finally {
    await db.runner.exec("rollback");
  }
}

const VIOLATES_CHECK = /violates check constraint/;

describe("updated_at", () => {
  it("moves on every update, even twice in one transaction, and created_at never changes", async () => {
    const rows = await inRollback(async (tx) => {
      const update = (title: string) =>
        tx.query<{ updated_at: string; created_at: string }>(
          `update heroes set title = $1, created_at = '2000-01-01' where id = $2
           returning updated_at::text, created_at::text`,
          [title, A.hero],
        );
      const before = await tx.query<{ created_at: string }>("select created_at::text from heroes where id = $1", [A.hero]);
      const first = (await update("First")).rows[0];
      const second = (await update("Second")).rows[0];
      const { rows: order } = await tx.query<{ increasing: boolean }>(
        "select $1::timestamptz < $2::timestamptz as increasing",
        [first.updated_at, second.updated_at],
      );
      return { before: before.rows[0].created_at, first, second, increasing: order[0].increasing };
    });
    expect(rows.increasing).toBe(true);
    expect(rows.second.created_at).toBe(rows.before);
  });
});

describe("checks", () => {
  const refused: [string, string][] = [
    ["a default language outside the supported locales", `update settings set supported_locales = '{es,de}' where organization_id = '${A.id}'`],
    ["an unknown locale", `update settings set supported_locales = '{en,xx}' where organization_id = '${A.id}'`],
    ["a base_url with a scheme", `update organizations set base_url = 'https://northwind.example' where id = '${A.id}'`],
    ["an upper-case host", `update organizations set base_url_local = 'Localhost' where id = '${A.id}'`],
    ["a slug with spaces", `update blog_posts set slug = 'about us' where id = '${A.posts.about}'`],
    ["a meta description over 160 characters", `update blog_posts set metadescription_for_page = repeat('a', 161) where id = '${A.posts.about}'`],
    ["an unknown post display type", `update blog_posts set display_config = '{"type": "wide"}' where id = '${A.posts.about}'`],
    ["seven grid columns", `update template_sections set grid_columns = 7 where id = '${A.sections[0]}'`],
    ["an unknown image height", `update template_sections set image_metrics_height = 'h-36' where id = '${A.sections[0]}'`],
    ["a translation that is not an object", `update metrics set title_translation = '"Diagnose"' where id = '${A.metrics[0]}'`],
    ["a negative price", `update pricing_plans set price = -1 where id = '${A.pricingPlans[0]}'`],
    ["a promotion without a promotion price", `update pricing_plans set promotion_price = null where id = '${A.promotionPlan}'`],
    ["a basket quantity of zero", `update basket_items set quantity = 0 where id = '${A.basketItem}'`],
    ["a meeting of zero minutes", `update meeting_types set duration_minutes = 0 where id = '${A.meetingTypes[0]}'`],
    ["an unknown booking status", `update bookings set status = 'late' where id = '${A.bookings[0]}'`],
    ["an unknown banner open state", `update banners set open_state = 'left-50' where id = '${A.banners.top}'`],
    ["a layout item pointing at two sections", `update page_layout_items set template_section_id = '${A.sections[0]}' where id = '${A.homeLayout[0]}'`],
  ];

  it.each(refused)("refuses %s", async (_name, sql) => {
    await expect(inRollback((tx) => tx.exec(sql))).rejects.toThrow(VIOLATES_CHECK);
  });

  it("accepts a footer style given as a plain string (older form: the background)", async () => {
    await expect(
      inRollback((tx) => tx.exec(`update settings set footer_style = '"neutral-900"' where organization_id = '${A.id}'`)),
    ).resolves.toBeDefined();
  });
});

describe("uniqueness and order", () => {
  it("refuses a second post with the same slug in one organisation", async () => {
    const insert = `insert into blog_posts (organization_id, slug, title) values ('${A.id}', 'about', 'About again')`;
    await expect(inRollback((tx) => tx.exec(insert))).rejects.toThrow(/duplicate key value/);
  });

  it("lets a page reorder swap two positions inside one transaction", async () => {
    const swap = inRollback(async (tx) => {
      await tx.exec(`update page_layout_items set position = 2 where id = '${A.homeLayout[1]}'`);
      await tx.exec(`update page_layout_items set position = 1 where id = '${A.homeLayout[2]}'`);
      await tx.exec("set constraints all immediate");
    });
    await expect(swap).resolves.toBeUndefined();
  });

  it("marks the Essential category, by name regardless of case", async () => {
    const { rows } = await db.runner.query<{ name: string; is_essential: boolean }>(
      "select name, is_essential from cookie_categories where organization_id = $1 order by \"order\"",
      [A.id],
    );
    expect(rows).toEqual([
      { name: "Essential", is_essential: true },
      { name: "Analytics", is_essential: false },
      { name: "Marketing", is_essential: false },
    ]);
  });
});
