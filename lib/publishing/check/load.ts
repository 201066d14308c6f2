import "server-only";
import type { Db } from "@/lib/db";
import { changePath } from "@/lib/dashboard/change-path";
import { entityStore } from "@/lib/editing/mutations";
import { mediaPath } from "@/lib/media/sizes";
import { pagePath } from "@/lib/pages/site-index";
import type { Site } from "@/lib/tenancy/site";
import { withDraft } from "../drafts";
import { findCurrentChangeSet, listChanges, type Change } from "../queries";
import { CHECKED_ENTITIES, type CheckedEntity } from "./constants";
import { countSectionCards, listEntityRows, listImageAlts, listLinkTargets, listMetricPages } from "./queries";
import { imageFields, type CheckRow } from "./rules";
import { runChecks } from "./run";
import type { Finding } from "./schemas";

type Values = Record<string, unknown>;
type Loaded = { entity: CheckedEntity; id: string; values: Values };

const isChecked = (entity: string): entity is CheckedEntity => (CHECKED_ENTITIES as readonly string[]).includes(entity);
const text = (value: unknown) => (typeof value === "string" ? value : null);
/** display_config.display_this_post, true when absent (the generated column blog_posts.is_published). */
function isShown({ display_config: config }: Values): boolean {
  return !(typeof config === "object" && config !== null && "display_this_post" in config && config.display_this_post === false);
}

/** Where a row is shown: its post or page; a metric on the page of a section showing it; menus and banners on every page. */
function pathOf({ entity, id, values }: Loaded, metricPages: ReadonlyMap<string, string>): string | null {
  if (entity === "menu_item" || entity === "submenu_item") return "/";
  if (entity === "banner") return (Array.isArray(values.page_paths) && text(values.page_paths[0])) || "/";
  const urlPage = entity === "metric" ? (metricPages.get(id) ?? null) : text(values.url_page);
  return changePath({ entity, slug: text(values.slug), url_page: urlPage });
}

/** The paths a same-site link may lead to: the posts visitors see, and every path with sections (the home's as /home and /). */
function sitePages(posts: { slug: string; is_published: boolean }[], layoutPages: string[]): Set<string> {
  return new Set([...posts.filter((post) => post.is_published).map((post) => `/${post.slug}`), ...layoutPages, ...layoutPages.map(pagePath)]);
}

async function check(db: Db, site: Site, rows: Loaded[], context: { cards: Map<string, number>; mediaAlts: Map<string, string>; metricPages: Map<string, string> }) {
  const targets = await listLinkTargets(db, { orgId: site.id });
  // A post's draft may rename or hide it: links are checked against the site as it will be once published.
  const drafted = new Map(rows.filter((row) => row.entity === "post").map((row) => [row.id, row.values]));
  const posts = targets.posts.map((post) => {
    const values = drafted.get(post.id);
    return values ? { slug: text(values.slug) ?? post.slug, is_published: isShown(values) } : post;
  });
  const checkRows: CheckRow[] = rows.map((row) => ({ ...row, path: pathOf(row, context.metricPages) }));
  return runChecks(checkRows, {
    defaultLocale: site.defaultLocale,
    locales: site.locales,
    pages: sitePages(posts, targets.pages),
    mediaAlts: context.mediaAlts,
    cards: context.cards,
  });
}

/**
 * The check of a change set: only the rows it touches, each with its draft over the live row (a section's cards
 * drafted apart are checked with the section). Rows deleted since their draft are left out.
 */
export async function checkChangeSet(db: Db, { site, changes }: { site: Site; changes: readonly Change[] }): Promise<Finding[]> {
  const drafts = new Map(changes.map((change) => [`${change.entity}:${change.entity_id}`, change]));
  const touched = new Map<string, { entity: CheckedEntity; id: string }>();
  for (const { entity, entity_id: id } of changes) {
    const checked = entity === "section_metrics" ? "template_section" : entity;
    if (isChecked(checked)) touched.set(`${checked}:${id}`, { entity: checked, id });
  }
  const rows: Loaded[] = [];
  for (const [key, { entity, id }] of touched) {
    const live = await entityStore(entity).find(db, { orgId: site.id, id });
    if (live) rows.push({ entity, id, values: withDraft(live, drafts.get(key) ?? null) });
  }
  const idsOf = (entity: CheckedEntity) => rows.filter((row) => row.entity === entity).map((row) => row.id);
  const cards = await countSectionCards(db, { orgId: site.id, ids: idsOf("template_section") });
  for (const change of changes) {
    if (change.entity === "section_metrics" && Array.isArray(change.fields.metric_ids)) cards.set(change.entity_id, change.fields.metric_ids.length);
  }
  const imagePaths = rows.flatMap((row) => imageFields({ ...row, path: null }).flatMap(({ url }) => mediaPath(url) ?? []));
  const mediaAlts = await listImageAlts(db, { orgId: site.id, paths: imagePaths });
  const metricPages = await listMetricPages(db, { orgId: site.id, ids: idsOf("metric") });
  return check(db, site, rows, { cards, mediaAlts, metricPages });
}

/** The check of the organisation's current change set (none: nothing to find). */
export async function checkCurrentChangeSet(db: Db, { site }: { site: Site }): Promise<Finding[]> {
  const changeSet = await findCurrentChangeSet(db, { orgId: site.id });
  const changes = changeSet ? await listChanges(db, { changeSetId: changeSet.id }) : [];
  return checkChangeSet(db, { site, changes });
}

/** The check of the whole live site: every row of the organisation, as visitors see it (no drafts). */
export async function checkSite(db: Db, { site }: { site: Site }): Promise<Finding[]> {
  const rows: Loaded[] = [];
  for (const entity of CHECKED_ENTITIES) {
    for (const values of await listEntityRows(db, { orgId: site.id, entity })) rows.push({ entity, id: String(values.id), values });
  }
  const cards = await countSectionCards(db, { orgId: site.id });
  const mediaAlts = await listImageAlts(db, { orgId: site.id });
  const metricPages = await listMetricPages(db, { orgId: site.id });
  return check(db, site, rows, { cards, mediaAlts, metricPages });
}
