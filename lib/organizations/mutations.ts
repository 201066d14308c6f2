import "server-only";
import { sql } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import type { RequestUser } from "@/lib/auth/request-user";
import { withRls, type Db } from "@/lib/db";
import { EDITABLE_ENTITIES, editableFields, type EntityName } from "@/lib/editing/entities";
import { entityStore, type Row } from "@/lib/editing/mutations";
import type { LayoutItem } from "@/lib/editing/page-layout-store";
import { createIn, deleteIn, refreshSite, saveIn, type Saved } from "@/lib/editing/save";
import { HOME_PAGE } from "@/lib/sections/constants";
import type { Site } from "@/lib/tenancy/site";
import { findHomeHeroId } from "./queries";
import type { ParsedOrganizationUpdate } from "./schemas";
import { isNewId, type ReplacedList } from "./types";
import { checkUpdate, type ListRow, type StoredLists } from "./update-checks";

/** The replaced lists in the order rows are created and updated (parents first); deletes go the other way. */
export const LISTS: readonly { list: ReplacedList; entity: EntityName; parent?: { list: ReplacedList; column: string; cascades: boolean } }[] = [
  { list: "menu_items", entity: "menu_item" },
  { list: "submenu_items", entity: "submenu_item", parent: { list: "menu_items", column: "menu_item_id", cascades: true } },
  { list: "products", entity: "product" },
  { list: "pricing_plans", entity: "pricing_plan", parent: { list: "products", column: "product_id", cascades: false } },
  { list: "features", entity: "feature" },
  { list: "faqs", entity: "faq" },
  { list: "banners", entity: "banner" },
  { list: "cookie_categories", entity: "cookie_category" },
  { list: "cookie_services", entity: "cookie_service", parent: { list: "cookie_categories", column: "category_id", cascades: true } },
  { list: "meeting_types", entity: "meeting_type" },
];

const tableOf = (entity: EntityName) => sql.identifier(EDITABLE_ENTITIES[entity].table);

/** The ids of the organisation's stored rows of one list (with the parent each names, for the child lists). */
async function storedRows(db: Db, orgId: string, spec: (typeof LISTS)[number], loadedAt?: string) {
  const parent = spec.parent ? sql.identifier(spec.parent.column) : sql`null`;
  const newer = loadedAt ? sql`created_at > ${loadedAt}::timestamptz` : sql`false`;
  const { rows } = await db.execute<{ id: string; parent: string | null; version: number; newer: boolean }>(
    sql`select id::text as id, ${parent}::text as parent, version, ${newer} as newer from ${tableOf(spec.entity)} where organization_id = ${orgId}`,
  );
  return rows;
}

interface Request {
  user: RequestUser;
  site: Site;
  update: ParsedOrganizationUpdate;
}

interface Work {
  db: Db;
  request: Request;
  /** Temporary ids of new rows → the ids they were stored under. */
  created: Map<string, string>;
  saved: { entity: EntityName; row: Row }[];
}

/** A stale row answers 412 naming the list and the row, beside the current row and who changed it. */
async function naming<T>(list: string, id: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof ApiError && error.code === "precondition_failed") {
      throw new ApiError(error.code, error.message, error.fields, { ...error.details, list, id });
    }
    throw error;
  }
}

function keep(work: Work, entity: EntityName, saved: Saved) {
  if (saved.revision) work.saved.push({ entity, row: saved.row });
}

/** A row's writable values, with references to new parents turned into their stored ids. */
function valuesOf(work: Work, spec: (typeof LISTS)[number], row: ListRow): Record<string, unknown> {
  const values = editableFields(spec.entity, row);
  if (spec.parent) {
    const ref = values[spec.parent.column];
    if (typeof ref === "string" && isNewId(ref)) values[spec.parent.column] = work.created.get(ref);
  }
  return values;
}

async function createRows(work: Work) {
  const { db, request } = work;
  for (const spec of LISTS) {
    for (const row of (request.update[spec.list] ?? []) as ListRow[]) {
      if (!isNewId(row.id)) continue;
      const saved = await createIn(db, { user: request.user, site: request.site, entity: spec.entity, values: valuesOf(work, spec, row) });
      work.created.set(row.id, String(saved.row.id));
      keep(work, spec.entity, saved);
    }
  }
}

async function updateRows(work: Work) {
  const { db, request } = work;
  for (const spec of LISTS) {
    for (const row of (request.update[spec.list] ?? []) as ListRow[]) {
      if (isNewId(row.id)) continue;
      const saved = await naming(spec.list, row.id, () =>
        saveIn(db, { user: request.user, site: request.site, entity: spec.entity, id: row.id, changes: valuesOf(work, spec, row), ifMatch: row.version ?? null }),
      );
      keep(work, spec.entity, saved);
    }
  }
}

/** Stored rows missing from their list go, children before parents (a parent's children first, so each leaves a revision). */
async function deleteRows(work: Work, stored: StoredLists) {
  const { db, request } = work;
  // Rows the admin removed are deleted at the version this transaction read them at.
  const remove = async (entity: EntityName, { id, version }: { id: string; version: number }) =>
    keep(work, entity, await deleteIn(db, { user: request.user, site: request.site, entity, id, ifMatch: version }));
  for (const spec of [...LISTS].reverse()) {
    const rows = request.update[spec.list] as ListRow[] | undefined;
    if (!rows) continue;
    const kept = new Set(rows.map((row) => row.id));
    for (const row of stored[spec.list] ?? []) {
      // Absent because it was created after the admin loaded the modal (by someone else): not theirs to remove.
      if (kept.has(row.id) || row.newer) continue;
      const children = LISTS.find((child) => child.parent?.list === spec.list && child.parent.cascades);
      if (children) {
        const orphans = (await storedRows(db, request.site.id, children)).filter((child) => child.parent === row.id);
        for (const orphan of orphans) await remove(children.entity, orphan);
      }
      await remove(spec.entity, row);
    }
  }
}

