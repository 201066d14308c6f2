// GET /api/organizations/{orgId} – everything Global Settings shows (spec 001 §7), as the admin reads it
// PUT /api/organizations/{orgId} – save what the modal changed, all of it in one transaction; answers the
// whole organisation data as it now stands. Both for the admins of that organisation (Bearer token).
import { parseBody } from "@/lib/api/route";
import { applyOrganizationUpdate } from "@/lib/organizations/mutations";
import { organizationRoute, privateJson, readOrganizationData } from "@/lib/organizations/route";
import { ORGANIZATION_BODY_LIMIT_BYTES, ORGANIZATION_BODY_TOO_LARGE_MESSAGE, organizationUpdateSchema } from "@/lib/organizations/schemas";

export const GET = organizationRoute(async ({ site, user }) => privateJson(await readOrganizationData({ user, site })));

export const PUT = organizationRoute(
  async ({ request, site, user }) => {
    const update = await parseBody(request, organizationUpdateSchema);
    await applyOrganizationUpdate({ user, site, update });
    return privateJson(await readOrganizationData({ user, site }));
  },
  { body: { bytes: ORGANIZATION_BODY_LIMIT_BYTES, message: ORGANIZATION_BODY_TOO_LARGE_MESSAGE } },
);
