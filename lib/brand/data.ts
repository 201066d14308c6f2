import { createHash } from "node:crypto";
import { cacheLife, cacheTag } from "next/cache";
import { asAnon } from "@/lib/db";
import { mediaFolder } from "@/lib/media/rules";
import { mediaPath } from "@/lib/media/sizes";
import { orgTag } from "@/lib/site/tags";
import { brandHex } from "./colors";
import { siteInitials } from "./initials";
import { getBrandSettings } from "./queries";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SiteBrand {
  /** The site's name as its pages show it: settings.site, else the organisation's name. */
  name: string;
  initials: string;
  /** The icon's object in the media bucket, always in this organisation's own folder; null: the drawn default. */
  iconObject: string | null;
  /** The primary colour as `#rrggbb`. */
  color: string;
  /** Changes whenever an icon file or the manifest would (icon, colour, name): the `?v=` on the pages' links to them. */
  version: string;
}

/**
 * The icon as an object of the organisation's own media folder, or null. A stored address elsewhere (another
 * organisation's folder, as a template copy keeps it, or another host) is never served under this site's name.
 */
export function ownIconObject(icon: string | null, orgId: string): string | null {
  const object = icon ? mediaPath(icon) : null;
  if (!object?.startsWith(mediaFolder(orgId))) return null;
  const segments = object.split("/");
  return segments.every((segment) => segment !== "" && segment !== "." && segment !== "..") ? object : null;
}

/**
 * The live site's brand (drafts never show in its icons), cached under `org-{id}`: saving the settings expires it
 * with the rest of the site (lib/editing/save.ts, refreshSite).
 */
export async function getSiteBrand(orgId: string): Promise<SiteBrand | null> {
  "use cache";
  cacheTag(orgTag(orgId));
  cacheLife("hours");
  if (!UUID.test(orgId)) return null;
  const row = await asAnon((db) => getBrandSettings(db, { orgId }));
  if (!row) return null;
  const name = row.site?.trim() || row.name;
  const initials = siteInitials(name);
  const iconObject = ownIconObject(row.icon, orgId);
  const color = brandHex(row.primary_color, row.primary_shade);
  const version = createHash("sha256").update(JSON.stringify([iconObject, color, name])).digest("hex").slice(0, 10);
  return { name, initials, iconObject, color, version };
}