/** General tab: the organisation's type. */
async function saveOrganization(work: Work) {
  const { db, request } = work;
  const organization = request.update.organization;
  if (!organization) return;
  const { user, site } = request;
  const changes = { type: organization.type };
  keep(work, "organization", await naming("organization", site.id, () => saveIn(db, { user, site, entity: "organization", id: site.id, changes, ifMatch: organization.version })));
}

async function saveSettings(work: Work) {
  const { db, request } = work;
  const settings = request.update.settings;
  if (!settings) return;
  const { site, user } = request;
  // The default language is one of the site's languages, whichever of the two the request changes.
  const stored = await entityStore("settings").lock(db, { orgId: site.id, id: site.id });
  const language = settings.changes.language ?? stored?.language;
  const locales = (settings.changes.supported_locales ?? stored?.supported_locales ?? []) as unknown[];
  if (!locales.includes(language)) {
    throw new ApiError("bad_request", "Invalid request body.", { "settings.language": "The default language must be one of the site's languages." });
  }
  const saved = await naming("settings", site.id, () =>
    saveIn(db, { user, site, entity: "settings", id: site.id, changes: settings.changes, ifMatch: settings.version }),
  );
  keep(work, "settings", saved);
}

/** The home hero's fields; a new one is put first on the home page. */
async function saveHero(work: Work) {
  const { db, request } = work;
  const hero = request.update.website_hero;
  if (!hero) return;
  const { user, site } = request;
  const changes = editableFields("hero", hero);
  if (!isNewId(hero.id)) {
    if (hero.id !== (await findHomeHeroId(db, { orgId: site.id }))) {
      throw new ApiError("bad_request", "Invalid request body.", { "website_hero.id": "This is not the home page's hero." });
    }
    keep(work, "hero", await naming("website_hero", hero.id, () => saveIn(db, { user, site, entity: "hero", id: hero.id, changes, ifMatch: hero.version ?? null })));
    return;
  }
  const created = await createIn(db, { user, site, entity: "hero", values: { ...changes, url_page: HOME_PAGE } });
  keep(work, "hero", created);
  const layout = await entityStore("page_layout").lock(db, { orgId: site.id, id: HOME_PAGE });
  const items = [{ kind: "hero", id: String(created.row.id) }, ...((layout?.items ?? []) as LayoutItem[])];
  keep(work, "page_layout", await saveIn(db, { user, site, entity: "page_layout", id: HOME_PAGE, changes: { items }, ifMatch: null, versionRequired: false }));
}

/** Blog tab: the display flags and the order of the posts sent; nothing else of a post changes. */
async function saveBlogPosts(work: Work) {
  const { db, request } = work;
  for (const post of request.update.blog_posts ?? []) {
    const current = await entityStore("post").find(db, { orgId: request.site.id, id: post.id });
    if (!current) throw new ApiError("bad_request", "Invalid request body.", { [`blog_posts.${request.update.blog_posts!.indexOf(post)}.id`]: "Not a post of this site." });
    const changes: Record<string, unknown> = {};
    if (post.display_config) changes.display_config = { ...(current.display_config as object), ...post.display_config };
    if (post.organization_config?.order !== undefined) changes.organization_config = { ...(current.organization_config as object), order: post.organization_config.order };
    const saved = await naming("blog_posts", post.id, () =>
      saveIn(db, { user: request.user, site: request.site, entity: "post", id: post.id, changes, ifMatch: post.version }),
    );
    keep(work, "post", saved);
  }
}

/**
 * PUT /api/organizations/{orgId}: everything the modal sent, in one transaction as the admin through the
 * editing save path (versions, revisions, undo). Any error rolls all of it back. The site's cached pages
 * are refreshed once after the commit.
 */
export async function applyOrganizationUpdate(request: Request): Promise<void> {
  const { site, update } = request;
  const saved = await withRls(request.user.claims, async (db) => {
    const stored: StoredLists = {};
    for (const spec of LISTS) {
      const needed = update[spec.list] || LISTS.some((child) => child.parent?.list === spec.list && update[child.list]);
      if (needed) stored[spec.list] = await storedRows(db, site.id, spec, update.loaded_at);
    }
    const hosts = await db.execute<{ base_url: string | null; base_url_local: string | null }>(
      sql`select base_url, base_url_local from public.organizations where id = ${site.id}`,
    );
    checkUpdate(update, stored, hosts.rows.flatMap((row) => [row.base_url, row.base_url_local]));

    const work: Work = { db, request, created: new Map(), saved: [] };
    await saveOrganization(work);
    await saveSettings(work);
    await saveHero(work);
    await saveBlogPosts(work);
    await createRows(work);
    await updateRows(work);
    await deleteRows(work, stored);
    return work.saved;
  });
  const shown = saved.find((entry) => entry.entity === "hero") ?? saved[0];
  if (shown) await refreshSite(site, shown.entity, shown.row);
}
