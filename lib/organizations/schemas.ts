// The body of PUT /api/organizations/{orgId} (lib/organizations/types.ts, OrganizationUpdate): rows as GET
// answered them. Columns an editor may not write are dropped; the fields reuse each entity's own schema.
import { z } from "zod";
import { bannerPatchSchema } from "@/lib/banners/editing-schemas";
import { ORGANIZATION_TYPES, PLAN_INTERVALS } from "@/lib/model/enums";
import { EDITABLE_ENTITIES } from "@/lib/editing/entities";
import { heroPatchSchema } from "@/lib/hero/schemas";
import { menuItemPatchSchema, submenuItemPatchSchema } from "@/lib/navigation/schemas";
import { postPatchSchema } from "@/lib/posts/schemas";
import { linkSchema, translationSchema } from "@/lib/sections/schemas";
import { settingsPatchSchema } from "@/lib/site/settings-schema";
import { isNewId } from "./types";

/** Spec 001 §8 "a body of 5 MB": larger bodies are refused before they are read (413). */
export const ORGANIZATION_BODY_LIMIT_BYTES = 5 * 1024 * 1024;
export const ORGANIZATION_BODY_TOO_LARGE_MESSAGE = "The settings are too large to save (more than 5 MB). Remove some content and try again.";

export const VERSION_REQUIRED_MESSAGE = "Send the version this row was read at.";
// The colour rules are the settings editor's own (settingsPatchSchema); named here too for the tests.
export { COLOR_MESSAGE, isColorOrHex, isHueOrHex, PALETTE_HUES } from "@/lib/site/settings-schema";

const idSchema = z.string().trim().min(1).max(200);
/** A reference to a parent row: a stored uuid or a new row's temporary id. */
const refSchema = z.union([z.uuid(), z.string().startsWith("new-").max(200)]);
const versionSchema = z.number().int().positive();
const name = z.string().trim().min(1, "A name is required.").max(200);
const description = z.string().max(5000).nullable();
const order = z.number().int().min(0).max(10_000);

/** One row of a replaced list: its fields (unknown keys dropped), its id, and its version unless it is new. */
function listRow<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ ...shape, id: idSchema, version: versionSchema.optional() }).superRefine((parsed, ctx) => {
    const row = parsed as { id: string; version?: number };
    if (!isNewId(row.id) && row.version === undefined) ctx.addIssue({ code: "custom", path: ["version"], message: VERSION_REQUIRED_MESSAGE });
  });
}

const menuItemRow = listRow(menuItemPatchSchema.required({ display_name: true }).shape);
const submenuItemRow = listRow({ ...submenuItemPatchSchema.required({ name: true }).shape, menu_item_id: refSchema });

const productRow = listRow({
  name,
  name_translation: translationSchema.optional(),
  slug: z
    .string()
    .trim()
    .max(200)
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, "Use lowercase letters, digits and single hyphens.")
    .transform((slug) => slug || null)
    .nullable()
    .optional(),
  description: description.optional(),
  description_translation: translationSchema.optional(),
  image: linkSchema.nullable().optional(),
  order: order.optional(),
});

const pricingPlanRow = listRow({
  product_id: refSchema.nullable().optional(),
  name,
  name_translation: translationSchema.optional(),
  description: description.optional(),
  description_translation: translationSchema.optional(),
  /** Minor units (cents). */
  price: z.number().int().min(0).max(1_000_000_000),
  is_promotion: z.boolean().optional(),
  promotion_price: z.number().int().min(0).max(1_000_000_000).nullable().optional(),
  // The Products tab's currency field takes at most 8 characters.
  currency_symbol: z.string().trim().min(1).max(8).optional(),
  recurring_interval: z.enum(PLAN_INTERVALS).nullable().optional(),
  order: order.optional(),
}).refine((plan) => !plan.is_promotion || (plan.promotion_price !== null && plan.promotion_price !== undefined), {
  message: "A promotion needs its promotion price.",
  path: ["promotion_price"],
});

const featureRow = listRow({
  name,
  name_translation: translationSchema.optional(),
  description: description.optional(),
  description_translation: translationSchema.optional(),
  icon_name: z.string().max(100).nullable().optional(),
  order: order.optional(),
});

