import { userRoute } from "@/lib/api/route";
import { messageInputSchema } from "@/lib/support/schemas";
import { parseSupportBody, postMessage, ticketIdOf } from "@/lib/support/tickets";

// POST /api/support/tickets/{id}/messages – the customer or an admin writes; the other side is emailed
export const POST = userRoute(async ({ request, site, user, params }) => {
  const ticketId = ticketIdOf(params);
  const { body } = await parseSupportBody(request, messageInputSchema);
  const message = await postMessage({ request, site, user, ticketId, body });
  return Response.json({ message }, { status: 201 });
});
