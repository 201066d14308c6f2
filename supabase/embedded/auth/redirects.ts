import type { Sql } from "./db";

/**
 * GoTrue's redirect allow-list, for a multi-tenant site: a `redirect_to` is honoured only when its host is
 * SITE_URL's or one of the organisations' hosts (any port, http or https); anything else falls back to
 * SITE_URL, so an email link can never send a user to a foreign site with their tokens. Given several
 * candidates (the body's and the query's), the first allowed one wins.
 */
export async function allowedRedirect(
  db: Sql,
  siteUrl: string,
  ...candidates: (string | null | undefined)[]
): Promise<string> {
  for (const candidate of candidates) {
    const allowed = await allowedUrl(db, siteUrl, candidate);
    if (allowed) return allowed;
  }
  return siteUrl;
}

async function allowedUrl(db: Sql, siteUrl: string, candidate: string | null | undefined): Promise<string | null> {
  if (!candidate) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  // userinfo in a redirect is only ever used to disguise the real host.
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  if (host === new URL(siteUrl).hostname.toLowerCase()) return url.toString();
  return (await organisationHosts(db)).has(host) ? url.toString() : null;
}

async function organisationHosts(db: Sql): Promise<Set<string>> {
  try {
    const rows = await db.query<{ host: string | null }>(
      "select base_url as host from public.organizations union select base_url_local from public.organizations",
    );
    return new Set(rows.flatMap((row) => (row.host ? [row.host.toLowerCase()] : [])));
  } catch {
    // A database without the app's migrations has no organisations: only SITE_URL is allowed.
    return new Set();
  }
}