const faqRow = listRow({
  question: z.string().trim().min(1, "A question is required.").max(1000),
  answer: z.string().max(20_000),
  question_translation: translationSchema.optional(),
  answer_translation: z.partialRecord(translationSchema.keyType, z.string().max(20_000)).optional(),
  order: order.optional(),
});

/** A date and time as GET answered it ("2026-05-01 10:00:00+00") or as ISO; kept as sent, Postgres reads both. */
const timestampSchema = z
  .string()
  .trim()
  .max(50)
  .refine((value) => !Number.isNaN(Date.parse(value.includes("T") ? value : value.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00"))), {
    message: "Use a date and time such as 2026-05-01T10:00:00Z.",
  });

const bannerRow = listRow({
  ...bannerPatchSchema.shape,
  end_date_promotion: z.preprocess((value) => (value === "" ? null : value), timestampSchema.nullable()).optional(),
});

const cookieCategoryRow = listRow({
  name,
  name_translation: translationSchema.optional(),
  description: description.optional(),
  description_translation: translationSchema.optional(),
  order: order.optional(),
});

const cookieServiceRow = listRow({
  category_id: refSchema,
  name,
  description: description.optional(),
  description_translation: translationSchema.optional(),
  active: z.boolean().optional(),
});

const meetingTypeRow = listRow({
  name,
  name_translation: translationSchema.optional(),
  description: description.optional(),
  description_translation: translationSchema.optional(),
  duration_minutes: z.number().int().min(1).max(24 * 60),
  is_active: z.boolean().optional(),
});

/** A blog post of the Blog tab: only its display flags and its place in the order change. */
const blogPostRow = z.object({
  id: z.uuid(),
  version: versionSchema,
  // The post editor's display flags; flags this API does not know are dropped, the stored ones kept.
  display_config: z.object(postPatchSchema.shape.display_config.unwrap().shape).optional(),
  organization_config: z.object({ order: order.optional() }).optional(),
});

const pick = (row: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(fields.filter((field) => field in row).map((field) => [field, row[field]]));

/** The flat settings with their version; the fields go through the settings editor's own schema (colours too). */
const settingsRow = z.looseObject({ version: versionSchema }).transform((row, ctx) => {
  const parsed = settingsPatchSchema.safeParse(pick(row, EDITABLE_ENTITIES.settings.fields));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: issue.path.map((key) => (typeof key === "symbol" ? String(key) : key)), message: issue.message });
    return z.NEVER;
  }
  return { version: row.version, changes: parsed.data as Record<string, unknown> };
});

/** The home hero: its id (a new one puts a hero first on the home page), version, and the hero editor's fields. */
const heroRow = z
  .object({ ...heroPatchSchema.shape, id: idSchema, version: versionSchema.optional() })
  .superRefine((row, ctx) => {
    if (!isNewId(row.id) && row.version === undefined) ctx.addIssue({ code: "custom", path: ["version"], message: VERSION_REQUIRED_MESSAGE });
    if (isNewId(row.id) && !row.title) ctx.addIssue({ code: "custom", path: ["title"], message: "Title is required." });
  });

const list = <Row extends z.ZodType>(row: Row) => z.array(row).max(1000).optional();

export const organizationUpdateSchema = z.object({
  loaded_at: z.iso.datetime({ offset: true }).optional(),
  // Only the type is written; the rest of the summary GET answered is ignored.
  organization: z.object({ type: z.enum(ORGANIZATION_TYPES), version: versionSchema }).optional(),
  settings: settingsRow.optional(),
  website_hero: heroRow.nullable().optional(),
  blog_posts: z.array(blogPostRow).max(5000).optional(),
  menu_items: list(menuItemRow),
  submenu_items: list(submenuItemRow),
  products: list(productRow),
  pricing_plans: list(pricingPlanRow),
  features: list(featureRow),
  faqs: list(faqRow),
  banners: list(bannerRow),
  cookie_categories: list(cookieCategoryRow),
  cookie_services: list(cookieServiceRow),
  meeting_types: list(meetingTypeRow),
});

export type ParsedOrganizationUpdate = z.infer<typeof organizationUpdateSchema>;
