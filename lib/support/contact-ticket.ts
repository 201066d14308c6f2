import "server-only";
import type { ContactMessageInput } from "@/lib/contact/schemas";
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
    console.error("[support] contact ticket notification skipped:", error);
    return null;
  });
  if (!mail) return;
  const from = `${input.name} <${input.email}>`;
  await sendTicketEmails(ticket.adminEmails.map((to) => customerMessageEmail({ to, subject: ticket.subject, from, body: input.message, mail })));
}
