import { clientIp, enforceRateLimit, parseBody, route } from "@/lib/api/route";
import { getRequestUser } from "@/lib/auth/request-user";
import { freeTrialInputSchema } from "@/lib/auth/schemas";
import { asAnon, withRls } from "@/lib/db";
import { createFreeTrial } from "@/lib/free-trials/mutations";

// POST /api/register-user-free-trial – record a free-trial sign-up for this site's organisation
export const POST = route(async ({ request, site }) => {
  const { email } = await parseBody(request, freeTrialInputSchema);
  await enforceRateLimit(`free-trial:email:${site.id}:${email.toLowerCase()}`, 3, 3600);

  const user = await getRequestUser(request, site);
  const input = { organizationId: site.id, email, userId: user?.email?.toLowerCase() === email.toLowerCase() ? user.id : null };
  if (user) await withRls(user.claims, (db) => createFreeTrial(db, input));
  else await asAnon((db) => createFreeTrial(db, input));
  return { success: true };
}, { rateLimit: { key: (request) => `free-trial:ip:${clientIp(request)}`, limit: 10, windowSeconds: 3600 } });
