import { ApiError } from "@/lib/api/errors";
import { parseBody, userRoute } from "@/lib/api/route";
import { profileInputSchema } from "@/lib/auth/schemas";
import { withRls } from "@/lib/db";
import { upsertOwnProfile } from "@/lib/profiles/mutations";

// GET /api/profile – the signed-in user's profile and role on this site
export const GET = userRoute(async ({ user }) => ({
  profile: user.profile,
  role: user.role,
  email: user.email,
}));

// PUT /api/profile – registration's upsert by id, and later edits of username and full name
export const PUT = userRoute(async ({ request, site, user }) => {
  const input = await parseBody(request, profileInputSchema);
  if (user.profile && user.profile.organization_id !== site.id) {
    throw new ApiError("forbidden", "This account belongs to another site.");
  }
  const profile = await withRls(user.claims, (db) =>
    upsertOwnProfile(db, {
      userId: user.id,
      organizationId: site.id,
      email: user.email,
      username: input.username ?? (user.profile ? undefined : user.signupUsername),
      fullName: input.full_name,
    }),
  );
  return { profile, role: profile.role };
});
