// The drizzle schema (lib/db/schema.ts) and the migrated database must describe the same tables, and the
// database must keep the row level security rules of DESIGN.md ("Data").
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as enums from "@/lib/model/enums";
import * as schema from "@/lib/db/schema";
import { createTestDatabase, type TestDatabase } from "@/tests/helpers/db";

const EXPECTED_EXPORTS = [
  "organizations", "settings", "profiles", "memberships", "blogPosts", "templateSections", "metrics", "templateSectionMetrics",
  "headingSections", "heroes", "pageLayoutItems", "menuItems", "submenuItems", "banners", "bannerDismissals",
  "cookieCategories", "cookieServices", "cookieConsentRecords", "products", "pricingPlans", "features", "faqs",
  "meetingTypes", "bookings", "media", "basketItems", "revisions",
] as const;

const exported: unknown[] = Object.values(schema);
const drizzleTables = exported
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table))
  .filter((config) => (config.schema ?? "public") === "public");

interface DbColumn {
  table_name: string;
  column_name: string;
  is_nullable: "YES" | "NO";
  data_type: string;
  udt_name: string;
  column_default: string | null;
  is_generated: "ALWAYS" | "NEVER";
  is_identity: "YES" | "NO";
}

let db: TestDatabase;
let columns: DbColumn[];

