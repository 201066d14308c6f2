import "server-only";
import { eq } from "drizzle-orm";
import type { RequestUser } from "@/lib/auth/request-user";
import { asAnon } from "@/lib/db";
import { organizations } from "@/lib/db/schema";
import { queueEmail } from "@/lib/email/outbox";
import type { MembershipRole } from "@/lib/memberships/roles";
import { siteOrigin } from "@/lib/site/site-by-host";
import { siteMailOf } from "@/lib/support/notify";
import { normalizeHost } from "@/lib/tenancy/host";
import { platformHost } from "@/lib/tenancy/platform-host";
import { invitationLink } from "./auth-admin";
import { invitationEmail } from "./email";

/**
 * The site's own address for a link: as siteMailOf makes it from the site's host, or, for an invitation sent from
 * the console (the platform's host), the site's local address on a local console and its public one otherwise.
 */
async function siteAddress(request: Request, orgId: string, origin: string): Promise<string> {
  const host = normalizeHost(request.headers.get("host"));
  if (host !== platformHost()) return origin;
  const [site] = await asAnon((db) => db.select({ base_url: organizations.base_url, base_url_local: organizations.base_url_local }).from(organizations).where(eq(organizations.id, orgId)));
  const local = host === "localhost" || host.endsWith(".localhost");
  return local && site?.base_url_local ? siteOrigin(site.base_url_local, site.base_url) : `https://${site?.base_url}`;
}

/** Emails an invitation: a sign-in link from Auth that lands on the site's /invite/{token} page. */
export async function sendInvitation(request: Request, { orgId, email, role, token, inviter }: { orgId: string; email: string; role: MembershipRole; token: string; inviter: RequestUser }) {
  const site = await siteMailOf(request, orgId);
  if (!site) throw new Error("the site of the invitation is gone");
  const link = await invitationLink(email, `${await siteAddress(request, orgId, site.origin)}/invite/${token}`);
  const inviterName = inviter.profile?.full_name || inviter.profile?.username || inviter.email || site.siteName;
  const content = invitationEmail({ inviter: inviterName, siteName: site.siteName, role, link, locale: site.locale });
  await queueEmail({ orgId, origin: site.origin, to: email, template: "invitation", locale: site.locale, content });
}
