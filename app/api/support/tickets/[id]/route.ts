import { ApiError } from "@/lib/api/errors";
import { adminRoute, parseBody, userRoute } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { setTicketStatus } from "@/lib/support/mutations";
import { findTicket, findTicketDetail } from "@/lib/support/queries";
import { TICKET_NOT_FOUND, ticketStatusInputSchema } from "@/lib/support/schemas";
import { readerOf, ticketIdOf } from "@/lib/support/tickets";

// GET /api/support/tickets/{id} – one ticket with its messages; 404 for another customer's or organisation's
export const GET = userRoute(async ({ site, user, params }) => {
  const id = ticketIdOf(params);
  const reader = readerOf(user);
  const ticket = await withRls(user.claims, (db) => findTicketDetail(db, { orgId: site.id, reader, id }));
  if (!ticket) throw new ApiError("not_found", TICKET_NOT_FOUND);
  return { ticket };
});

// PATCH /api/support/tickets/{id} – an admin closes, reopens or parks a ticket (customers: 403)
export const PATCH = adminRoute(async ({ request, site, user, params }) => {
  const id = ticketIdOf(params);
  const { status } = await parseBody(request, ticketStatusInputSchema);
  const ticket = await withRls(user.claims, async (db) =>
    (await setTicketStatus(db, { orgId: site.id, id, status })) ? findTicket(db, { orgId: site.id, reader: { side: "admin" }, id }) : null,
  );
  if (!ticket) throw new ApiError("not_found", TICKET_NOT_FOUND);
  return { ticket };
});
