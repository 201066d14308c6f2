import { ApiError } from "@/lib/api/errors";
import { clientIp, enforceRateLimit, parseBody, route } from "@/lib/api/route";
import { getRequestUser } from "@/lib/auth/request-user";
import { sendEmailInputSchema } from "@/lib/auth/schemas";
import { asAnon } from "@/lib/db";
import { sendEmail } from "@/lib/email/send";
import { accountEmail } from "@/lib/email/templates";
import { claimFreeTrialEmail } from "@/lib/free-trials/mutations";
import { getOrganizationShell } from "@/lib/site/queries";

// POST /api/send-email – the welcome or free-trial email after registration
export const POST = route(async ({ request, site }) => {
  const input = await parseBody(request, sendEmailInputSchema);
  if (input.organization_id !== site.id) throw new ApiError("forbidden", "This organisation is not served at this address.");
  await enforceRateLimit(`send-email:ip:${clientIp(request)}`, 20, 3600);

  // Never an open relay: either the signed-in user writes to their own address, or a fresh
  // free-trial sign-up of this address claims its single email.
  const user = await getRequestUser(request, site);
  const ownAddress = user !== null && user.id === input.user_id && user.email?.toLowerCase() === input.to.toLowerCase();
  const allowed =
    ownAddress ||
    (input.type === "free_trial" &&
      (await asAnon((db) => claimFreeTrialEmail(db, { organizationId: site.id, email: input.to }))));
  if (!allowed) throw new ApiError("forbidden", "Emails go only to the signed-in user's own address.");
  if (ownAddress) await enforceRateLimit(`send-email:user:${input.user_id}:${input.type}`, 3, 3600);

  const organization = await asAnon((db) => getOrganizationShell(db, { orgId: site.id }));
  const siteName = organization?.site || organization?.name || "";
  const message = accountEmail(input.type, {
    to: input.to,
    name: input.name,
    siteName,
    siteUrl: `${new URL(request.url).protocol}//${request.headers.get("host")}/`,
    locale: site.defaultLocale,
  });
  try {
    await sendEmail(message);
  } catch (error) {
    return Response.json(
      { error: { code: "email_failed", message: "Failed to send email" }, details: (error as Error).message },
      { status: 502 },
    );
  }
  return { success: true };
});
