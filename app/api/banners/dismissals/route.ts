// GET /api/banners/dismissals – the signed-in user's banner dismissals that still last.
// POST /api/banners/dismissals – dismiss a closable banner for its dismissal_duration (default 1 minute).
import { ApiError } from "@/lib/api/errors";
import { parseBody, userRoute } from "@/lib/api/route";
import { parseDismissalDuration } from "@/lib/banners/dismissal-duration";
import { upsertDismissal } from "@/lib/banners/mutations";
import { findBanner, listActiveDismissals } from "@/lib/banners/queries";
import { dismissBannerSchema } from "@/lib/banners/schemas";
import { withRls } from "@/lib/db";

export const GET = userRoute(async ({ site, user }) => {
  const rows = await withRls(user.claims, (db) => listActiveDismissals(db, { orgId: site.id, userId: user.id, now: new Date().toISOString() }));
  return { dismissals: rows.map((row) => ({ banner_id: row.banner_id, dismissed_until: new Date(row.dismissed_until).toISOString() })) };
});

export const POST = userRoute(async ({ request, site, user }) => {
  const { banner_id } = await parseBody(request, dismissBannerSchema);
  const until = await withRls(user.claims, async (db) => {
    const banner = await findBanner(db, { orgId: site.id, bannerId: banner_id });
    if (!banner) throw new ApiError("not_found", "Banner not found.");
    if (banner.type !== "closed") throw new ApiError("bad_request", "This banner cannot be dismissed.", { banner_id: "Permanent banner." });
    const end = new Date(Date.now() + parseDismissalDuration(banner.dismissal_duration)).toISOString();
    await upsertDismissal(db, { orgId: site.id, bannerId: banner.id, userId: user.id, until: end });
    return end;
  });
  return { banner_id, dismissed_until: until };
});
