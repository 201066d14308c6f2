import "server-only";
import type { Db } from "@/lib/db";
import { bannerDismissals } from "@/lib/db/schema";

/** Dismisses a banner for the user until `until`; dismissing again moves the end. */
export async function upsertDismissal(db: Db, params: { orgId: string; bannerId: string; userId: string; until: string }) {
  await db
    .insert(bannerDismissals)
    .values({ organization_id: params.orgId, banner_id: params.bannerId, user_id: params.userId, dismissed_until: params.until })
    .onConflictDoUpdate({
      target: [bannerDismissals.banner_id, bannerDismissals.user_id],
      set: { dismissed_until: params.until },
    });
}
