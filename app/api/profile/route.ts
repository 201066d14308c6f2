import { parseBody, userRoute } from "@/lib/api/route";
import { profileInputSchema } from "@/lib/auth/schemas";
import { withRls } from "@/lib/db";
import { findRole } from "@/lib/memberships/queries";
import { joinAsCustomer, upsertOwnProfile } from "@/lib/profiles/mutations";

// GET /api/profile – the signed-in user's profile and role on this site
export const GET = userRoute(async ({ user }) => ({
  profile: user.profile,
  role: user.role,
  email: user.email,
}));

// PUT /api/profile – registration's upsert by id, and later edits of username and full name. A person
// without a role on this site yet (registered or invited on another) joins it as a customer.
export const PUT = userRoute(async ({ request, site, user }) => {
  const input = await parseBody(request, profileInputSchema);
  return withRls(user.claims, async (db) => {
    const profile = await upsertOwnProfile(db, {
      userId: user.id,
      email: user.email,
      username: input.username ?? (user.profile ? undefined : user.signupUsername),
      fullName: input.full_name,
    });
    if (!user.role) await joinAsCustomer(db, { userId: user.id, orgId: site.id });
    return { profile, role: user.role ?? (await findRole(db, { userId: user.id, orgId: site.id })) };
  });
});
