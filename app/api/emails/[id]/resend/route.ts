// POST /api/emails/{id}/resend – sends a failed email of the organisation again through the queue (the Dashboard's
//   Resend): 202 once queued, 404 for an email that is not this organisation's or has not failed (admins only)
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { adminRoute } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { EMAIL_NOT_FOUND_MESSAGE } from "@/lib/email/constants";
import { resendEmail } from "@/lib/email/outbox";
import { findUndeliveredEmail } from "@/lib/email/queries";

export const POST = adminRoute(async ({ site, user, params }) => {
  const id = z.uuid().safeParse(params.id);
  // Read as the admin first: row level security shows them their own organisation's emails only.
  const email = id.success ? await withRls(user.claims, (db) => findUndeliveredEmail(db, { orgId: site.id, id: id.data })) : null;
  if (!email || email.status !== "failed" || !(await resendEmail({ orgId: site.id, id: email.id }))) throw new ApiError("not_found", EMAIL_NOT_FOUND_MESSAGE);
  return Response.json({ status: "queued" }, { status: 202 });
});
