import { userRoute } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { findOpenConversation } from "@/lib/support/queries";
import { readerOf } from "@/lib/support/tickets";

// GET /api/support/conversation – the customer's latest ticket that is not closed (live support); admins have none
export const GET = userRoute(async ({ site, user }) => {
  const reader = readerOf(user);
  if (reader.side !== "customer") return { ticket: null };
  return { ticket: await withRls(user.claims, (db) => findOpenConversation(db, { orgId: site.id, userId: reader.userId })) };
});
