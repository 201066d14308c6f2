import { ApiError } from "@/lib/api/errors";
import { clientIp, enforceRateLimit, parseBody, route } from "@/lib/api/route";
import { getRequestUser } from "@/lib/auth/request-user";
import { sendEmailInputSchema } from "@/lib/auth/schemas";
import { asAnon, withRls } from "@/lib/db";
import { confirmedAddressOf } from "@/lib/email/confirmed-address";
import { queueEmail } from "@/lib/email/outbox";
import { accountEmail } from "@/lib/email/templates";
import { claimFreeTrialEmail } from "@/lib/free-trials/mutations";
import { getSiteSeo } from "@/lib/posts/queries";
import { siteOrigin } from "@/lib/site/site-by-host";
import { normalizeHost } from "@/lib/tenancy/host";

// POST /api/send-email – the welcome or free-trial email after registration, to the new user's own address
export const POST = route(async ({ request, site }) => {
  const input = await parseBody(request, sendEmailInputSchema);
  if (input.organization_id !== site.id) throw new ApiError("forbidden", "This organisation is not served at this address.");

  // Never a relay: the signed-in user writes only to their own address, and only once the auth server
  // has confirmed it is theirs. Without a session nothing is sent (the confirmation email stands in).
  const user = await getRequestUser(request, site);
  const own = user && user.id === input.user_id ? await confirmedAddressOf(request) : null;
  if (!user || !own || own.userId !== user.id || own.email.toLowerCase() !== input.to.toLowerCase()) {
    throw new ApiError("forbidden", "Emails go only to the signed-in user's own confirmed address.");
  }
  await enforceRateLimit(`send-email:user:${user.id}:${input.type}`, 3, 3600);
  // The free-trial email goes once per recorded trial sign-up of this address.
  if (input.type === "free_trial" && !(await withRls(user.claims, (db) => claimFreeTrialEmail(db, { organizationId: site.id, email: input.to })))) {
    throw new ApiError("forbidden", "There is no new free trial of this address to announce.");
  }

  const organization = await asAnon((db) => getSiteSeo(db, { orgId: site.id }));
  if (!organization) throw new ApiError("site_not_found", "No site at this address.");
  const origin = siteOrigin(normalizeHost(request.headers.get("host")), organization.base_url);
  const locale = site.defaultLocale;
  const content = accountEmail(input.type, { name: input.name, to: own.email, siteName: organization.site || organization.name, siteUrl: `${origin}/`, locale });
  try {
    await queueEmail({ orgId: site.id, origin, to: own.email, template: input.type, locale, content });
  } catch (error) {
    return Response.json(
      { error: { code: "email_failed", message: "Failed to send email" }, details: (error as Error).message },
      { status: 502 },
    );
  }
  return { success: true };
}, { rateLimit: { key: (request) => `send-email:ip:${clientIp(request)}`, limit: 20, windowSeconds: 3600 } });
