import "server-only";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { bannerDismissals, banners } from "@/lib/db/schema";

export type BannerRow = typeof banners.$inferSelect;

/** The organisation's enabled banners (RLS hides disabled ones from visitors). */
export async function listBanners(db: Db, { orgId }: { orgId: string }): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.organization_id, orgId), eq(banners.is_enabled, true)))
    .orderBy(asc(banners.created_at), asc(banners.id));
}

export async function findBanner(db: Db, { orgId, bannerId }: { orgId: string; bannerId: string }) {
  const [row] = await db
    .select({ id: banners.id, type: banners.type, dismissal_duration: banners.dismissal_duration })
    .from(banners)
    .where(and(eq(banners.organization_id, orgId), eq(banners.id, bannerId)));
  return row ?? null;
}

/** The signed-in user's dismissals on this site that still last (RLS: only their own). */
export async function listActiveDismissals(db: Db, { orgId, userId, now }: { orgId: string; userId: string; now: string }) {
  return db
    .select({ banner_id: bannerDismissals.banner_id, dismissed_until: bannerDismissals.dismissed_until })
    .from(bannerDismissals)
    .where(
      and(
        eq(bannerDismissals.organization_id, orgId),
        eq(bannerDismissals.user_id, userId),
        gt(bannerDismissals.dismissed_until, now),
      ),
    );
}
