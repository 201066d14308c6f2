import { parseQuery, userRoute } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { countUnread, listTickets } from "@/lib/support/queries";
import { ticketInputSchema, ticketListQuerySchema } from "@/lib/support/schemas";
import { openTicket, parseSupportBody, readerOf } from "@/lib/support/tickets";

// GET /api/support/tickets?status=open|pending|closed|all – the organisation's tickets (admins) or the customer's own
export const GET = userRoute(async ({ request, site, user }) => {
  const { status } = parseQuery(request, ticketListQuerySchema);
  const reader = readerOf(user);
  return withRls(user.claims, async (db) => ({
    tickets: await listTickets(db, { orgId: site.id, reader, status: status === "all" ? undefined : status }),
    unread: await countUnread(db, { orgId: site.id, reader }),
  }));
});

// POST /api/support/tickets – a signed-in customer opens a ticket with a first message; admins are emailed
export const POST = userRoute(async ({ request, site, user }) => {
  const input = await parseSupportBody(request, ticketInputSchema);
  const ticket = await openTicket({ request, site, user, input });
  return Response.json({ ticket }, { status: 201 });
});
