import "server-only";
import { or, eq } from "drizzle-orm";
import { asAnon } from "@/lib/db";
import { organizations } from "@/lib/db/schema";
import { readServerEnv } from "@/lib/env/server-env";
import { RESERVED_SLUGS, siteHosts, siteSlug } from "./names";

export type Availability = { slug: string; host: string; available: true } | { slug: string; host: string | null; available: false; reason: "unusable" | "reserved" | "taken" };

/** Whether a site name's address is free, for the Create a site form as the person types. */
export async function addressAvailability(name: string): Promise<Availability> {
  const slug = siteSlug(name);
  if (slug.length < 2) return { slug, host: null, available: false, reason: "unusable" };
  const platformDomain = readServerEnv().PLATFORM_DOMAIN;
  const { host, localHost } = siteHosts(slug, platformDomain);
  const shown = platformDomain ? host : localHost;
  if (RESERVED_SLUGS.has(slug)) return { slug, host: shown, available: false, reason: "reserved" };
  const taken = await asAnon((db) =>
    db
      .select({ id: organizations.id })
      .from(organizations)
      .where(or(eq(organizations.base_url, host), eq(organizations.base_url_local, localHost), eq(organizations.base_url, localHost)))
      .limit(1),
  );
  return taken.length > 0 ? { slug, host: shown, available: false, reason: "taken" } : { slug, host: shown, available: true };
}
