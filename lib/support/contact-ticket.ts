import "server-only";
import type { ContactMessageInput } from "@/lib/contact/schemas";
import { logger } from "@/lib/log/logger.mjs";
import { customerMessageEmail, sendTicketEmails, siteMailOf } from "./notify";

/** Tells the organisation's admins about the ticket a contact-form message opened (failures are logged). */
export async function notifyContactTicket({
  request,
  orgId,
  ticket,
  input,
}: {
  request: Request;
  orgId: string;
  ticket: { subject: string; adminEmails: string[] };
  input: ContactMessageInput;
}): Promise<void> {
  const mail = await siteMailOf(request, orgId).catch((error: unknown) => {
    logger.error({ err: error, orgId }, "contact ticket notification skipped");
    return null;
  });
  if (!mail) return;
  const from = `${input.name} <${input.email}>`;
  await sendTicketEmails(mail, ticket.adminEmails.map((to) => customerMessageEmail({ to, subject: ticket.subject, from, body: input.message, mail })));
}
