// POST /api/contact – a visitor sends a message from a contact section; stored for the organisation's admins.
import { ApiError } from "@/lib/api/errors";
import { clientIp, enforceRateLimit, parseBody, route } from "@/lib/api/route";
import { CONTACT_RATE_LIMIT, contactMessageSchema } from "@/lib/contact/schemas";
import { insertContactMessage } from "@/lib/contact/mutations";
import { hasSection } from "@/lib/contact/queries";
import { asAnon } from "@/lib/db";

export const POST = route(async ({ request, site }) => {
  const input = await parseBody(request, contactMessageSchema);
  await enforceRateLimit(`contact:${site.id}:${clientIp(request)}`, CONTACT_RATE_LIMIT.limit, CONTACT_RATE_LIMIT.windowSeconds);
  await asAnon(async (db) => {
    // An unknown section, or one of another organisation, is not this site's form.
    const sectionId = input.section_id;
    if (sectionId && !(await hasSection(db, { orgId: site.id, sectionId }))) throw new ApiError("not_found", "Section not found.");
    await insertContactMessage(db, { orgId: site.id, input });
  });
  return Response.json({ ok: true }, { status: 201 });
});
