import "server-only";
import { brandHex } from "@/lib/brand/colors";
import { getBrandSettings } from "@/lib/brand/queries";
import { asAnon } from "@/lib/db";
import { siteMediaUrl } from "@/lib/media/site-url";
import type { EmailBrand } from "./content";

/** The organisation as its emails show it; `origin` is the site's own address, never a request's Host. */
export async function emailBrandOf(orgId: string, origin: string): Promise<EmailBrand | null> {
  const row = await asAnon((db) => getBrandSettings(db, { orgId }));
  if (!row) return null;
  return {
    siteName: row.site || row.name,
    origin,
    logoUrl: row.logo ? new URL(siteMediaUrl(row.logo, orgId), origin).toString() : null,
    color: brandHex(row.primary_color, row.primary_shade),
  };
}
