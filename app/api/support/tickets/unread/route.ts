import { userRoute } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { countUnread } from "@/lib/support/queries";
import { readerOf } from "@/lib/support/tickets";

// GET /api/support/tickets/unread – how many of the reader's tickets have news (the badge, polled)
export const GET = userRoute(async ({ site, user }) => {
  const reader = readerOf(user);
  return { unread: await withRls(user.claims, (db) => countUnread(db, { orgId: site.id, reader })) };
});
