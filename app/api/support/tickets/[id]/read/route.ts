import { ApiError } from "@/lib/api/errors";
import { userRoute } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { markTicketRead } from "@/lib/support/mutations";
import { TICKET_NOT_FOUND } from "@/lib/support/schemas";
import { readerOf, ticketIdOf } from "@/lib/support/tickets";

// POST /api/support/tickets/{id}/read – marks the ticket read for the reader's side
export const POST = userRoute(async ({ site, user, params }) => {
  const id = ticketIdOf(params);
  readerOf(user);
  const marked = await withRls(user.claims, (db) => markTicketRead(db, { orgId: site.id, id }));
  if (!marked) throw new ApiError("not_found", TICKET_NOT_FOUND);
  return { ok: true };
});
