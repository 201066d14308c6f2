import "server-only";
import type { RequestUser } from "@/lib/auth/request-user";
import { sendEmail } from "@/lib/email/send";
import type { MembershipRole } from "@/lib/memberships/roles";
import { siteMailOf } from "@/lib/support/notify";
import { invitationLink } from "./auth-admin";
import { invitationEmail } from "./email";

/** Emails an invitation: a sign-in link from Auth that lands on the site's /invite/{token} page. */
export async function sendInvitation(request: Request, { orgId, email, role, token, inviter }: { orgId: string; email: string; role: MembershipRole; token: string; inviter: RequestUser }) {
  const site = await siteMailOf(request, orgId);
  if (!site) throw new Error("the site of the invitation is gone");
  const link = await invitationLink(email, `${site.origin}/invite/${token}`);
  const inviterName = inviter.profile?.full_name || inviter.profile?.username || inviter.email || site.siteName;
  await sendEmail(invitationEmail({ to: email, inviter: inviterName, siteName: site.siteName, role, link, locale: site.locale }));
}
