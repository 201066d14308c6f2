// What PUT /api/organizations/{orgId} refuses before writing anything: ids that are neither new nor the
// organisation's, references to parents that are not there, and menu links that leave the site.
import { ApiError } from "@/lib/api/errors";
import { normalizeHost } from "@/lib/tenancy/host";
import type { ParsedOrganizationUpdate } from "./schemas";
import { isNewId, type ReplacedList } from "./types";

export type ListRow = { id: string; version?: number } & Record<string, unknown>;
/** The organisation's stored rows of each list read (id, and the parent id of child lists). */
/** The organisation's stored rows of each list; `newer`: created after the editor's loaded_at. */
export type StoredLists = Partial<Record<ReplacedList, { id: string; parent: string | null; version: number; newer?: boolean }[]>>;

export const FOREIGN_ID_MESSAGE = "This is not one of this organization's rows.";
export const DUPLICATE_ID_MESSAGE = "This id appears more than once in the list.";
export const OFF_SITE_URL_MESSAGE = "Menu items link to pages of this site (such as /about); a link to another site is not allowed here.";

const PARENTS: Partial<Record<ReplacedList, { list: ReplacedList; column: string }>> = {
  submenu_items: { list: "menu_items", column: "menu_item_id" },
  pricing_plans: { list: "products", column: "product_id" },
  cookie_services: { list: "cookie_categories", column: "category_id" },
};

const MENU_LISTS: readonly ReplacedList[] = ["menu_items", "submenu_items"];

const rowsOf = (update: ParsedOrganizationUpdate, list: ReplacedList) => update[list] as ListRow[] | undefined;

/** A host without "www.", so that the site's own address counts with or without it. */
const bareHost = (host: string | null) => normalizeHost(host)?.replace(/^www\./, "") ?? null;

/** Whether a menu url leaves the site: an absolute (or protocol-relative) address to another host. */
export function isOffSite(url: string, siteHosts: readonly string[]): boolean {
  const value = url.trim();
  if (!/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(value)) return false;
  let host: string;
  try {
    host = new URL(value, "https://site.invalid").host;
  } catch {
    return true;
  }
  const own = new Set(siteHosts.map(bareHost).filter(Boolean));
  return !own.has(bareHost(host));
}

function referenceProblem(ref: unknown, parentRows: ListRow[] | undefined, stored: StoredLists[ReplacedList], parentList: string) {
  if (typeof ref !== "string") return null;
  if (isNewId(ref)) return parentRows?.some((row) => row.id === ref) ? null : `Refers to a new row that is not in ${parentList}.`;
  if (!stored?.some((row) => row.id === ref)) return FOREIGN_ID_MESSAGE;
  if (parentRows && !parentRows.some((row) => row.id === ref)) return `Refers to a row that this save removes from ${parentList}.`;
  return null;
}

/** Throws 400 with a message per field when the update names rows it may not; writes nothing. */
export function checkUpdate(update: ParsedOrganizationUpdate, stored: StoredLists, siteHosts: readonly (string | null)[]): void {
  const fields: Record<string, string> = {};
  const hosts = siteHosts.filter((host): host is string => Boolean(host));
  for (const [list, parent] of Object.entries(PARENTS) as [ReplacedList, { list: ReplacedList; column: string }][]) {
    rowsOf(update, list)?.forEach((row, index) => {
      const problem = referenceProblem(row[parent.column], rowsOf(update, parent.list), stored[parent.list], parent.list);
      if (problem) fields[`${list}.${index}.${parent.column}`] = problem;
    });
  }
  for (const list of Object.keys(stored) as ReplacedList[]) {
    const rows = rowsOf(update, list);
    const storedIds = new Set(stored[list]?.map((row) => row.id));
    const seen = new Set<string>();
    rows?.forEach((row, index) => {
      if (seen.has(row.id)) fields[`${list}.${index}.id`] = DUPLICATE_ID_MESSAGE;
      else if (!isNewId(row.id) && !storedIds.has(row.id)) fields[`${list}.${index}.id`] = FOREIGN_ID_MESSAGE;
      seen.add(row.id);
      if (MENU_LISTS.includes(list) && typeof row.url_name === "string" && isOffSite(row.url_name, hosts)) {
        fields[`${list}.${index}.url_name`] = OFF_SITE_URL_MESSAGE;
      }
    });
  }
  if (Object.keys(fields).length > 0) throw new ApiError("bad_request", "Invalid request body.", fields);
}
