import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { RequestUser } from "@/lib/auth/request-user";
import { expireTags } from "@/lib/cache/expire-tags";
import { withRls } from "@/lib/db";
import type { Site } from "@/lib/tenancy/site";
import { entityStore } from "./mutations";
import type { LayoutItem } from "./page-layout-store";
import { createIn, saveIn, savedTags, type Saved } from "./save";

export type SectionEntity = LayoutItem["kind"];

export interface Placement {
  urlPage: string;
  /** The section the new one follows on the page (the plus that was clicked); null puts it first. */
  after: LayoutItem | null;
}

interface PlaceRequest {
  user: RequestUser;
  site: Site;
  entity: SectionEntity;
  values: Record<string, unknown>;
  placement: Placement;
}

const same = (a: LayoutItem, b: LayoutItem) => a.kind === b.kind && a.id === b.id;

/**
 * A new section on a page, where the admin asked for it: the section and its place in the page's layout
 * land together or not at all. Two revisions: the create (what undo takes back: the layout item goes with
 * the section) and the layout's new order.
 */
export async function createSectionOnPage({ user, site, entity, values, placement }: PlaceRequest): Promise<Saved & { layout: Saved }> {
  const { urlPage, after } = placement;
  const saved = await withRls(user.claims, async (db) => {
    const layout = await entityStore("page_layout").lock(db, { orgId: site.id, id: urlPage });
    const items = (layout?.items ?? []) as LayoutItem[];
    const index = after ? items.findIndex((item) => same(item, after)) : -1;
    if (after && index < 0) throw new ApiError("bad_request", "The section to add after is not on this page.", { after: "Not on this page." });

    const created = await createIn(db, { user, site, entity, values: { ...values, url_page: urlPage } });
    const item: LayoutItem = { kind: entity, id: String(created.row.id) };
    const next = [...items.slice(0, index + 1), item, ...items.slice(index + 1)];
    const placed = await saveIn(db, { user, site, entity: "page_layout", id: urlPage, changes: { items: next }, ifMatch: null, versionRequired: false });
    return { ...created, layout: placed };
  });
  // One expiry for both rows: they share the organisation's tag and the page's.
  await expireTags([...new Set([...savedTags(site, entity, saved.row), ...savedTags(site, "page_layout", saved.layout.row)])]);
  return saved;
}