beforeAll(async () => {
  db = await createTestDatabase();
  columns = (
    await db.runner.query<DbColumn>(
      `select c.table_name, c.column_name, c.is_nullable, c.data_type, c.udt_name, c.column_default, c.is_generated, c.is_identity
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
    )
  ).rows;
});

afterAll(async () => {
  await db?.close();
});

const dbType = (c: DbColumn) => (c.data_type === "ARRAY" ? `${c.udt_name.replace(/^_/, "")}[]` : c.data_type);

describe("drizzle schema and migrations", () => {
  it("exports every table under its camelCase name", () => {
    for (const name of EXPECTED_EXPORTS) expect(is(schema[name], PgTable), name).toBe(true);
  });

  it("describe the same tables", () => {
    const inDb = [...new Set(columns.map((c) => c.table_name))].sort();
    expect(drizzleTables.map((t) => t.name).sort()).toEqual(inDb);
  });

  describe.each(drizzleTables.map((t) => [t.name, t] as const))("%s", (name, table) => {
    const inDb = () => columns.filter((c) => c.table_name === name);

    it("has the same columns", () => {
      expect(table.columns.map((c) => c.name).sort()).toEqual(inDb().map((c) => c.column_name).sort());
    });

    it("agrees on type, nullability, defaults and generated columns", () => {
      for (const column of table.columns) {
        const actual = inDb().find((c) => c.column_name === column.name);
        if (!actual) continue;
        const generated = column.generated !== undefined;
        expect({
          column: column.name,
          type: column.getSQLType(),
          notNull: column.notNull,
          hasDefault: generated ? false : column.hasDefault,
          generated,
        }).toEqual({
          column: column.name,
          type: dbType(actual),
          notNull: actual.is_nullable === "NO",
          // An identity column (generated always as identity) has its sequence in place of a default.
          hasDefault: actual.column_default !== null || actual.is_identity === "YES",
          generated: actual.is_generated === "ALWAYS",
        });
      }
    });
  });
});

// Each enum list of lib/model/enums.ts must equal the values a check constraint of that column allows.
const ENUM_CHECKS: [table: string, column: string, values: readonly (string | number)[]][] = [
  ["organizations", "type", enums.ORGANIZATION_TYPES],
  ["settings", "language", enums.LOCALES],
  ["settings", "supported_locales", enums.LOCALES],
  ["settings", "header_style", enums.HEADER_STYLE_TYPES],
  ["settings", "footer_style", enums.FOOTER_STYLE_TYPES],
  ["settings", "primary_shade", enums.COLOR_SHADES],
  ["settings", "secondary_shade", enums.COLOR_SHADES],
  ["memberships", "role", enums.MEMBERSHIP_ROLES],
  ["team_events", "action", enums.TEAM_EVENT_ACTIONS],
  ["change_sets", "status", enums.CHANGE_SET_STATUSES],
  ["scheduled_posts", "status", enums.SCHEDULED_POST_STATUSES],
  ["blog_posts", "display_config", enums.POST_DISPLAY_TYPES],
  ["template_sections", "section_type", enums.SECTION_TYPES],
  ["template_sections", "text_style_variant", enums.TEXT_STYLE_VARIANTS],
  ["template_sections", "image_metrics_height", enums.IMAGE_METRICS_HEIGHTS],
  ["heading_sections", "style_variant", enums.HEADING_STYLE_VARIANTS],
  ["heading_sections", "text_style_variant", enums.HEADING_TEXT_STYLE_VARIANTS],
  ["heroes", "animation_element", enums.HERO_ANIMATION_ELEMENTS],
  ["heroes", "title_style", enums.TEXT_ALIGNMENTS],
  ["heroes", "description_style", enums.FONT_WEIGHTS],
  ["heroes", "image_style", enums.HERO_IMAGE_POSITIONS],
  ["banners", "position", enums.BANNER_POSITIONS],
  ["banners", "type", enums.BANNER_TYPES],
  ["banners", "open_state", enums.BANNER_OPEN_STATES],
  ["bookings", "status", enums.BOOKING_STATUSES],
  ["media", "kind", enums.MEDIA_KINDS],
  ["pricing_plans", "recurring_interval", enums.PLAN_INTERVALS],
];

describe("check constraints", () => {
  it.each(ENUM_CHECKS)("%s.%s allows exactly the listed values", async (table, column, values) => {
    const { rows } = await db.runner.query<{ def: string }>(
      `select pg_get_constraintdef(oid) as def from pg_constraint
       where conrelid = ('public.' || $1)::regclass and contype = 'c'`,
      [table],
    );
    const allowed = rows
      .filter((r) => new RegExp(`\\b${column}\\b`).test(r.def))
      .flatMap((r) => [...r.def.matchAll(/ARRAY\[([^\]]*)\]/g)])
      .map((match) => match[1].split(",").map((item) => item.trim().replace(/::[a-z ]+$/, "").replace(/^'(.*)'$/, "$1")));
    expect(allowed).toContainEqual(values.map(String));
  });
});

describe("row level security", () => {
  it("is enabled on every public table, each with at least one policy", async () => {
    const { rows } = await db.runner.query<{ relname: string; relrowsecurity: boolean; policies: number }>(
      `select c.relname, c.relrowsecurity,
         (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
       from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' order by 1`,
    );
    expect(rows).toHaveLength(drizzleTables.length);
    expect(rows.filter((r) => !r.relrowsecurity || r.policies < 1)).toEqual([]);
  });

  it("has no policy for the public role and every update policy has a with check", async () => {
    const { rows } = await db.runner.query<{ tablename: string; policyname: string; roles: string; cmd: string; with_check: string | null }>(
      "select tablename, policyname, roles::text as roles, cmd, with_check from pg_policies where schemaname = 'public'",
    );
    expect(rows.filter((p) => /\bpublic\b/.test(p.roles))).toEqual([]);
    expect(rows.filter((p) => (p.cmd === "UPDATE" || p.cmd === "ALL") && p.with_check === null)).toEqual([]);
  });

  it("calls auth.uid() once per statement, as (select auth.uid())", async () => {
    const { rows } = await db.runner.query<{ policyname: string; expr: string }>(
      `select policyname, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr
       from pg_policies where schemaname = 'public'`,
    );
    expect(rows.filter((p) => /(?<!SELECT )auth\.uid\(\)/.test(p.expr))).toEqual([]);
  });

  it("keeps its helpers private: fixed search_path, not executable by public", async () => {
    const { rows } = await db.runner.query<{ proname: string; pinned: boolean; public_execute: boolean }>(
      `select p.proname,
         coalesce(array_to_string(p.proconfig, ',') like '%search_path=%', false) as pinned,
         has_function_privilege('public', p.oid, 'execute') as public_execute
       from pg_proc p where p.pronamespace = 'private'::regnamespace`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !r.pinned || r.public_execute)).toEqual([]);
  });
});
