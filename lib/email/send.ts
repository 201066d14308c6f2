import "server-only";
import nodemailer from "nodemailer";
import { readServerEnv } from "@/lib/env/server-env";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender's name, the organisation's; the address is always SMTP_FROM's. */
  fromName?: string;
}

/** The address part of SMTP_FROM (`Site <no-reply@example.com>` or a bare address). */
function senderAddress(from: string): string {
  const angle = /<([^<>]+)>\s*$/.exec(from);
  return (angle ? angle[1] : from).trim();
}

/** A display name as a mail header's quoted string: no quotes, backslashes or line breaks of its own. */
const quotedName = (name: string) => `"${name.replace(/["\\\r\n]+/g, " ").trim()}"`;

/**
 * Delivers one email through SMTP when SMTP_URL is set, otherwise into the local mailbox (http://127.0.0.1:54324).
 * Called by the outbox's job (lib/email/send-job.ts), never by a request: a request records the email and goes on.
 */
export async function deliverEmail({ fromName, ...message }: EmailMessage): Promise<void> {
  const env = readServerEnv();
  const address = senderAddress(env.SMTP_FROM);
  const from = fromName ? `${quotedName(fromName)} <${address}>` : env.SMTP_FROM;
  if (env.SMTP_URL) {
    await nodemailer.createTransport(env.SMTP_URL).sendMail({ from, ...message });
    return;
  }
  const response = await fetch(`${env.MAILBOX_URL}/api/messages`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ from, ...message }),
  });
  if (!response.ok) throw new Error(`The mailbox refused the message (${response.status})`);
}
