// POST /api/contact – a visitor sends a message from a contact section; stored for the organisation's admins.
import { clientIp, enforceRateLimit, parseBody, route } from "@/lib/api/route";
import { CONTACT_RATE_LIMIT, contactMessageSchema } from "@/lib/contact/schemas";
import { insertContactMessage } from "@/lib/contact/mutations";
import { asAnon } from "@/lib/db";

export const POST = route(async ({ request, site }) => {
  const input = await parseBody(request, contactMessageSchema);
  await enforceRateLimit(`contact:${site.id}:${clientIp(request)}`, CONTACT_RATE_LIMIT.limit, CONTACT_RATE_LIMIT.windowSeconds);
  await asAnon((db) => insertContactMessage(db, { orgId: site.id, input }));
  return Response.json({ ok: true }, { status: 201 });
});
