// POST /api/contact – a visitor sends a message from a contact section; stored for the organisation's admins
// and opened as a support ticket (issue 17), whose admins are emailed.
import { ApiError } from "@/lib/api/errors";
import { clientIp, parseBody, route } from "@/lib/api/route";
import { CONTACT_RATE_LIMIT, contactMessageSchema } from "@/lib/contact/schemas";
import { insertContactMessage } from "@/lib/contact/mutations";
import { hasSection } from "@/lib/contact/queries";
import { getRequestUser } from "@/lib/auth/request-user";
import { asAnon, withRls, type Db } from "@/lib/db";
import { notifyContactTicket } from "@/lib/support/contact-ticket";
import { ticketFromContact } from "@/lib/support/mutations";

export const POST = route(async ({ request, site }) => {
  const input = await parseBody(request, contactMessageSchema);
  // A signed-in sender's ticket is theirs (they find it at /account/profile/tickets).
  const user = await getRequestUser(request, site);
  const store = async (db: Db) => {
    // An unknown section, or one of another organisation, is not this site's form.
    const sectionId = input.section_id;
    if (sectionId && !(await hasSection(db, { orgId: site.id, sectionId }))) throw new ApiError("not_found", "Section not found.");
    const contactMessageId = await insertContactMessage(db, { orgId: site.id, input });
    return ticketFromContact(db, { contactMessageId });
  };
  const ticket = await (user ? withRls(user.claims, store) : asAnon(store));
  if (ticket) await notifyContactTicket({ request, orgId: site.id, ticket, input });
  return Response.json({ ok: true }, { status: 201 });
}, { rateLimit: { key: (request, site) => `contact:${site.id}:${clientIp(request)}`, ...CONTACT_RATE_LIMIT } });
